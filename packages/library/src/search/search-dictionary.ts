/**
 * Dictionary search (issue 21): a query in Japanese, romaji or English → entries, best first.
 *
 * Japanese and romaji queries match forms by lookup key (the form or its hiragana), first as
 * typed, then as conjugations undone (食べなかった → 食べる, only where the entry's part of speech
 * fits the rule: 食べる is an ichidan verb). English words match glosses (searchGlossTerms).
 * Within a kind of match, entries rank by frequency, then JMdict priority. A romaji query that
 * is also English (sake) lists the romaji matches first.
 */
import type { SearchMatch, VocabularySearchResult } from '@goi/contracts';
import {
  SEARCH_RESULTS_LIMIT,
  entityLabel,
  entryRankings,
  findFormsByLookupKeys,
  formRankings,
  getWordSummaries,
  searchGlossTerms,
  type DbOrTrx,
  type FormRanking,
  type WordSummary,
} from '@goi/db';
import { deinflect, furiganaToKana, matchesPartOfSpeech, toHiragana } from '@goi/text';
import { senseAppliesTo } from '../downloads/word-definitions';
import { readSearchQuery } from './search-query';

export interface SearchHit {
  wordId: number;
  /** The matched form, when the query matched a kanji form; else the entry's shown form. */
  readingIndex: number | undefined;
  match: SearchMatch;
  conjugations: readonly string[];
}

const MEANINGS_SHOWN = 3;

/** Exact (0) before deinflected (1); within, by frequency rank then priority. */
async function japaneseHits(
  db: DbOrTrx,
  text: string,
  exactMatch: SearchMatch,
): Promise<SearchHit[]> {
  const candidates = deinflect(text);
  const keysOf = (form: string) => [form, toHiragana(form)];
  const forms = await findFormsByLookupKeys(
    db,
    candidates.flatMap((candidate) => keysOf(candidate.text)),
  );
  const best = new Map<number, SearchHit & { tier: number; formType: number }>();
  for (const form of forms) {
    const candidate = candidates.find(
      (each) =>
        keysOf(each.text).includes(form.lookupKey) &&
        matchesPartOfSpeech(each.wordClass, form.partsOfSpeech),
    );
    if (!candidate) continue;
    const tier = candidate.chain.length === 0 ? 0 : 1;
    const hit = {
      wordId: form.wordId,
      readingIndex: form.formType === 0 ? form.readingIndex : undefined,
      match: tier === 0 ? exactMatch : ('deinflected' as const),
      conjugations: candidate.chain,
      tier,
      formType: form.formType,
    };
    const previous = best.get(form.wordId);
    // Fewer conjugation steps win; then a kanji form the query wrote (食べる over たべる).
    if (
      !previous ||
      tier < previous.tier ||
      (tier === previous.tier && hit.conjugations.length < previous.conjugations.length) ||
      (tier === previous.tier &&
        previous.readingIndex === undefined &&
        hit.readingIndex !== undefined)
    )
      best.set(form.wordId, hit);
  }
  const rankings = new Map(
    (await entryRankings(db, [...best.keys()])).map((row) => [row.wordId, row]),
  );
  const rankOf = (wordId: number) => rankings.get(wordId)?.searchRank ?? Number.MAX_SAFE_INTEGER;
  const priorityOf = (wordId: number) => rankings.get(wordId)?.priorityScore ?? 0;
  return [...best.values()]
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        rankOf(a.wordId) - rankOf(b.wordId) ||
        priorityOf(b.wordId) - priorityOf(a.wordId) ||
        a.wordId - b.wordId,
    )
    .map(({ wordId, readingIndex, match, conjugations }) => ({
      wordId,
      readingIndex,
      match,
      conjugations,
    }));
}

/** Every hit of the query, best first, each entry once, at most SEARCH_RESULTS_LIMIT. */
export async function searchDictionary(db: DbOrTrx, rawQuery: string): Promise<SearchHit[]> {
  const query = readSearchQuery(rawQuery);
  const lists: SearchHit[][] = [];
  if (query.japanese) lists.push(await japaneseHits(db, query.japanese, 'exact'));
  if (query.romaji) lists.push(await japaneseHits(db, query.romaji, 'romaji'));
  if (query.terms.length > 0) {
    const glossHits = await searchGlossTerms(db, query.terms);
    lists.push(
      glossHits.map((hit) => ({
        wordId: hit.wordId,
        readingIndex: undefined,
        match: 'meaning',
        conjugations: [],
      })),
    );
  }
  const seen = new Set<number>();
  return lists
    .flat()
    .filter((hit) => !seen.has(hit.wordId) && seen.add(hit.wordId))
    .slice(0, SEARCH_RESULTS_LIMIT);
}

/**
 * The form a result shows when the query did not name a kanji form: the shown form the library
 * uses most; when the library uses none, the first kanji form, or the first kana form for an
 * entry usually written in kana (JMdict's headword rule): 食べる for たべる and "to eat", する for
 * "to do" (為る is marked usually kana).
 */
export function shownForm(forms: readonly FormRanking[], usuallyKana: boolean): number {
  const shown = forms.filter((form) => !form.isHidden);
  const pool = shown.length > 0 ? shown : forms;
  const used = pool
    .filter((form) => form.rank !== null)
    .sort((a, b) => a.rank! - b.rank! || a.readingIndex - b.readingIndex);
  const headword = (usuallyKana ? pool.find((form) => form.formType === 1) : undefined) ?? pool[0];
  return (used[0] ?? headword)?.readingIndex ?? 0;
}

/** The first senses' glosses that apply to the form, one string per sense. */
export function meaningsOfForm(summary: WordSummary, readingIndex: number): string[] {
  const kana = new Set(
    summary.forms.filter((form) => form.formType === 1).map((form) => form.readingIndex),
  );
  return summary.senses
    .filter((sense) => sense.glosses.length > 0)
    .filter((sense) => senseAppliesTo(sense.restrictedTo, readingIndex, (index) => kana.has(index)))
    .slice(0, MEANINGS_SHOWN)
    .map((sense) => sense.glosses.join('; '));
}

/** One page of hits as results: forms, meanings and ranks read for that page only. */
export async function searchResultsPage(
  db: DbOrTrx,
  hits: readonly SearchHit[],
): Promise<VocabularySearchResult[]> {
  const wordIds = hits.map((hit) => hit.wordId);
  const [summaries, forms, rankings] = await Promise.all([
    getWordSummaries(db, wordIds),
    formRankings(db, wordIds),
    entryRankings(db, wordIds),
  ]);
  const summaryOf = new Map(summaries.map((summary) => [summary.wordId, summary]));
  const rankOf = new Map(rankings.map((row) => [row.wordId, row.frequencyRank]));
  return hits.flatMap((hit) => {
    const summary = summaryOf.get(hit.wordId);
    if (!summary) return [];
    const firstSense = summary.senses.find((sense) => sense.glosses.length > 0);
    const readingIndex =
      hit.readingIndex ??
      shownForm(
        forms.filter((form) => form.wordId === hit.wordId),
        summary.senses[0]?.misc.includes('uk') ?? false,
      );
    const form = summary.forms.find((each) => each.readingIndex === readingIndex);
    if (!form) return [];
    return [
      {
        wordId: hit.wordId,
        readingIndex,
        text: form.furigana || form.text,
        reading: furiganaToKana(form.furigana || form.text),
        meanings: meaningsOfForm(summary, readingIndex),
        partsOfSpeech: (firstSense?.partsOfSpeech ?? []).map((code) => entityLabel(code) ?? code),
        frequencyRank: rankOf.get(hit.wordId) ?? null,
        match: hit.match,
        conjugations: [...hit.conjugations],
      },
    ];
  });
}
