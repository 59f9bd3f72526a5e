/** A line's tokens with the facts every span of the lattice needs, computed once per line. */
import type { Token } from '../tokenizer';
import type { CandidateSources } from './candidates';
import { gluesTo } from './glue';
import { KeyWalk } from './key-walk';

/** Tokens that never belong to a word: punctuation, symbols, spaces. */
export function isSeparator(token: Token): boolean {
  return token.pos === '記号' || token.surface.trim() === '';
}

/** A line's tokens with the facts every span needs, computed once per token. */
export interface TokenRun {
  tokens: readonly Token[];
  /** 1 where the token is a separator. */
  separator: Uint8Array;
  /** 1 where the token attaches to the one before it (`gluesTo`). */
  glued: Uint8Array;
  /** The tokens' surfaces end to end, and where each token starts in it (plus the end). */
  text: string;
  offsets: Int32Array;
  /**
   * Per token: whether the dictionary lists its text as it stands, 0 until asked (`isListedToken`:
   * the unread-kanji and noun-variant checks ask it of a kanji token several times a line).
   */
  listed: Uint8Array;
}

export function toTokenRun(tokens: readonly Token[]): TokenRun {
  const separator = new Uint8Array(tokens.length);
  const glued = new Uint8Array(tokens.length);
  const offsets = new Int32Array(tokens.length + 1);
  tokens.forEach((token, index) => {
    offsets[index + 1] = offsets[index]! + token.surface.length;
    separator[index] = isSeparator(token) ? 1 : 0;
    const previous = tokens[index - 1];
    glued[index] =
      previous !== undefined && !separator[index - 1] && gluesTo(previous, token, tokens[index + 1])
        ? 1
        : 0;
  });
  // Spans are sliced from one flat string (join makes one): a surface built by concatenation would
  // be flattened again by every cache lookup.
  const text = tokens.map((token) => token.surface).join('');
  return { tokens, separator, glued, text, offsets, listed: new Uint8Array(tokens.length) };
}

const LISTED = 1;
const UNLISTED = 2;

/**
 * Whether the dictionary lists token `index`'s text as it stands (asked once per line): the key
 * trie walked along it, as `candidatesFrom` walks it (a text with ー asks the facts memo, which
 * spells ー out).
 */
export function isListedToken(run: TokenRun, index: number, sources: CandidateSources): boolean {
  let listed = run.listed[index];
  if (!listed) {
    const walk = new KeyWalk(sources.lexicon);
    walk.extend(run.text, run.offsets[index]!, run.offsets[index + 1]!);
    const matches = walk.longVowel
      ? sources.facts(run.tokens[index]!.surface).matches
      : walk.matches();
    listed = matches.length > 0 ? LISTED : UNLISTED;
    run.listed[index] = listed;
  }
  return listed === LISTED;
}
