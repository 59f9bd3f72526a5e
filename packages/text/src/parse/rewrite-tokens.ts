/**
 * The walk the repair passes share: ask a rule at each token, and where it matches, put its
 * tokens in place of the ones it takes. The input is copied only at the first change, and
 * returned as it is where nothing changes: these passes run on every clause, several times over
 * (each re-cut parses the clause again), and almost all of them find nothing, so the common case
 * allocates nothing.
 */
import type { Token } from '../tokenizer';

/** What a rule puts in place of the tokens it matched. */
export interface TokenRewrite {
  /** How many tokens it replaces, from the one the rule was asked at on (1 or more). */
  take: number;
  /**
   * How many tokens already written just before that one it replaces too: pieces a rule reads
   * back over (a word IPADIC cut before its ending). Its `tokens` start with what replaces them.
   */
  dropWritten?: number;
  /** The tokens that stand in their place. */
  tokens: readonly Token[];
}

/**
 * The rule at `token`, the input's token `index`: its rewrite, or undefined where it does not
 * apply (the token stands). The tokens written so far are `output[0]` to
 * `output[outputLength - 1]` (the input itself while nothing has changed), for a rule that looks
 * at what it follows as rewritten. Rules are asked in order, at every token no rewrite took, so
 * a rule may keep state along the clause (go-or-do.ts).
 */
export type TokenRule = (
  token: Token,
  index: number,
  output: readonly Token[],
  outputLength: number,
) => TokenRewrite | undefined;

/** The tokens with each match of `rule` rewritten; `tokens` itself where none matches. */
export function rewriteTokens(tokens: readonly Token[], rule: TokenRule): readonly Token[] {
  let result: Token[] | undefined;
  for (let index = 0; index < tokens.length;) {
    const token = tokens[index]!;
    const rewrite = result
      ? rule(token, index, result, result.length)
      : rule(token, index, tokens, index);
    if (rewrite === undefined) {
      result?.push(token);
      index++;
      continue;
    }
    result ??= tokens.slice(0, index);
    if (rewrite.dropWritten) result.length -= rewrite.dropWritten;
    result.push(...rewrite.tokens);
    index += rewrite.take;
  }
  return result ?? tokens;
}
