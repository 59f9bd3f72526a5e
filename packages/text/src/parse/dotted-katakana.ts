/**
 * Katakana words joined by the middle dot (nakaguro ・; the half-width ･ is normalized to it) or
 * by ＝ are one word where JMdict lists that spelling: ホーム・ページ, ウエディング・ドレス,
 * ティー・パーティー are single entries (JMdict lists each with the dot beside the form without
 * it). The tokenizer gives the dot as a symbol, a separator no candidate crossed, so the pieces
 * were two words; a candidate span may now cross a dot between two katakana tokens
 * (`candidatesFrom`), and the key trie is walked over the dot as over any character. Where the
 * dotted spelling is not listed the pieces stay apart and the dot stays punctuation: a list
 * (コーヒー・紅茶, レモン・ライム) or a foreign name (ジョージ・ワシントン) is its words. So is a
 * name JMdict does list (its proper nouns, entries numbered from 5,000,000: newspapers, works,
 * people), which is made of words a reader looks up one by one (タワー・レコード).
 *
 * Tried and dropped: looking the pieces up without the dot as well (ボール・ペン where only
 * ボールペン were listed) gained no development entry and cost a held-out one.
 */
import type { Token } from '../tokenizer';
import type { Lexicon, LexiconEntry } from './lexicon';
import { SYMBOL_FEATURES, tokenPiece } from './token-piece';
import type { TokenRun } from './token-run';

const JOINING_MARKS = new Set(['・', '＝']);
const KATAKANA = /^[ァ-ヶー]+$/;
/** JMdict numbers its proper nouns (taken over from JMnedict) from here. */
const FIRST_PROPER_NAME_ID = 5_000_000;

function isKatakanaToken(run: TokenRun, index: number): boolean {
  return !run.separator[index] && KATAKANA.test(run.tokens[index]!.surface);
}

/** Token `index` is a ・ (or ＝) between two katakana tokens. */
export function isJoiningDot(run: TokenRun, index: number): boolean {
  return (
    index > 0 &&
    index + 1 < run.tokens.length &&
    JOINING_MARKS.has(run.tokens[index]!.surface) &&
    isKatakanaToken(run, index - 1) &&
    isKatakanaToken(run, index + 1)
  );
}

/** A proper noun of JMdict's (a work, a firm, a person): no word across a dot. */
export function isProperName(entry: LexiconEntry): boolean {
  return entry.wordId >= FIRST_PROPER_NAME_ID;
}

/** Words of two kana or more: ア・ン・ド is a word spelled out, not words. */
const DOTTED_RUN = /^[ァ-ヶー]{2,}(?:・[ァ-ヶー]{2,})+$/;

/**
 * The other side of the same rule: where IPADIC does not know a piece around the dot it may read
 * the whole run as one unknown token, dot and all. Unless the dictionary lists the run whole, it
 * is cut at the dots like the runs IPADIC cuts itself: the dictionary's words are words
 * (ドクター・ヘンダーソン is ドクター | ヘンダーソン) and a piece it does not spell so is a name, as
 * IPADIC tags the foreign names it knows (ジョン, スミス).
 */
export function splitDottedUnknown(token: Token, lexicon: Lexicon): Token[] | null {
  if (token.lemma !== null || !DOTTED_RUN.test(token.surface)) return null;
  if (isListed(lexicon, token.surface)) return null;
  const pieces: Token[] = [];
  let offset = 0;
  for (const piece of token.surface.split('・')) {
    if (offset > 0) pieces.push(tokenPiece(token, offset - 1, '・', SYMBOL_FEATURES));
    pieces.push(
      tokenPiece(token, offset, piece, isListed(lexicon, piece) ? {} : PERSON_NAME_FEATURES),
    );
    offset += piece.length + 1;
  }
  return pieces;
}

const PERSON_NAME_FEATURES = {
  posDetail1: '固有名詞',
  posDetail2: '人名',
  posDetail3: '一般',
} as const satisfies Partial<Token>;

function isListed(lexicon: Lexicon, text: string): boolean {
  // Spelled so: the katakana of a name is not a kana word's hiragana (デル is no でる).
  return lexicon
    .lookup(text)
    .some(({ entry, readingIndex }) => entry.forms[readingIndex]!.text === text);
}
