/**
 * What a dictionary search query asks for: Japanese text (食べなかった), romaji (taberu) or
 * English words (to eat). Pure; the database work is in search-dictionary.ts.
 */
import { termsOf } from '@goi/db';
import { isKanaChar, isKanjiChar } from '@goi/text';
import { toKana } from 'wanakana';

export interface SearchQuery {
  /** The query in Japanese script, spaces removed, when it holds any kana or kanji. */
  japanese?: string;
  /** Hiragana of a query that is wholly romaji (taberu → たべる, tabenakatta → たべなかった). */
  romaji?: string;
  /** English words of a query in Latin script (stop words left out: "to eat" → eat). */
  terms: string[];
}

function isJapaneseChar(char: string): boolean {
  return isKanaChar(char) || isKanjiChar(char);
}

/** Hiragana for romaji, or undefined when some of it is not romaji (eat → えあt). */
export function romajiToHiragana(text: string): string | undefined {
  const compact = text.toLowerCase().replace(/[\s'-]+/g, '');
  if (!/^[a-z]+$/.test(compact)) return undefined;
  // wanakana writes a final lone n as ん (ramen → らめん); upper case would give katakana.
  const kana = toKana(compact);
  return [...kana].every(isKanaChar) ? kana : undefined;
}

export function readSearchQuery(raw: string): SearchQuery {
  // NFKC: full-width Latin (ｔａｂｅｒｕ) and half-width katakana (ﾀﾍﾞﾙ) become the usual forms.
  const text = raw.normalize('NFKC').trim();
  if ([...text].some(isJapaneseChar)) return { japanese: text.replace(/\s+/g, ''), terms: [] };
  const romaji = romajiToHiragana(text);
  return { ...(romaji ? { romaji } : {}), terms: termsOf(text) };
}
