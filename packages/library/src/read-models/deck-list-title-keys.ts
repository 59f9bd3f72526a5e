/**
 * The search keys of a media-list title query (issue 21): the query as typed, and for kana its
 * romaji (ねこ finds "Neko"), for romaji its hiragana and katakana (neko finds ねこ and ネコ), with
 * long vowels also folded (しょうせつ → shousetsu and shosetsu, for "Shōsetsu" stored as
 * "shosetsu"). The whole query and each of its space-separated words get these alternatives;
 * the repository matches either the whole or every word, in any order. Pure.
 */
import { titleSearchKey, type TitleQueryKeys } from '@goi/db';
import { isKana, toKatakana, toRomaji } from 'wanakana';
import { romajiToHiragana } from '../search/search-query';

/** ou, oo, uu → o, o, u: how macrons were dropped from stored romaji (Shōsetsu → shosetsu). */
const foldLongVowels = (romaji: string) =>
  romaji.replace(/ou/g, 'o').replace(/oo/g, 'o').replace(/uu/g, 'u');

export function titleKeyAlternatives(text: string): string[] {
  const normal = text.normalize('NFKC').trim();
  const keys = new Set<string>([titleSearchKey(normal)]);
  const compact = normal.replace(/\s+/g, '');
  if (compact !== '' && isKana(compact.replace(/[ー・]/g, ''))) {
    const romaji = titleSearchKey(toRomaji(compact));
    keys.add(romaji);
    keys.add(foldLongVowels(romaji));
  } else {
    const hiragana = romajiToHiragana(compact);
    if (hiragana) {
      keys.add(titleSearchKey(hiragana));
      keys.add(titleSearchKey(toKatakana(hiragana)));
      keys.add(foldLongVowels(titleSearchKey(compact)));
    }
  }
  keys.delete('');
  return [...keys];
}

/** Undefined when the query holds nothing to search by (punctuation only). */
export function titleQueryKeys(query: string | undefined): TitleQueryKeys | undefined {
  if (query === undefined) return undefined;
  const whole = titleKeyAlternatives(query);
  if (whole.length === 0) return undefined;
  const terms = query
    .normalize('NFKC')
    .split(/\s+/u)
    .map(titleKeyAlternatives)
    .filter((alternatives) => alternatives.length > 0);
  return { whole, terms: terms.length > 1 ? terms : [] };
}
