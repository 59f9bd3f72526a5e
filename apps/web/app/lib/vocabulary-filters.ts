/**
 * A deck vocabulary page's filters in the URL (issue 21), with the API's parameter names:
 * `search`, `known=known|unknown`, `partsOfSpeech` / `excludePartsOfSpeech` (JMdict codes, `v*`
 * for a family), `hideKana=1`. Unreadable values are dropped. Pure.
 */
import { vocabularySortByValues, type VocabularySortBy } from '@goi/contracts/values';

/** The list's order and page from the URL (defaults: deck frequency, ascending, first page). */
export function vocabularyQuery(params: URLSearchParams) {
  const sortBy = params.get('sortBy') as VocabularySortBy | null;
  const offset = Number(params.get('offset') ?? 0);
  return {
    sortBy:
      sortBy && vocabularySortByValues.includes(sortBy) ? sortBy : ('deckFreq' as VocabularySortBy),
    sortOrder: params.get('sortOrder') === '1' ? 1 : 0,
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

const vocabularySortLabels: Record<VocabularySortBy, string> = {
  chrono: 'Chronological',
  globalFreq: 'Global Frequency',
  deckFreq: 'Deck Frequency',
};

/** The word list's orders as the sort select shows them (a deck's vocabulary, a pasted text). */
export const vocabularySortOptions = vocabularySortByValues.map((value) => ({
  value,
  label: vocabularySortLabels[value],
}));

export interface VocabularyFilters {
  search?: string;
  known?: 'known' | 'unknown';
  partsOfSpeech: string[];
  excludePartsOfSpeech: string[];
  hideKana: boolean;
  /** A signed-in reader's word state (0 none stored, 1 young, 2 mature, 3 suspended). */
  state?: number;
}

/** The part-of-speech families the page offers, as the API's code patterns. */
export const partOfSpeechGroups: { code: string; label: string }[] = [
  { code: 'n*', label: 'Nouns' },
  { code: 'pn', label: 'Pronouns' },
  { code: 'v*', label: 'Verbs' },
  { code: 'adj-i*', label: 'I-adjectives' },
  { code: 'adj-na', label: 'Na-adjectives' },
  { code: 'adv*', label: 'Adverbs' },
  { code: 'prt', label: 'Particles' },
  { code: 'exp', label: 'Expressions' },
  { code: 'conj', label: 'Conjunctions' },
  { code: 'int', label: 'Interjections' },
  { code: 'aux*', label: 'Auxiliaries' },
  { code: 'ctr', label: 'Counters' },
  { code: 'pref', label: 'Prefixes' },
  { code: 'suf', label: 'Suffixes' },
];

const SEARCH_MAX = 100;

function readCodes(value: string | null): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((code) => code.trim())
        .filter((code) => /^[a-z0-9-]{1,20}\*?$/i.test(code)),
    ),
  ].slice(0, 30);
}

export function readVocabularyFilters(params: URLSearchParams): VocabularyFilters {
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX);
  const known = params.get('known');
  const hideKana = params.get('hideKana');
  const state = params.get('state');
  return {
    ...(state !== null && /^[0-3]$/.test(state) ? { state: Number(state) } : {}),
    ...(search ? { search } : {}),
    ...(known === 'known' || known === 'unknown' ? { known } : {}),
    partsOfSpeech: readCodes(params.get('partsOfSpeech')),
    excludePartsOfSpeech: readCodes(params.get('excludePartsOfSpeech')),
    hideKana: hideKana === '1' || hideKana === 'true',
  };
}

/**
 * As query parameters; `known` false leaves the known and state filters out (the server lacks
 * the reader's words).
 */
export function vocabularyFilterParams(
  filters: VocabularyFilters,
  { known = true }: { known?: boolean } = {},
): Record<string, string> {
  return {
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.known && known ? { known: filters.known } : {}),
    ...(filters.partsOfSpeech.length > 0 ? { partsOfSpeech: filters.partsOfSpeech.join(',') } : {}),
    ...(filters.excludePartsOfSpeech.length > 0
      ? { excludePartsOfSpeech: filters.excludePartsOfSpeech.join(',') }
      : {}),
    ...(filters.hideKana ? { hideKana: '1' } : {}),
    ...(filters.state !== undefined && known ? { state: String(filters.state) } : {}),
  };
}

export function vocabularyFilterCount(filters: VocabularyFilters): number {
  return (
    (filters.search ? 1 : 0) +
    (filters.known ? 1 : 0) +
    filters.partsOfSpeech.length +
    filters.excludePartsOfSpeech.length +
    (filters.hideKana ? 1 : 0) +
    (filters.state !== undefined ? 1 : 0)
  );
}

export const vocabularyFilterParamNames = [
  'search',
  'known',
  'partsOfSpeech',
  'excludePartsOfSpeech',
  'hideKana',
  'state',
];
