/**
 * A number written in kana with its counter, where IPADIC knows neither and cuts the run into
 * scraps: ろっぴき (六匹) comes out ろ|っ|ぴき, はっぴき (八匹) はっぴ|き "happi coat" and き, じっぽん
 * (十本) じ|っぽ|ん. The span is one counted word resolving to the counter, as ６匹 is. A counter of
 * one kana is too easily a scrap of something else (しろっつの is しろ | っつ | の, not ろっ + つ).
 */
import type { Token } from '../tokenizer';
import type { Candidate, CandidateSources } from './candidates';
import { counterSpellings, counterWord } from './counted-number';
import { isKanaMinute } from './kana-minute';
import { isKanaTimeUnit } from './kana-time-units';
import type { Lexicon } from './lexicon';
import { lookupAll } from './lookup';

/** The counted numbers that stay one word: a ten with a unit, sound changes at the seam included. */
export const KANA_NUMBER =
  /^(?:(?:に|さん|よん|ご|ろく|なな|はち|きゅう)?(?:じゅう|じゅっ|じっ))?(?:いち|いっ|に|さん|よん|ご|ろく|ろっ|なな|はち|はっ|きゅう)?/;

/** The first kana of any number `KANA_NUMBER` matches (に, さん, …, じゅう, いち). */
const NUMBER_FIRST_KANA = new Set([...'にさよごろなはきじい'].map((kana) => kana.charCodeAt(0)));

/** Whether text starting with the UTF-16 `code` may start a kana number: the per-token test. */
export function mayStartKanaNumber(code: number): boolean {
  return NUMBER_FIRST_KANA.has(code);
}

/** Longest span of tokens tried (ろ|っ|ぴき). */
const MAX_TOKENS = 4;

/**
 * A token IPADIC made of a run it did not know: an unknown word or a lone kana that is no particle,
 * or a lone ん, which IPADIC also reads as the contracted の after the word it cut off before it:
 * じっぷんまった (十分待った) came out じっぷ "real father" | ん, じっぷんまえ (十分前) likewise.
 */
function isScrap(token: Token): boolean {
  return (
    token.isUnknown ||
    (token.surface.length === 1 && (token.pos !== '助詞' || token.surface === 'ん'))
  );
}

export function isKanaCounter(text: string, lexicon: Lexicon): boolean {
  if (isKanaMinute(text) || isKanaTimeUnit(text)) return true;
  return counterSpellings(text).some((spelling) =>
    lookupAll(lexicon, spelling).some(({ entry, readingIndex }) => {
      const form = entry.forms[readingIndex]!;
      return form.isKana && form.text === spelling && entry.partsOfSpeech.includes('ctr');
    }),
  );
}

export function kanaCountedNumber(
  tokens: readonly Token[],
  from: number,
  sources: CandidateSources,
): Candidate | undefined {
  let surface = tokens[from]!.surface;
  // The cheap test first: this is asked at every token.
  if (!mayStartKanaNumber(surface.charCodeAt(0))) return undefined;
  // The honorific さん after a name is IPADIC's suffix, not the number three: 鈴木さんはいますか is
  // 鈴木 | さん | は | います | か, not さんはい "three cups" (三杯), nor 木村さんはいない.
  if (tokens[from]!.posDetail1 === '接尾' && tokens[from]!.pos === '名詞') return undefined;
  let scraps = isScrap(tokens[from]!);
  for (let to = from + 2; to <= Math.min(tokens.length, from + MAX_TOKENS); to++) {
    const token = tokens[to - 1]!;
    if (token.start !== tokens[to - 2]!.end) return undefined;
    surface += token.surface;
    scraps ||= isScrap(token);
    if (!scraps || !/^[ぁ-ゖ]+$/.test(surface)) continue;
    const number = KANA_NUMBER.exec(surface)![0];
    const counter = surface.slice(number.length);
    if (number === '' || counter.length < 2 || !isKanaCounter(counter, sources.lexicon)) continue;
    return counterWord({ ...token, surface: counter }, from, to, sources.lexicon);
  }
  return undefined;
}
