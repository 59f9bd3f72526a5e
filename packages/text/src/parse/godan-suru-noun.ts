/**
 * IPADIC lists some する-nouns as godan verbs in す as well (危惧す, 懸念す): 危惧した comes out as
 * 危惧し|た, 懸念される as 懸念さ|れる, a verb JMdict does not list, so the word is unknown where
 * 危惧しない (危惧|し|ない, the noun and する) is found. Where the dictionary has no such verb
 * but has the noun as a する-noun, the token is the noun and the form of する it ends with (し, さ),
 * as IPADIC cuts the noun's other forms; a verb JMdict lists in す (愛す, 察す) stays as it is.
 */
import type { Token } from '../tokenizer';
import type { Lexicon } from './lexicon';
import { SURU_NOUN_FEATURES, tokenPiece } from './token-piece';

/** The godan ending and the form of する that reads the same. */
const SURU_FORMS: Record<string, string> = { し: '連用形', さ: '未然レル接続' };

function isListedSuruNoun(lexicon: Lexicon, text: string): boolean {
  return lexicon
    .lookup(text)
    .some(
      ({ entry, readingIndex }) =>
        entry.forms[readingIndex]!.text === text &&
        entry.partsOfSpeech.some((code) => code.startsWith('vs')),
    );
}

export function splitGodanSuruNoun(token: Token, lexicon: Lexicon): Token[] | null {
  if (
    token.pos !== '動詞' ||
    token.conjugationType !== '五段・サ行' ||
    !token.lemma?.endsWith('す')
  )
    return null;
  const noun = token.lemma.slice(0, -1);
  const ending = token.surface.slice(noun.length);
  const form = SURU_FORMS[ending];
  if (!form || !noun || !token.surface.startsWith(noun)) return null;
  if (lexicon.lookup(token.lemma).length > 0 || !isListedSuruNoun(lexicon, noun)) return null;
  return [
    tokenPiece(token, 0, noun, {
      ...SURU_NOUN_FEATURES,
      reading: token.reading?.slice(0, -1) ?? null,
    }),
    tokenPiece(token, noun.length, ending, {
      pos: '動詞',
      posDetail1: '自立',
      posDetail2: '*',
      posDetail3: '*',
      conjugationType: 'サ変・スル',
      conjugationForm: form,
      lemma: 'する',
      reading: ending,
    }),
  ];
}
