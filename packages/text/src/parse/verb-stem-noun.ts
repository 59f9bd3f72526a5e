/**
 * A noun IPADIC knows whole that JMdict lists only as a verb: the continuative of a compound verb
 * used as a noun. JMdict lists 詰め込む and 入れ込む but not the nouns IPADIC has for them, so
 * 詰め込みは身につかない and 彼の入れ込みはすごい were cut into dictionary pieces (詰め | 込み), and
 * the word was lost. The verb's continuative is the word, as when IPADIC reads the two verbs
 * (掴み合い is 掴み合う) and as the reference's revised table joins a mutual action in 合い. Only a
 * compound of two verbs: a noun in one verb's stem is often a word JMdict lists otherwise (編み).
 */
import { deinflect, matchesPartOfSpeech } from '../deinflect';
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';
import { tokenPiece } from './token-piece';

/** A verb of two verbs: kanji, the first one's kana, kanji (殺し合う, 見せ付ける). */
const COMPOUND_VERB = /^[\p{Script=Han}々]+[\p{Script=Hiragana}]+[\p{Script=Han}々]/u;

/**
 * The verb JMdict lists, spelled as `written` allows, whose continuative `stem` is (殺し合い →
 * 殺し合う), or undefined.
 */
function stemVerb(stem: string, written: RegExp, lexicon: Lexicon): string | undefined {
  return deinflect(stem).find(
    ({ text, wordClass, chain }) =>
      chain.length === 1 &&
      chain[0] === 'stem' &&
      written.test(text) &&
      lexicon
        .lookup(text)
        .some(
          ({ entry, readingIndex }) =>
            entry.forms[readingIndex]!.text === text &&
            matchesPartOfSpeech(wordClass, entry.partsOfSpeech),
        ),
  )?.text;
}

/**
 * The token retagged as the continuative of the verb, spelled as `written` allows, that the
 * dictionary spells it from, with `reading`; or null.
 */
export function asListedVerbStem(
  token: Token,
  written: RegExp,
  lexicon: Lexicon,
  reading: string | null,
): Token | null {
  const verb = stemVerb(token.surface, written, lexicon);
  if (!verb) return null;
  return tokenPiece(token, 0, token.surface, {
    pos: '動詞',
    posDetail1: '自立',
    posDetail2: '*',
    posDetail3: '*',
    conjugationForm: '連用形',
    lemma: verb,
    reading,
  });
}

/** The token retagged as the continuative of the compound verb it spells, or null. */
export function listedVerbStem(token: Token, lexicon: Lexicon): Token | null {
  // A suffix is read by its place (絵書き がき, 芝刈り機 がり): the compound, not the verb.
  if (token.posDetail1 === '接尾') return null;
  return asListedVerbStem(token, COMPOUND_VERB, lexicon, token.reading);
}
