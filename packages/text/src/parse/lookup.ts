/** Dictionary lookups of a span's text as the parser needs them. */
import { expandLongVowels, toHiragana } from '../kana';
import type { Lexicon, LexiconMatch } from './lexicon';

/** Entries spelled as `text`: as written, in hiragana, and with ー spelled out (おかーさん). */
export function lookupAll(lexicon: Lexicon, text: string): readonly LexiconMatch[] {
  const keys = [text];
  const hiragana = toHiragana(text);
  if (hiragana !== text) keys.push(hiragana);
  // ー written for a vowel the dictionary spells out: おかーさん → おかあさん.
  if (text.includes('ー')) {
    const expanded = expandLongVowels(text);
    if (!keys.includes(expanded)) keys.push(expanded);
  }
  let result: readonly LexiconMatch[] = [];
  for (const key of keys) {
    const found = lexicon.lookup(key);
    if (found.length === 0) continue;
    if (result.length === 0) result = found;
    else {
      const seen = new Set(result);
      result = [...result, ...found.filter((match) => !seen.has(match))];
    }
  }
  return result;
}
