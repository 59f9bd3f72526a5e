/**
 * The purpose of a verb of motion is a verb's continuative with に, after its object: 枝を切りに
 * 行く "go to cut branches", 竹を割りに来た, 木の実を摘みに行った. IPADIC reads some of those
 * stems as nouns it knows, and a noun from a one-kanji verb is mostly another word: 切り "end",
 * 摘み つまみ "knob", and 割り | に joins into the adverb 割りに "comparatively". With を before it
 * and に + a verb of motion after it, the object and the purpose leave no place for a noun: the
 * token is the verb's continuative, as IPADIC reads 買い in 靴を買いに行く. Only a verb of one
 * kanji and kana (切る, 摘む): a compound verb's stem is mostly the action's own noun, and the
 * example index links such a noun before the に of purpose (measured: a development entry lost).
 */
import type { Token } from '../tokenizer';
import type { Lexicon, LexiconMatch } from './lexicon';
import { asListedVerbStem } from './verb-stem-noun';

/** Verbs of going and coming that take a purpose in に (both spellings of the lemma). */
const MOTION_VERBS = new Set([
  '行く',
  'いく',
  'ゆく',
  '来る',
  'くる',
  '戻る',
  'もどる',
  '帰る',
  'かえる',
  '出かける',
  '出掛ける',
  'でかける',
  '出る',
  'でる',
  '参る',
  'まいる',
]);

/** A verb of one kanji and kana (折る, 研ぐ): not a compound verb's stem. */
const ONE_KANJI_VERB = /^\p{Script=Han}\p{Script=Hiragana}+$/u;

export function purposeStem(
  token: Token,
  previous: Token | undefined,
  next: Token | undefined,
  afterNext: Token | undefined,
  lexicon: Lexicon,
): Token {
  // Cheap tests first: this runs at every token.
  if (token.pos !== '名詞' || next?.surface !== 'に' || previous?.surface !== 'を') return token;
  if (
    next.pos !== '助詞' ||
    previous.pos !== '助詞' ||
    afterNext?.pos !== '動詞' ||
    afterNext.lemma === null ||
    !MOTION_VERBS.has(afterNext.lemma)
  )
    return token;
  // IPADIC's reading is the noun's (摘み つまみ): the verb's is left to the dictionary.
  return asListedVerbStem(token, ONE_KANJI_VERB, lexicon, null) ?? token;
}

/**
 * A verb's continuative with に before a verb of motion is the purpose (`purposeStem`), not an
 * adverb JMdict spells so: 竹を割りに来た is 割る + に, not 割りに "comparatively"; 靴を試しに
 * 行った 試す + に, not 試しに "as a trial". True for such a span and an adverb.
 */
export function isPurposeNotAdverb(
  span: readonly Token[],
  next: Token | undefined,
  match: LexiconMatch,
): boolean {
  if (span.length !== 2) return false;
  const [stem, ni] = span as [Token, Token];
  return (
    ni.surface === 'に' &&
    ni.pos === '助詞' &&
    stem.pos === '動詞' &&
    stem.conjugationForm === '連用形' &&
    next?.pos === '動詞' &&
    next.lemma !== null &&
    MOTION_VERBS.has(next.lemma) &&
    match.entry.partsOfSpeech.includes('adv')
  );
}
