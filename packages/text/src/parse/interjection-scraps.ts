/**
 * Interjections IPADIC does not know whole come out as scraps of other words. Where JMdict lists
 * the interjection spelled exactly as the scraps read, that is the word:
 * - laughter and cries, whose first scrap IPADIC calls a filler or interjection: あははは is
 *   あ | はは | は, あっはっは あっ | はっ | は (the particles alone would keep it apart);
 * - other kana scraps standing alone between punctuation (the line's start or end, a comma, a full
 *   stop): おっと is おっ (a form of おる) and the particle と, やれやれ's kin いやはや the
 *   conjunction いや and the adverb はや: おっと、すみません, いやはや、困ったね. Within a clause
 *   they stay apart (夫 おっと is the noun).
 */
import type { Token } from '../tokenizer';
import type { LexiconMatch } from './lexicon';

const KANA = /^[\u3041-\u309f\u30a1-\u30ff]+$/;

/** The text of `tokens[from..to)` when `match` is an interjection spelled exactly so, else null. */
function interjectionSpelled(
  tokens: readonly Token[],
  from: number,
  to: number,
  match: LexiconMatch,
): string | null {
  if (!match.entry.partsOfSpeech.includes('int')) return null;
  let surface = '';
  for (let index = from; index < to; index++) surface += tokens[index]!.surface;
  return match.entry.forms[match.readingIndex]!.text === surface ? surface : null;
}

/** Laughter or a cry in scraps (`span`, from a filler or interjection). */
export function isInterjectionInScraps(span: readonly Token[], match: LexiconMatch): boolean {
  const first = span[0]!;
  if (first.pos !== 'フィラー' && first.pos !== '感動詞') return false;
  return interjectionSpelled(span, 0, span.length, match) !== null;
}

/** Kana scraps `tokens[from..to)` of three kana or more, standing alone between punctuation. */
export function isInterjectionStandingAlone(
  tokens: readonly Token[],
  from: number,
  to: number,
  match: LexiconMatch,
): boolean {
  const before = tokens[from - 1];
  const after = tokens[to];
  if ((before && before.pos !== '記号') || (after && after.pos !== '記号')) return false;
  const surface = interjectionSpelled(tokens, from, to, match);
  return surface !== null && surface.length >= 3 && KANA.test(surface);
}
