/**
 * An interjection in kana that IPADIC does not know whole comes out as scraps of other words:
 * おっと is おっ (a form of おる) and the particle と, やれやれ's kin いやはや the conjunction いや
 * and the adverb はや. Where the scraps stand alone between punctuation (the line's start or end, a
 * comma, a full stop) and JMdict lists the interjection spelled exactly as they read, that is the
 * word: おっと、すみません, いやはや、困ったね. Within a clause they stay apart (夫 おっと is the noun).
 */
import type { Token } from '../tokenizer';
import type { LexiconMatch } from './lexicon';

export function isInterjectionStandingAlone(
  tokens: readonly Token[],
  from: number,
  to: number,
  match: LexiconMatch,
): boolean {
  const before = tokens[from - 1];
  const after = tokens[to];
  if ((before && before.pos !== '記号') || (after && after.pos !== '記号')) return false;
  if (!match.entry.partsOfSpeech.includes('int')) return false;
  let surface = '';
  for (let index = from; index < to; index++) surface += tokens[index]!.surface;
  return (
    surface.length >= 3 &&
    /^[\u3041-\u309f\u30a1-\u30ff]+$/.test(surface) &&
    match.entry.forms[match.readingIndex]!.text === surface
  );
}
