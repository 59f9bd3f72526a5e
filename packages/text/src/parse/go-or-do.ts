/**
 * 行っ (before た, て, たり) is both 行く "to go" and 行う "to carry out", and IPADIC picks one by
 * its connection costs alone: after the particle で it takes 行う, so 車で行った, 歩道で行って would
 * be "carried out by car". 行う takes an object, marked by を in its clause (調査を行った, 会議を
 * 行って); with no を before it since the clause began, 行っ is 行く. A clause here ends at
 * punctuation.
 */
import type { Token } from '../tokenizer';
import { rewriteTokens } from './rewrite-tokens';

const GO: Partial<Token> = {
  conjugationType: '五段・カ行促音便',
  lemma: '行く',
  reading: 'いっ',
};

function isDoingItte(token: Token): boolean {
  return (
    token.surface === '行っ' &&
    token.pos === '動詞' &&
    token.lemma === '行う' &&
    token.conjugationForm === '連用タ接続'
  );
}

export function readItteAsGoing(tokens: readonly Token[]): readonly Token[] {
  let objectSeen = false;
  return rewriteTokens(tokens, (token) => {
    if (token.pos === '記号') objectSeen = false;
    else if (token.surface === 'を' && token.pos === '助詞') objectSeen = true;
    else if (!objectSeen && isDoingItte(token)) return { take: 1, tokens: [{ ...token, ...GO }] };
    return undefined;
  });
}
