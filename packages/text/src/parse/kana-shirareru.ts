/**
 * No する-verb makes its passive in しられる (される, 愛される, 察せられる), yet IPADIC knows a few
 * する-verbs in kana (よくする, the verb of 浴する and 能くする) and reads an adverb and 知られる
 * as one of them: ひろくしられた stays ひろく | しられた, but よくしられたうた comes out よくし | られ |
 * た, and no later step can find 知られる in よくし. Where such a verb's し ends the token before
 * the passive られる and the kana before it are an adverb or an adjective's continuative on their
 * own, they are that word and し (する, as IPADIC reads a lone し before られる); the parser then
 * reads し | られ | た as 知られた (むかしからよくしられている, このほんはよくしられていない).
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import { rewriteTokens } from './rewrite-tokens';
import { tokenPiece } from './token-piece';

const SHI = 'し'.charCodeAt(0);
const HIRAGANA = /^[\u3041-\u3096]+$/;

/** IPADIC's し of する before the passive られる (未然形). */
const SHI_OF_SURU = {
  pos: '動詞',
  posDetail1: '自立',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: 'サ変・スル',
  conjugationForm: '未然形',
  lemma: 'する',
  reading: 'し',
} as const satisfies Partial<Token>;

function isKanaSuruBeforeRareru(token: Token, next: Token | undefined): boolean {
  return (
    token.pos === '動詞' &&
    token.conjugationForm === '未然形' &&
    token.surface.length > 1 &&
    token.surface.charCodeAt(token.surface.length - 1) === SHI &&
    token.lemma !== 'する' &&
    token.lemma?.endsWith('する') === true &&
    next !== undefined &&
    next.start === token.end &&
    next.lemma === 'られる' &&
    HIRAGANA.test(token.surface)
  );
}

/** A word that stands before a verb to qualify it: an adverb, an adjective's continuative. */
function isAdverbial(token: Token): boolean {
  return (
    token.pos === '副詞' ||
    (token.pos === '形容詞' && token.conjugationForm?.startsWith('連用') === true)
  );
}

export function repairKanaShirareru(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (!isKanaSuruBeforeRareru(token, tokens[index + 1])) return undefined;
    const before = token.surface.slice(0, -1);
    const pieces = tokenizeAt(tokenizer, before, token.start);
    if (pieces.length !== 1 || !isAdverbial(pieces[0]!)) return undefined;
    return { take: 1, tokens: [pieces[0]!, tokenPiece(token, before.length, 'し', SHI_OF_SURU)] };
  });
}
