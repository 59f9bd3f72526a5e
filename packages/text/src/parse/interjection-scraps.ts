/**
 * Laughter and cries IPADIC does not know come out as a filler or interjection and scraps:
 * あははは is あ | はは | は, あっはっは あっ | はっ | は. Where JMdict lists the interjection
 * spelled exactly as the kana run, that is the word (the particles alone would keep it apart).
 */
import type { Token } from '../tokenizer';
import type { LexiconMatch } from './lexicon';

export function isInterjectionInScraps(span: readonly Token[], match: LexiconMatch): boolean {
  const first = span[0]!;
  if (first.pos !== 'フィラー' && first.pos !== '感動詞') return false;
  if (!match.entry.partsOfSpeech.includes('int')) return false;
  let surface = '';
  for (const token of span) surface += token.surface;
  return match.entry.forms[match.readingIndex]!.text === surface;
}
