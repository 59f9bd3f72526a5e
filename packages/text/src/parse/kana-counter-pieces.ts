/**
 * What the kana-number repairs share (kana-large-number.ts, kana-nan-counter-recut.ts): the
 * hiragana run a number may span, and the counter cut out of the tokens IPADIC made over it.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

const HIRAGANA = /^[\u3041-\u3096]+$/;

/** The text of the adjoining hiragana tokens from `at` on, at most `maxTokens` of them. */
export function hiraganaRun(tokens: readonly Token[], at: number, maxTokens: number): string {
  let run = tokens[at]!.surface;
  for (
    let end = at + 1;
    end < tokens.length &&
    end - at < maxTokens &&
    tokens[end]!.start === tokens[end - 1]!.end &&
    HIRAGANA.test(tokens[end]!.surface);
    end++
  )
    run += tokens[end]!.surface;
  return run;
}

/**
 * The counter `counter`, `offset` kana into the run from token `at`, as a counter token, and the
 * rest of the token it ends in tokenized again; `last` is that token's index.
 */
export function counterPieces(
  tokens: readonly Token[],
  at: number,
  offset: number,
  counter: string,
  tokenizer: Tokenizer,
): { last: number; tokens: Token[] } {
  const first = tokens[at]!;
  const counterEnd = first.start + offset + counter.length;
  let last = at;
  while (tokens[last]!.end < counterEnd) last++;
  const counterPiece = tokenPiece(first, offset, counter, {
    ...COMMON_NOUN_FEATURES,
    posDetail1: '接尾',
    posDetail2: '助数詞',
  });
  const rest = tokens[last]!.surface.slice(counterEnd - tokens[last]!.start);
  return { last, tokens: [counterPiece, ...tokenizeAt(tokenizer, rest, counterEnd)] };
}
