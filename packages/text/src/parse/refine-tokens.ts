/**
 * A token the dictionary does not know is sometimes two words the tokenizer glued: お隣 is the
 * honorific お + 隣, 御社 is 御 + 社. Such a token is split into the fewest pieces that are all
 * dictionary forms, so that each piece can be resolved; otherwise it stays whole (and unknown).
 */
import { toHiragana } from '../kana';
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';

const MAX_SPLIT_LENGTH = 12;

function known(lexicon: Lexicon, text: string): boolean {
  return lexicon.lookup(text).length > 0 || lexicon.lookup(toHiragana(text)).length > 0;
}

/** Split points (exclusive ends) of the fewest known pieces covering `text`, or null. */
function splitIntoKnownPieces(lexicon: Lexicon, text: string): number[] | null {
  const n = text.length;
  const pieces = new Array<number>(n + 1).fill(Infinity);
  const back = new Array<number>(n + 1).fill(-1);
  pieces[0] = 0;
  for (let start = 0; start < n; start++) {
    if (pieces[start] === Infinity) continue;
    for (let end = n; end > start; end--) {
      if (pieces[start]! + 1 < pieces[end]! && known(lexicon, text.slice(start, end))) {
        pieces[end] = pieces[start]! + 1;
        back[end] = start;
      }
    }
  }
  if (pieces[n] === Infinity || pieces[n]! < 2) return null;
  const ends: number[] = [];
  for (let at = n; at > 0; at = back[at]!) ends.push(at);
  return ends.reverse();
}

function isSplittable(token: Token): boolean {
  return token.pos === '名詞' && token.posDetail1 !== '固有名詞' && token.posDetail1 !== '数' && token.surface.length >= 2 && token.surface.length <= MAX_SPLIT_LENGTH;
}

export function refineTokens(tokens: readonly Token[], lexicon: Lexicon): Token[] {
  const result: Token[] = [];
  for (const token of tokens) {
    const ends = isSplittable(token) && !known(lexicon, token.surface) ? splitIntoKnownPieces(lexicon, token.surface) : null;
    if (!ends) {
      result.push(token);
      continue;
    }
    let start = 0;
    for (const end of ends) {
      const surface = token.surface.slice(start, end);
      result.push({
        ...token,
        surface,
        start: token.start + start,
        end: token.start + end,
        lemma: surface,
        reading: null,
        isUnknown: false,
      });
      start = end;
    }
  }
  return result;
}
