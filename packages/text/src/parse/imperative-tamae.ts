/**
 * The familiar imperative たまえ (給う's imperative, "do …", said to an equal or a junior) after a
 * verb's continuative: 聞きたまえ, 座りたまえ, 考えてくれたまえ. JMdict lists it (給え, たまえ),
 * and it inflects the verb before it as なさい does (帰りなさい), so it joins that verb. IPADIC knows
 * it as the verb 給う in kanji (飲み給え) and at times in kana; mostly, in kana, it reads the past
 * た and the fillers ま and え (or えと before the quoting と: 見たまえと言う), or a name たまえ.
 * The join is kana only and right after the continuative: 見た前 (kanji) is "before seeing" and
 * stays apart. A stem IPADIC takes for a noun (待ち | たまえ) is left as it is.
 */
import type { Token } from '../tokenizer';
import { QUOTING_TO } from './contractions';
import { tokenPiece } from './token-piece';

const TAMAE = 'たまえ';

const IMPERATIVE_TAMAU: Partial<Token> = {
  pos: '動詞',
  posDetail1: '非自立',
  posDetail2: '*',
  posDetail3: '*',
  conjugationType: '五段・ハ行四段',
  conjugationForm: '命令ｅ',
  lemma: 'たまう',
  reading: 'たまえ',
};

function isContinuative(token: Token | undefined): boolean {
  return token?.pos === '動詞' && token.conjugationForm === '連用形';
}

/**
 * How many tokens from `at` spell たまえ, alone or followed by the quoting と in the last one
 * (IPADIC's filler えと); 0 when they do not.
 */
function tamaeLength(tokens: readonly Token[], at: number): number {
  let text = '';
  for (let index = at; index < tokens.length && text.length < TAMAE.length; index++) {
    text += tokens[index]!.surface;
    if (text === TAMAE || text === `${TAMAE}と`) return index - at + 1;
  }
  return 0;
}

export function joinImperativeTamae(tokens: readonly Token[]): Token[] {
  const result: Token[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    if (!isContinuative(result[result.length - 1])) {
      result.push(token);
      continue;
    }
    // Where IPADIC reads the verb 給う (飲み給え; in kana before と: 読みたまえと) it is independent:
    // a dependent one after a continuative.
    if (
      (token.lemma === '給う' || token.lemma === 'たまう') &&
      token.conjugationForm === '命令ｅ'
    ) {
      result.push({ ...token, posDetail1: '非自立' });
      continue;
    }
    const length = tamaeLength(tokens, index);
    if (length === 0) {
      result.push(token);
      continue;
    }
    // Offsets run on from the first token: the pieces are contiguous text.
    result.push(tokenPiece(token, 0, TAMAE, IMPERATIVE_TAMAU));
    if (tokens[index + length - 1]!.surface.endsWith('と'))
      result.push(tokenPiece(token, TAMAE.length, 'と', { ...QUOTING_TO, reading: 'と' }));
    index += length - 1;
  }
  return result;
}
