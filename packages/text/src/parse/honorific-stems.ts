/**
 * IPADIC knows many honorific nouns made of お/ご and a verb's stem (お待ち, お過ごし, お越し) that
 * JMdict does not list; cut into dictionary pieces they would become お "tail" and the noun 待ち, or
 * worse (お|過|ごし). Such a noun is the prefix and the verb in its continuative form, as the
 * tokenizer reads the stem alone: お待ちください is お + 待ち (待つ) + ください, お過ごしの is
 * お + 過ごし (過ごす) + の.
 *
 * The respectful お + stem + に + なる is the same stem where IPADIC cuts the prefix off and reads
 * the stem as a noun (読み) or a noun suffix (書き): 先生がお読みになった is お + 読み (読む) + に +
 * なった, お書きになる お + 書き (書く); the suffix 書き was cut again into 書 | き "came".
 */
import { hasKanji } from '../kana';
import type { Token, Tokenizer } from '../tokenizer';
import { tokenizeAt } from './boundaries';
import type { Lexicon } from './lexicon';
import { rewriteTokens } from './rewrite-tokens';
import { tokenPiece } from './token-piece';

function isHonorificStemNoun(token: Token, next: Token | undefined, lexicon: Lexicon): boolean {
  return (
    token.pos === '名詞' &&
    token.surface.length >= 3 &&
    (token.surface.startsWith('お') || token.surface.startsWith('ご')) &&
    (hasKanji(token.surface[1]!) || isHonorificImperative(next)) &&
    lexicon.lookup(token.surface).length === 0
  );
}

/**
 * なさい or ください right after: the honorific imperative お + stem + なさい, where IPADIC also knows
 * the stem in kana as such a noun (椅子におかけ|なさい, おすわり|なさい "sit down"). Elsewhere a kana
 * noun in お is mostly a word of its own (おかげ, おやつ), so a kana stem is cut only here.
 */
function isHonorificImperative(next: Token | undefined): boolean {
  return (
    next !== undefined &&
    next.pos === '動詞' &&
    next.posDetail1 === '非自立' &&
    (next.lemma === 'なさる' || next.lemma === 'くださる')
  );
}

/**
 * The verb's continuative the stem is, as the tokenizer reads it before ます (alone it may read a
 * noun: 待ち), or null.
 */
function verbStem(token: Token, tokenizer: Tokenizer): Token | null {
  return verbStemAt(token.surface.slice(1), token.start + 1, tokenizer);
}

function verbStemAt(stem: string, start: number, tokenizer: Tokenizer): Token | null {
  const pieces = tokenizeAt(tokenizer, `${stem}ます`, start);
  const [verb, masu] = pieces;
  return pieces.length === 2 &&
    verb!.surface === stem &&
    verb!.pos === '動詞' &&
    verb!.conjugationForm === '連用形' &&
    masu!.surface === 'ます'
    ? verb!
    : null;
}

/** A noun in kanji + kana between the prefix お/ご and に + なる (お|読み|に|なっ|た). */
function isStemBeforeNiNaru(tokens: readonly Token[], index: number): boolean {
  const [prefix, stem, ni, naru] = tokens.slice(index - 1, index + 3);
  return (
    prefix !== undefined &&
    stem !== undefined &&
    ni !== undefined &&
    naru !== undefined &&
    prefix.pos === '接頭詞' &&
    (prefix.surface === 'お' || prefix.surface === 'ご') &&
    stem.pos === '名詞' &&
    hasKanji(stem.surface[0]!) &&
    !hasKanji(stem.surface.slice(-1)) &&
    ni.surface === 'に' &&
    ni.pos === '助詞' &&
    naru.pos === '動詞' &&
    naru.lemma === 'なる'
  );
}

export function repairHonorificStems(
  tokens: readonly Token[],
  tokenizer: Tokenizer,
  lexicon: Lexicon,
): readonly Token[] {
  return rewriteTokens(tokens, (token, index) => {
    if (isStemBeforeNiNaru(tokens, index)) {
      const stemVerb = verbStemAt(token.surface, token.start, tokenizer);
      if (stemVerb) return { take: 1, tokens: [stemVerb] };
    }
    const verb = isHonorificStemNoun(token, tokens[index + 1], lexicon)
      ? verbStem(token, tokenizer)
      : null;
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
