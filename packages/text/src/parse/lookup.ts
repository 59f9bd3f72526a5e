/** Dictionary lookups of a span's text as the parser needs them. */
import { expandLongVowels, toHiragana } from '../kana';
import type { Lexicon, LexiconMatch } from './lexicon';

/**
 * Entries spelled as `text`: as written, in hiragana, and with ー spelled out (おかーさん). Asked
 * for every new span and every deinflected form: no array of keys is made, and two lists are
 * merged only when both found something.
 */
export function lookupAll(lexicon: Lexicon, text: string): readonly LexiconMatch[] {
  let result = lexicon.lookup(text);
  const hiragana = toHiragana(text);
  if (hiragana !== text) result = merged(result, lexicon.lookup(hiragana));
  // ー written for a vowel the dictionary spells out: おかーさん → おかあさん.
  if (text.includes('ー')) {
    const expanded = expandLongVowels(text);
    if (expanded !== text && expanded !== hiragana)
      result = merged(result, lexicon.lookup(expanded));
  }
  return result;
}

/** `result` with the matches of `found` it lacks (either list itself when the other is empty). */
export function merged(
  result: readonly LexiconMatch[],
  found: readonly LexiconMatch[],
): readonly LexiconMatch[] {
  if (found.length === 0) return result;
  if (result.length === 0) return found;
  const seen = new Set(result);
  return [...result, ...found.filter((match) => !seen.has(match))];
}
