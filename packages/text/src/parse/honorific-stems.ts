/**
 * IPADIC knows many honorific nouns made of お/ご and a verb's stem (お待ち, お過ごし, お越し) that
 * JMdict does not list; cut into dictionary pieces they would become お "tail" and the noun 待ち, or
 * worse (お|過|ごし). Such a noun is the prefix and the verb in its continuative form, as the
 * tokenizer reads the stem alone: お待ちください is お + 待ち (待つ) + ください, お過ごしの is
 * お + 過ごし (過ごす) + の.
 */
import { hasKanji } from '../kana';
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';
import { tokenPiece } from './token-piece';

function isHonorificStemNoun(token: Token, lexicon: Lexicon): boolean {
  return (
    token.pos === '名詞' &&
    token.surface.length >= 3 &&
    (token.surface.startsWith('お') || token.surface.startsWith('ご')) &&
    hasKanji(token.surface[1]!) &&
    lexicon.lookup(token.surface).length === 0
  );
}

/**
 * The verb's continuative the stem is, as the tokenizer reads it before ます (alone it may read a
 * noun: 待ち), or null.
 */
function verbStem(token: Token, tokenizer: Tokenizer): Token | null {
  const stem = token.surface.slice(1);
  const pieces = tokenizeAt(tokenizer, `${stem}ます`, token.start + 1);
  const [verb, masu] = pieces;
  return pieces.length === 2 &&
    verb!.surface === stem &&
    verb!.pos === '動詞' &&
    verb!.conjugationForm === '連用形' &&
    masu!.surface === 'ます'
    ? verb!
    : null;
}

export function repairHonorificStems(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token) => {
    const verb = isHonorificStemNoun(token, lexicon) ? verbStem(token, tokenizer) : null;
    if (!verb) return undefined;
    const prefix = tokenPiece(token, 0, token.surface[0]!, {
      pos: '接頭詞',
      posDetail1: '名詞接続',
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: null,
      conjugationForm: null,
      reading: token.surface[0]!,
    });
    return { take: 1, tokens: [prefix, verb] };
  });
}
