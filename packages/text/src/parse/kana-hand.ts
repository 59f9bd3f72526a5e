/**
 * In kana text IPADIC reads に and 手 "hand" as the literary case particle にて where a case
 * particle follows: じてんしゃにてをかける (自転車に手をかける) comes out にて | を, いぬにてがとどく
 * (犬に手が届く) にて | が. A case particle never follows another, so にて before を or が is に and
 * the noun 手. (In kanji text 手 is written as such, and にて before を or が does not occur.)
 */
import type { Token } from '../tokenizer';
import { COMMON_NOUN_FEATURES, tokenPiece } from './token-piece';

const CASE_PARTICLES_AFTER = new Set(['を', 'が']);

function isHandAfterNi(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  const next = tokens[at + 1];
  return (
    token.surface === 'にて' &&
    token.pos === '助詞' &&
    next !== undefined &&
    next.start === token.end &&
    next.pos === '助詞' &&
    CASE_PARTICLES_AFTER.has(next.surface)
  );
}

/** The tokens with each such にて cut into the particle に and the noun 手. */
export function repairKanaHand(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((_, at) => isHandAfterNi(tokens, at))) return tokens;
  return tokens.flatMap((token, at) =>
    isHandAfterNi(tokens, at)
      ? [
          tokenPiece(token, 0, 'に', { lemma: 'に', reading: 'に' }),
          tokenPiece(token, 1, 'て', { ...COMMON_NOUN_FEATURES, lemma: '手', reading: 'て' }),
        ]
      : [token],
  );
}
