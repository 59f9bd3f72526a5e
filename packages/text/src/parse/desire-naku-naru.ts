/**
 * After the く form of たい, IPADIC reads なくなる "to disappear" as one verb: 行きたくなくなった
 * comes out 行き | たく | なくなっ | た, and the word after the wish is the verb なくなる. It is the
 * wish's negative なく and なる "to become", as after an adjective (楽しく | なく | なった): the
 * reference writes 行きたくなく | なった like 引けなく | なってしまって. So is 話したくなくなる,
 * 会いたくなくなってきた. The token is cut into IPADIC's auxiliary なく and the verb なる in the
 * token's form, so the wish joins なく and なる starts a word of its own.
 */
import type { Token } from '../tokenizer';
import { NEGATIVE_AUXILIARY_FEATURES, tokenPiece } from './token-piece';

function isNakunaruAfterWish(token: Token, previous: Token | undefined): boolean {
  return (
    token.pos === '動詞' &&
    token.lemma === 'なくなる' &&
    token.surface.startsWith('なく') &&
    token.surface.length > 2 &&
    previous?.pos === '助動詞' &&
    previous.lemma === 'たい' &&
    previous.surface === 'たく' &&
    previous.end === token.start
  );
}

export function splitDesireNakuNaru(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((token) => token.lemma === 'なくなる')) return tokens;
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isNakunaruAfterWish(token, tokens[index - 1])) {
      result.push(token);
      continue;
    }
    result.push(
      tokenPiece(token, 0, 'なく', {
        ...NEGATIVE_AUXILIARY_FEATURES,
        conjugationForm: '連用テ接続',
        lemma: 'ない',
        reading: 'なく',
      }),
      tokenPiece(token, 2, token.surface.slice(2), {
        lemma: 'なる',
        reading: token.reading?.slice(2) ?? null,
      }),
    );
  }
  return result;
}
