/**
 * After digits IPADIC reads つの as the noun 角 "horn" where the word after it can be a suffix
 * (1|つの|国 with 国 read こく, 3|つの|家 with 家 read か, 8|つの|島 とう), though it reads the
 * counter つ and the particle の before a plain noun (3|つ|の|山). The つ is the counter: the
 * token is cut there, and の with the word after it is tokenized again (の|国 くに).
 */
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import { isNumeral } from './counted-number';
import { tokenPiece } from './token-piece';

/** IPADIC's counter つ after digits (its features in 三つ, 八つ are a noun's: 接尾, 助数詞). */
const COUNTER_FEATURES = {
  pos: '名詞',
  posDetail1: '接尾',
  posDetail2: '助数詞',
  posDetail3: '*',
  conjugationType: null,
  conjugationForm: null,
  reading: 'つ',
} as const satisfies Partial<Token>;

function isHornAfterDigits(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  const token = tokens[at]!;
  return (
    before !== undefined &&
    isNumeral(before) &&
    /[0-9０-９]$/.test(before.surface) &&
    token.surface === 'つの' &&
    token.pos === '名詞' &&
    before.end === token.start
  );
}

export function repairCounterTsu(tokens: readonly Token[], tokenizer: Tokenizer): readonly Token[] {
  if (!tokens.some((_, at) => isHornAfterDigits(tokens, at))) return tokens;
  const result: Token[] = [];
  for (let at = 0; at < tokens.length; at++) {
    const token = tokens[at]!;
    if (!isHornAfterDigits(tokens, at)) {
      result.push(token);
      continue;
    }
    const next = tokens[at + 1];
    const joined = next !== undefined && next.start === token.end;
    result.push(
      tokenPiece(token, 0, 'つ', COUNTER_FEATURES),
      ...tokenizeAt(tokenizer, 'の' + (joined ? next.surface : ''), token.start + 1),
    );
    if (joined) at++;
  }
  return result;
}
