/**
 * Which kanji words the tokenizer may also find spelled in kana (tokenizer/kana-spellings.ts),
 * and at what cost: those JMdict lists with that reading and either a priority tag or the
 * usually-kana mark. 間抜け (まぬけ, ichi1) and 大晦日 (おおみそか, news1) are written in kana often
 * enough; the rare 嘴 read はし is not, and its kana would only compete with 箸 and 橋 in kana text.
 */
import type { Lexicon } from './lexicon';

/**
 * Added to a kana spelling's IPADIC word cost (IPADIC's word and connection costs run to a few
 * thousand): high enough that the kana words IPADIC knows keep their text where they fit, chosen
 * by bench/accuracy — 2,000 and 3,000 cost development segmentation cases, 4,500 to 8,000 gave
 * the same figures.
 */
const KANA_SPELLING_PENALTY = 6000;

export function kanaSpellingPenaltyIn(
  lexicon: Lexicon,
): (lemma: string, reading: string) => number | null {
  return (lemma, reading) =>
    lexicon
      .lookup(lemma)
      .some(
        ({ entry, readingIndex }) =>
          entry.forms[readingIndex]!.text === lemma &&
          (entry.priorityScore > 0 || entry.usuallyKana) &&
          entry.forms.some((form) => form.isKana && !form.isHidden && form.text === reading),
      )
      ? KANA_SPELLING_PENALTY
      : null;
}
