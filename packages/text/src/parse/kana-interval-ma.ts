/**
 * In kana text IPADIC reads ま after the attributive の as the hesitation filler ま "well, er", and
 * the parser then joined the two into のま, the name of the repetition mark 々: ふたりのまに
 * (二人の間に) came out ふたり | のま | に, ぼくらのまに (僕らの間に) likewise. A noun
 * follows the attributive の, not a filler: that ま is the noun 間 "space, interval" read ま.
 */
import type { Token } from '../tokenizer';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

function isIntervalAfterNo(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  // The cheap tests first: this runs at every token.
  if (token.surface !== 'ま' || token.pos !== 'フィラー' || at === 0) return false;
  const before = tokens[at - 1]!;
  return before.end === token.start && before.pos === '助詞' && before.posDetail1 === '連体化';
}

/** The tokens with each such filler ま made the noun 間. */
export function repairKanaIntervalMa(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((_, at) => isIntervalAfterNo(tokens, at))) return tokens;
  return tokens.map((token, at) =>
    isIntervalAfterNo(tokens, at)
      ? tokenPiece(token, 0, 'ま', { ...COMMON_NOUN_FEATURES, lemma: '間', reading: 'ま' })
      : token,
  );
}
