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

/**
 * Less for a frequent word of three kana or more: IPADIC knows its kana as shorter, cheaper kana
 * words that the flat penalty lets win (かい | だん for 階段 "stairs", と | ぐち for 戸口, げんし |
 * ばく | だん for 原子爆弾), and the more often a word is used the likelier its kana text is that
 * word. Two kana only for the most frequent words (below): a two-kana spelling is everywhere in
 * kana text (卑下せん read 卑下 + 線).
 * Ranks are JMdict prior ranks of the kanji form (1 = most frequent). bench/accuracy's kana text
 * 77.7 → 79.4 % with 1,000 off to rank 10,000, then 79.6 → 80.1 % to rank 30,000, the rest the
 * same (500 to rank 30,000: 79.9 %; 1,250 or 1,500 to 10,000: 80.1–80.4 % but one or two more
 * unknown words; 250 more to rank 100,000 lost a sentence). 2,000 off down to rank 2,000 read
 * 怪しかりよう as 怪し | か | 利用, one more unknown word; four kana or more only, 78.6 %.
 */
const FREQUENT_DISCOUNTS: readonly { maxRank: number; discount: number }[] = [
  { maxRank: 1000, discount: 2000 },
  { maxRank: 30000, discount: 1000 },
];
const FREQUENT_MIN_KANA = 3;

/**
 * A two-kana spelling of one of the most frequent words pays less too: IPADIC cuts its kana
 * across the particle before it (しょうこう | はぶ | か for は | ぶか 部下, あなた | はは | なに for
 * は | はな | に 花に). Not a pronoun, which pays half already: at 2,000 off 何 read なん beat
 * 『こころ』's だけなんだから (なんだ as the interjection 何だ). bench/accuracy's kana text 80.9 →
 * 81.4 % (16 sentences gained, 2 lost), the rest unchanged. With pronouns: 1,000 off 81.2 %;
 * 1,000 off to rank 30,000, 81.3 %, and 3,000 off, 81.7 %, each lost 6 or 7 sentences more.
 */
const TWO_KANA_DISCOUNT = { maxRank: 1000, discount: 2000 };

function penaltyFor(rank: number | null, reading: string, pronoun: boolean): number {
  if (rank !== null && reading.length === 2 && !pronoun && rank <= TWO_KANA_DISCOUNT.maxRank)
    return KANA_SPELLING_PENALTY - TWO_KANA_DISCOUNT.discount;
  if (rank === null || reading.length < FREQUENT_MIN_KANA) return KANA_SPELLING_PENALTY;
  const tier = FREQUENT_DISCOUNTS.find(({ maxRank }) => rank <= maxRank);
  return KANA_SPELLING_PENALTY - (tier?.discount ?? 0);
}

/** Particles that follow a pronoun. */
const PARTICLES_AFTER_PRONOUN = new Set(['は', 'が', 'を', 'に', 'も', 'の', 'と', 'へ', 'で']);

/**
 * Kana that are a common pronoun's and a particle: in kana-only text they are the pronoun and the
 * particle far more often than a noun spelled so (かれは is かれ | は "he", not 枯葉 "dead leaves":
 * かれは | かたぶつ | だ, かれは | より | よい), so such a noun gets no kana spelling; an expression
 * or adverb does (なにも 何も). bench/accuracy's kana text +3 sentences, none lost, the rest
 * unchanged (the pronoun's own penalty at a quarter instead, tried in the ninth pass, read
 * 『こころ』's なんだ as the interjection 何だ).
 */
function isPronounAndParticle(lexicon: Lexicon, reading: string): boolean {
  if (!PARTICLES_AFTER_PRONOUN.has(reading.slice(-1))) return false;
  const pronoun = reading.slice(0, -1);
  return lexicon
    .lookup(pronoun)
    .some(
      ({ entry, readingIndex }) =>
        entry.partsOfSpeech.includes('pn') &&
        entry.priorityScore > 0 &&
        entry.forms[readingIndex]!.isKana &&
        entry.forms[readingIndex]!.text === pronoun,
    );
}

export function kanaSpellingPenaltyIn(
  lexicon: Lexicon,
): (lemma: string, reading: string) => number | null {
  return (lemma, reading) => {
    if (
      isPronounAndParticle(lexicon, reading) &&
      lexicon.lookup(lemma).every(({ entry }) => entry.partsOfSpeech.every((code) => code === 'n'))
    )
      return null;
    // The lowest penalty of the entries that admit the spelling: the most frequent one's.
    let best: number | null = null;
    for (const { entry, readingIndex } of lexicon.lookup(lemma)) {
      const form = entry.forms[readingIndex]!;
      if (
        form.text === lemma &&
        (entry.priorityScore > 0 || entry.usuallyKana) &&
        entry.forms.some((kana) => kana.isKana && !kana.isHidden && kana.text === reading)
      ) {
        const penalty = penaltyFor(form.priorRank, reading, entry.partsOfSpeech.includes('pn'));
        if (best === null || penalty < best) best = penalty;
      }
    }
    return best;
  };
}
