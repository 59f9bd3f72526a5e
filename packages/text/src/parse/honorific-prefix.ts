/**
 * The honorific お/ご before a formal noun — the dependent noun a verb's plain form takes, as in
 * 帰るつもり — is a word of its own: 帰るおつもりですか is 帰る | お | つもり | ですか, and
 * そのおつもりで その | お | つもり | で. IPADIC knows such nouns whole (おつもり), and JMdict lists
 * them unranked (お積もり), while the noun alone is a common word (つもり). Only formal nouns:
 * the example index links other unranked honorific nouns whole (ご案内, ご愛顧, ごゆっくり; split,
 * they cost 6 development entries and a held-out segmentation case), and a noun JMdict ranks
 * with its prefix (お茶, お手数) stays one word anyway.
 */
import type { Token } from '../tokenizer';
import type { Lexicon, LexiconMatch } from './lexicon';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

const PREFIXES = new Set(['お', 'ご']);

/** Formal nouns, in kana and kanji: what a verb's plain form is the clause of. */
const FORMAL_NOUNS = new Set(['つもり', '積もり', '積り', 'ところ', '所', 'こと', '事']);

function isRanked({ entry, readingIndex }: LexiconMatch): boolean {
  return entry.priorityScore > 0 || entry.forms[readingIndex]!.priorRank !== null;
}

/** Whether `surface` is a prefix + a formal noun JMdict ranks alone and not with the prefix. */
export function isUnrankedHonorificNoun(surface: string, lexicon: Lexicon): boolean {
  if (!PREFIXES.has(surface[0]!) || !FORMAL_NOUNS.has(surface.slice(1))) return false;
  const whole = lexicon.lookup(surface);
  if (whole.length === 0 || whole.some(isRanked)) return false;
  return lexicon.lookup(surface.slice(1)).some(isRanked);
}

/** The prefix and the noun, where `token` is such a noun IPADIC knows whole; otherwise null. */
export function splitHonorificPrefix(token: Token, lexicon: Lexicon): Token[] | null {
  if (token.pos !== '名詞' || !isUnrankedHonorificNoun(token.surface, lexicon)) return null;
  const prefix = token.surface[0]!;
  return [
    tokenPiece(token, 0, prefix, {
      ...COMMON_NOUN_FEATURES,
      pos: '接頭詞',
      posDetail1: '名詞接続',
      lemma: prefix,
      reading: prefix,
    }),
    tokenPiece(token, 1, token.surface.slice(1), {
      ...COMMON_NOUN_FEATURES,
      reading: token.reading?.slice(1) ?? null,
    }),
  ];
}

/** A join of the prefix and such a noun, which the split above keeps apart. */
export function isUnrankedHonorificJoin(
  span: readonly Token[],
  match: LexiconMatch,
  surface: string,
  lexicon: Lexicon,
): boolean {
  return (
    span.length === 2 &&
    span[0]!.pos === '接頭詞' &&
    !isRanked(match) &&
    isUnrankedHonorificNoun(surface, lexicon)
  );
}
