/**
 * The entries of a global frequency list in word-rank order, with their forms' text: from the
 * stored ranks (`word_frequencies`/`form_frequencies`, the whole library) or from a ranking
 * computed for one media type. Both read the dictionary's forms a batch of entries at a time.
 */
import type { DbOrTrx } from '@goi/db';
import type { GlobalFrequencyEntry } from '@goi/exports';
import type { RankedEntry } from '../frequency';

export const ENTRIES_PER_BATCH = 2000;

type RankedForm = RankedEntry['forms'][number];
type EntryRanks = Pick<RankedEntry, 'wordId' | 'rank'> & {
  forms: Pick<RankedForm, 'readingIndex' | 'rank' | 'percentage' | 'usedInMediaAmount'>[];
};

/** Adds text, kana-ness and furigana to each form; forms missing from the dictionary are left out. */
async function withFormTexts(
  db: DbOrTrx,
  batch: readonly EntryRanks[],
): Promise<GlobalFrequencyEntry[]> {
  if (batch.length === 0) return [];
  const rows = await db
    .selectFrom('dictForms')
    .select(['wordId', 'readingIndex', 'text', 'formType', 'furigana'])
    .where(
      'wordId',
      'in',
      batch.map((entry) => entry.wordId),
    )
    .execute();
  const formsByKey = new Map(rows.map((row) => [`${row.wordId}:${row.readingIndex}`, row]));
  const entries: GlobalFrequencyEntry[] = [];
  for (const entry of batch) {
    const forms = entry.forms.flatMap((ranked) => {
      const form = formsByKey.get(`${entry.wordId}:${ranked.readingIndex}`);
      if (!form) return [];
      return [
        {
          text: form.text,
          isKana: form.formType === 1,
          ...(form.formType === 1 ? {} : { furigana: form.furigana }),
          rank: ranked.rank,
          percentage: ranked.percentage,
          usedInMediaAmount: ranked.usedInMediaAmount,
        },
      ];
    });
    if (forms.length > 0) entries.push({ wordId: entry.wordId, rank: entry.rank, forms });
  }
  return entries;
}

/** Entries of a computed ranking (e.g. one media type's), already in rank order. */
export async function* entriesOfRanking(
  db: DbOrTrx,
  ranked: Iterable<RankedEntry>,
): AsyncGenerator<GlobalFrequencyEntry> {
  let batch: RankedEntry[] = [];
  for (const entry of ranked) {
    batch.push(entry);
    if (batch.length >= ENTRIES_PER_BATCH) {
      yield* await withFormTexts(db, batch);
      batch = [];
    }
  }
  yield* await withFormTexts(db, batch);
}

interface RankCursor {
  rank: number;
  wordId: number;
}

/** One page of stored word ranks after `after` (keyset pagination: no OFFSET rescans). */
function wordRankPage(db: DbOrTrx, after: RankCursor | null): Promise<RankCursor[]> {
  return db
    .selectFrom('wordFrequencies')
    .select(['wordId', 'frequencyRank as rank'])
    .$if(after !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb('frequencyRank', '>', after!.rank),
          eb.and([eb('frequencyRank', '=', after!.rank), eb('wordId', '>', after!.wordId)]),
        ]),
      ),
    )
    .orderBy('frequencyRank')
    .orderBy('wordId')
    .limit(ENTRIES_PER_BATCH)
    .execute();
}

/** The stored form ranks of these entries, by wordId, in readingIndex order. */
async function storedFormRanks(
  db: DbOrTrx,
  wordIds: readonly number[],
): Promise<Map<number, EntryRanks['forms']>> {
  const rows = await db
    .selectFrom('formFrequencies')
    .select([
      'wordId',
      'readingIndex',
      'frequencyRank as rank',
      'frequencyPercentage as percentage',
      'usedInMediaAmount',
    ])
    .where('wordId', 'in', wordIds)
    .orderBy('wordId')
    .orderBy('readingIndex')
    .execute();
  const formsOf = new Map<number, EntryRanks['forms']>();
  for (const { wordId, ...form } of rows) {
    let list = formsOf.get(wordId);
    if (!list) formsOf.set(wordId, (list = []));
    list.push(form);
  }
  return formsOf;
}

/**
 * Entries of the stored whole-library ranking, by word rank then wordId, read page by page.
 * An entry without stored form ranks has nothing to list and is left out.
 */
export async function* storedGlobalEntries(db: DbOrTrx): AsyncGenerator<GlobalFrequencyEntry> {
  let after: RankCursor | null = null;
  for (;;) {
    const words = await wordRankPage(db, after);
    const last = words[words.length - 1];
    if (!last) return;
    const formsOf = await storedFormRanks(
      db,
      words.map((word) => word.wordId),
    );
    yield* await withFormTexts(
      db,
      words.map((word) => ({ ...word, forms: formsOf.get(word.wordId) ?? [] })),
    );
    after = last;
  }
}
