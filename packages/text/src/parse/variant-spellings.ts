/**
 * A verb or adjective written with other okurigana or with kana where the dictionary has kanji:
 * 選びだす is 選び出す, 突きぬける 突き抜ける, 吹きたおす 吹き倒す, 憚かる 憚る. IPADIC knows many
 * such spellings as words of their own, JMdict lists only some, so the span would stay unknown.
 * It is found by its reading instead (えらびだす), and kept only when the dictionary spelling
 * holds every kanji of the text in the same order and ends in the same kana: the reading alone
 * would take any homophone (きる is 切る, 着る, 斬る …).
 */
import { ANY_WORD_CLASS, deinflect, matchesPartOfSpeech } from '../deinflect';
import { hasKanji, toHiragana } from '../kana';
import type { InflectedMatch } from './candidates';
import type { Lexicon, LexiconMatch } from './lexicon';

const KANJI = /[\u3005\u4e00-\u9fff]/g;

/** The text's kanji appear in `form` in the same order, and both end in the same kana. */
function isVariantOf(text: string, form: string): boolean {
  if (text === form || text[text.length - 1] !== form[form.length - 1]) return false;
  const kanji = text.match(KANJI);
  if (!kanji) return false;
  let at = 0;
  for (const char of kanji) {
    at = form.indexOf(char, at);
    if (at < 0) return false;
    at++;
  }
  return true;
}

/** A verb's or i-adjective's entry: what a spelling of its own can conjugate. */
export function isConjugatingEntry(partsOfSpeech: readonly string[]): boolean {
  return partsOfSpeech.some((code) => code.startsWith('v') || code === 'adj-i');
}

/**
 * Entries of which `surface` (read `reading`, hiragana) is a conjugated or plain form in another
 * spelling. `lookedUp` is the dictionary's spelling.
 */
export function variantSpellingMatches(
  surface: string,
  reading: string,
  /** The tokenizer's dictionary form of the surface: 預っ (no rule reads a bare っ stem) is 預る. */
  lemma: string | null,
  lexicon: Lexicon,
  deinflectText: typeof deinflect,
): InflectedMatch[] {
  if (!hasKanji(surface)) return [];
  const result: InflectedMatch[] = [];
  const candidates = [...deinflectText(surface)];
  if (lemma !== null && lemma !== surface)
    candidates.push({ text: lemma, wordClass: ANY_WORD_CLASS, chain: [] });
  for (const candidate of candidates) {
    const text = candidate.text;
    let shared = 0;
    while (shared < surface.length && shared < text.length && surface[shared] === text[shared])
      shared++;
    const surfaceTail = toHiragana(surface.slice(shared));
    const textTail = toHiragana(text.slice(shared));
    if (hasKanji(surfaceTail) || !reading.endsWith(surfaceTail)) continue;
    const textReading = reading.slice(0, reading.length - surfaceTail.length) + textTail;
    for (const { entry } of lexicon.lookup(textReading)) {
      const { partsOfSpeech } = entry;
      if (!isConjugatingEntry(partsOfSpeech)) continue;
      if (!matchesPartOfSpeech(candidate.wordClass, partsOfSpeech)) continue;
      const readingIndex = entry.forms.findIndex(
        (form) => !form.isKana && form.reading === textReading && isVariantOf(text, form.text),
      );
      if (readingIndex < 0) continue;
      const lookedUp = entry.forms[readingIndex]!.text;
      if (result.some((known) => known.match.entry === entry && known.chain === candidate.chain))
        continue;
      result.push({ match: { entry, readingIndex }, lookedUp, chain: candidate.chain, suffix: '' });
    }
  }
  return result;
}

/**
 * A verb or adjective written with more okurigana than the dictionary's spelling, after a kanji
 * the tokenizer does not know (so there is no reading to look it up by): 施こす is 施す,
 * 逞ましい 逞しい (IPADIC: 施|こす, 逞|ましい, the kanji unread). Found by the spelling with the
 * extra kana dropped (one or two, right after the last kanji), and kept only when the entry's
 * reading ends in all the text's kana: 施す is ほどこす, which ends in 施こす's こす.
 */
export function extraOkuriganaMatches(
  surface: string,
  lexicon: Lexicon,
  deinflectText: typeof deinflect,
): InflectedMatch[] {
  if (!hasKanji(surface)) return [];
  const result: InflectedMatch[] = [];
  for (const candidate of deinflectText(surface)) {
    const text = candidate.text;
    let last = -1;
    for (let index = 0; index < text.length; index++)
      if (KANJI_CHAR.test(text[index]!)) last = index;
    if (last < 0) continue;
    const tail = text.slice(last + 1);
    if (hasKanji(tail)) continue;
    const tailReading = toHiragana(tail);
    for (let drop = 1; drop <= 2 && drop < tail.length; drop++) {
      const spelling = text.slice(0, last + 1) + tail.slice(drop);
      for (const { entry, readingIndex } of lexicon.lookup(spelling)) {
        const form = entry.forms[readingIndex]!;
        if (form.text !== spelling || !form.reading.endsWith(tailReading)) continue;
        if (!isConjugatingEntry(entry.partsOfSpeech)) continue;
        if (!matchesPartOfSpeech(candidate.wordClass, entry.partsOfSpeech)) continue;
        if (result.some((known) => known.match.entry === entry && known.chain === candidate.chain))
          continue;
        result.push({
          match: { entry, readingIndex },
          lookedUp: spelling,
          chain: candidate.chain,
          suffix: '',
        });
      }
    }
  }
  return result;
}

const KANJI_CHAR = /[\u3005\u4e00-\u9fff]/;

const HIRAGANA_CHAR = /[\u3041-\u3096]/;
/** One kana before kanji: a particle or ending IPADIC glued on (にも|本 read も本, なる|説 る説). */
const LONE_KANA_BEFORE_KANJI = /^[\u3041-\u3096][\u3005\u4e00-\u9fff]/;

/**
 * A lone kana that is a particle or an ending before kanji: IPADIC's も本 (もほん) in それにも本が
 * is no mixed spelling of 模本.
 */
const PARTICLE_KANA = 'はがをにでともへのやかよねなるたうだしてばいくす';
const PARTICLE_BEFORE_KANJI = new RegExp(`^[${PARTICLE_KANA}][\\u3005\\u4e00-\\u9fff]`);
const ALL_KANJI = /^[\u3005\u4e00-\u9fff]+$/;

/**
 * Whether `text` is the kanji compound `form` written partly in kana (交ぜ書き), each run of kana
 * standing for one kanji outside the common set and the other kanji in place: 進ちょく is 進捗,
 * ら致 拉致, だ捕 拿捕 (the readings are compared by the caller).
 */
export function isMixedSpellingOf(text: string, form: string): boolean {
  if (!ALL_KANJI.test(form)) return false;
  let at = 0;
  for (let index = 0; index < text.length; at++) {
    if (at >= form.length) return false;
    if (HIRAGANA_CHAR.test(text[index]!)) {
      const start = index;
      while (index < text.length && HIRAGANA_CHAR.test(text[index]!)) index++;
      // A lone particle or ending is no kanji's reading: 制は (IPADIC's 制|は) is not 制覇.
      if (index - start === 1 && PARTICLE_KANA.includes(text[start]!)) return false;
    } else if (text[index++] !== form[at]) return false;
  }
  return at === form.length;
}

/**
 * Noun entries of which `surface` (read `reading`, hiragana), a spelling mixing kanji and kana,
 * is another spelling: 落ちつき is 落ち着き, 旋毛曲り 旋毛曲がり — held to the verbs' test (the
 * text's kanji in the dictionary spelling, in order, and the same last character); or a kanji
 * compound written partly in kana (`isMixedSpellingOf`: 進ちょく is 進捗, ら致 拉致, whose kana
 * may stand first unless it is a particle or an ending).
 */
/**
 * Whether `text` conjugates a verb or adjective JMdict spells so: IPADIC's nouns 入ろう (にゅうろう)
 * and 出ろ (しゅつろ) are the verbs 入る, 出る, no mixed spelling of 入牢, 出廬.
 */
function isConjugatedForm(text: string, lexicon: Lexicon): boolean {
  return deinflect(text).some(
    (candidate) =>
      candidate.chain.length > 0 &&
      lexicon
        .lookup(candidate.text)
        .some(
          ({ entry, readingIndex }) =>
            entry.forms[readingIndex]!.text === candidate.text &&
            isConjugatingEntry(entry.partsOfSpeech) &&
            matchesPartOfSpeech(candidate.wordClass, entry.partsOfSpeech),
        ),
  );
}

export function nounVariantMatches(
  surface: string,
  reading: string,
  lexicon: Lexicon,
): LexiconMatch[] {
  if (!hasKanji(surface) || !HIRAGANA_CHAR.test(surface)) return [];
  if (PARTICLE_BEFORE_KANJI.test(surface)) return [];
  const loneKana = LONE_KANA_BEFORE_KANJI.test(surface);
  let conjugated: boolean | undefined;
  const isMixed = (form: string) =>
    isMixedSpellingOf(surface, form) && !(conjugated ??= isConjugatedForm(surface, lexicon));
  const result: LexiconMatch[] = [];
  for (const { entry } of lexicon.lookup(reading)) {
    if (!entry.partsOfSpeech.includes('n')) continue;
    const readingIndex = entry.forms.findIndex(
      (form) =>
        !form.isKana &&
        form.reading === reading &&
        ((!loneKana && isVariantOf(surface, form.text)) || isMixed(form.text)),
    );
    if (readingIndex >= 0 && !result.some((known) => known.entry === entry))
      result.push({ entry, readingIndex });
  }
  return result;
}
