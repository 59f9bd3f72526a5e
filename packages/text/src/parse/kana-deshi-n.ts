/**
 * The copula's continuative でし stands only before た and て (学生でした, 静かでして); before the
 * explanatory ん it is no form at all. IPADIC reads it there in kana text where the particle で
 * meets a verb in し: びょうきでしんだ (病気で死んだ) comes out でし | ん | だ, せんそうでしんだ
 * (戦争で死んだ) likewise. The particle で is cut off and the kana after it tokenized again as
 * after a particle (しん | だ, 死ぬ); the cut is kept only where the new tokens begin with a word of two kana or
 * more, not a lone し, so a verb in し (死ぬ, 信じる) must come out whole.
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAfter } from './boundaries';
import { rewriteTokens } from './rewrite-tokens';
import { CASE_PARTICLE_FEATURES, tokenPiece } from './token-piece';

const N = 'ん'.charCodeAt(0);
const HIRAGANA = /^[\u3041-\u3096]+$/;

/** The tokens with each でし before ん cut again as で and the kana after it. */
export function repairKanaDeshiN(tokens: readonly Token[], tokenizer: Tokenizer): readonly Token[] {
  return rewriteTokens(tokens, (deshi, at) => {
    // The cheap test first: this runs at every token.
    if (deshi.surface !== 'でし' || deshi.pos !== '助動詞' || at + 1 >= tokens.length)
      return undefined;
    const n = tokens[at + 1]!;
    if (n.start !== deshi.end || n.surface.charCodeAt(0) !== N) return undefined;
    // The kana run after で: でし's し, the ん and the hiragana tokens right after them.
    let end = at + 2;
    while (
      end < tokens.length &&
      tokens[end]!.start === tokens[end - 1]!.end &&
      HIRAGANA.test(tokens[end]!.surface)
    )
      end++;
    let rest = 'し';
    for (let index = at + 1; index < end; index++) rest += tokens[index]!.surface;
    // Tokenized after a particle, as it stands: alone, しんだ is read as the noun しん and だ.
    const pieces = tokenizeAfter(tokenizer, 'を', rest, deshi.start + 1);
    if (pieces[0]!.surface.length < 2 || pieces[0]!.pos === '助動詞') return undefined;
    return {
      take: end - at,
      tokens: [tokenPiece(deshi, 0, 'で', { ...CASE_PARTICLE_FEATURES, reading: 'で' }), ...pieces],
    };
  });
}
