/**
 * The filters of a deck's vocabulary list (issue 21): a search within the deck (kanji, kana or
 * romaji: 猫, ねこ, ネコ and neko all find 猫), only the words the reader knows or does not know,
 * parts of speech to include (any of them) or exclude (`v*` = every code starting with v), and
 * no kana-only words. Pure: the read models apply it to the deck's words in the page's order.
 */
import { toHiragana } from '@goi/text';
import type { KnownWordSet } from '../coverage/known-word-set';
import type { FormFactsTable } from './form-facts';
import { romajiToHiragana } from '../search/search-query';

export interface VocabularyFilters {
  search?: string;
  known?: 'known' | 'unknown';
  partsOfSpeech?: string[];
  excludePartsOfSpeech?: string[];
  hideKana?: boolean;
  /** A signed-in reader's word state (0 Unknown: no state stored, 1 Young, 2 Mature, 3 Suspended). */
  state?: number;
  /** Whose states: the signed-in reader's user id (set by the route). */
  stateOf?: string;
}

export function hasVocabularyFilters(filters: VocabularyFilters | undefined): boolean {
  return (
    !!filters &&
    (!!filters.search?.trim() ||
      filters.known !== undefined ||
      !!filters.partsOfSpeech?.length ||
      !!filters.excludePartsOfSpeech?.length ||
      !!filters.hideKana ||
      filters.state !== undefined)
  );
}

/** What a search looks for: the text as typed (lower case, no spaces) and its hiragana forms. */
export function searchNeedles(search: string): string[] {
  const text = search.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  if (text === '') return [];
  const needles = new Set([text, toHiragana(text)]);
  const romaji = romajiToHiragana(text);
  if (romaji) needles.add(romaji);
  return [...needles];
}

const matchesCode = (codes: readonly string[], pattern: string) =>
  pattern.endsWith('*')
    ? codes.some((code) => code.startsWith(pattern.slice(0, -1)))
    : codes.includes(pattern);

/**
 * The test one word of the deck must pass, by its form key; `facts` gives the forms' texts and
 * parts of speech, `known` is needed for the known/unknown filter, `inState` (the forms the
 * reader has in `filters.state`; for 0, the forms with any stored state) for the state filter.
 */
export function vocabularyMatcher(
  filters: VocabularyFilters,
  facts: FormFactsTable,
  known: KnownWordSet | undefined,
  inState?: ReadonlySet<number>,
): (key: number) => boolean {
  const needles = searchNeedles(filters.search ?? '');
  const include = filters.partsOfSpeech ?? [];
  const exclude = filters.excludePartsOfSpeech ?? [];
  if (filters.known && !known) throw new Error('the known-words filter needs the known words');
  if (filters.state !== undefined && !inState) throw new Error('the state filter needs the states');
  // Entries share a few thousand part-of-speech sets: each is decided once per request.
  const setPasses = new Map<number, boolean>();
  const partsOfSpeechPass = (set: number) => {
    let passes = setPasses.get(set);
    if (passes === undefined) {
      const codes = facts.partsOfSpeech(set);
      passes =
        (include.length === 0 || include.some((code) => matchesCode(codes, code))) &&
        !exclude.some((code) => matchesCode(codes, code));
      setPasses.set(set, passes);
    }
    return passes;
  };
  const byPartOfSpeech = include.length > 0 || exclude.length > 0;
  return (key) => {
    if (filters.known && known!.hasKey(key) !== (filters.known === 'known')) return false;
    if (filters.state !== undefined && inState!.has(key) !== (filters.state !== 0)) return false;
    const row = facts.row(key);
    if (row < 0) return needles.length === 0 && include.length === 0 && !filters.hideKana;
    if (filters.hideKana && !facts.hasKanji(row)) return false;
    if (byPartOfSpeech && !partsOfSpeechPass(facts.partsOfSpeechSet(row))) return false;
    if (needles.length > 0) {
      const text = facts.text(row).toLowerCase();
      const kana = toHiragana(facts.reading(row));
      const written = toHiragana(text);
      if (
        !needles.some(
          (needle) => text.includes(needle) || written.includes(needle) || kana.includes(needle),
        )
      )
        return false;
    }
    return true;
  };
}
