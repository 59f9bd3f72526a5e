/**
 * After the く form of たい, IPADIC reads なくなる "to disappear" as one verb: 行きたくなくなった
 * comes out 行き | たく | なくなっ | た, and the word after the wish is the verb なくなる. It is the
 * wish's negative なく and なる "to become", as after an adjective (楽しく | なく | なった): the
 * reference writes 行きたくなく | なった like 引けなく | なってしまって. So is 話したくなくなる,
 * 会いたくなくなってきた. The token is cut into IPADIC's auxiliary なく and the verb なる in the
 * token's form, so the wish joins なく and なる starts a word of its own.
 *
 * So after the なら of "must" contracted (なきゃ, なけりゃ, なくちゃ + ならない), which IPADIC reads as
 * the copula's conditional before なくなる: 書かなきゃならなくなる comes out なきゃ | なら |
 * なくなる, where the text is なる's irrealis, the negative and なる again, as IPADIC reads it
 * after なければ (行かなければ | ならなく | なった): 書かなきゃ | ならなく | なる, しなくちゃ |
 * ならなく | なった.
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

/** The なら of contracted "must" (なきゃ|なら, なくちゃ|なら) IPADIC reads as the copula's. */
function isMustNaraReadAsCopula(tokens: readonly Token[], index: number): boolean {
  const token = tokens[index]!;
  const nara = tokens[index - 1];
  const must = tokens[index - 2];
  return (
    token.pos === '動詞' &&
    token.lemma === 'なくなる' &&
    token.surface.startsWith('なく') &&
    token.surface.length > 2 &&
    nara !== undefined &&
    must !== undefined &&
    nara.surface === 'なら' &&
    nara.pos === '助動詞' &&
    nara.lemma === 'だ' &&
    nara.end === token.start &&
    must.end === nara.start &&
    ((must.pos === '助動詞' &&
      must.lemma === 'ない' &&
      must.conjugationForm?.startsWith('仮定縮約') === true) ||
      (must.pos === '助詞' && (must.surface === 'ちゃ' || must.surface === 'じゃ')))
  );
}

export function splitDesireNakuNaru(tokens: readonly Token[]): readonly Token[] {
  if (!tokens.some((token) => token.lemma === 'なくなる')) return tokens;
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const afterMust = isMustNaraReadAsCopula(tokens, index);
    if (!afterMust && !isNakunaruAfterWish(token, tokens[index - 1])) {
      result.push(token);
      continue;
    }
    if (afterMust) {
      const nara = result.pop()!;
      result.push({
        ...nara,
        pos: '動詞',
        posDetail1: '自立',
        posDetail2: '*',
        posDetail3: '*',
        conjugationType: '五段・ラ行',
        conjugationForm: '未然形',
        lemma: 'なる',
      });
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
