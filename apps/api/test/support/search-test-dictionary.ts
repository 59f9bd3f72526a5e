/**
 * The search suites' dictionary: real JMdict entries that compete for the checked queries (the
 * full dictionary's first results for eat, cat, neko, 猫, taberu, 食べなかった …; see
 * packages/db/test/fixtures/make-dictionary-fixtures.ts), imported through the real importer so
 * the search indexes are built as in production.
 */
import path from 'node:path';
import { importDictionary, type DbOrTrx, type Db } from '@goi/db';

const dictionaryDir = path.resolve(
  import.meta.dirname,
  '../../../../packages/db/test/fixtures/search-dictionary',
);

export const TABERU = 1358280;
export const KUU = 1592100;
export const NEKO = 1467640;
export const TABEMONO = 1358340;

/**
 * The global ranks the demo library gives these entries (the fixture's cut-down frequency lists
 * cannot give faithful prior ranks).
 */
const DEMO_LIBRARY_RANKS: [wordId: number, rank: number][] = [
  [1226380, 16759],
  [1275750, 1696],
  [1329010, 692],
  [1346370, 7340],
  [1358280, 414],
  [1358340, 3800],
  [1358490, 938],
  [1358550, 2872],
  [1467640, 965],
  [1568080, 11708],
  [1579300, 8913],
  [1592100, 603],
  [1592410, 3646],
  [1593380, 7953],
  [1911880, 11842],
  [2002920, 17566],
  [2011470, 19993],
  [2145650, 16236],
  [2222730, 47934],
  [2253570, 132434],
  [2294040, 132434],
  [2409880, 30724],
  [2410450, 107741],
  [2444090, 68711],
  [2520170, 132434],
  [2535220, 56822],
  [2576150, 8847],
  [2698030, 132434],
  [2740830, 27827],
  [2750480, 132434],
  [2867342, 107741],
  [5026173, 108109],
];

/** Replaces the entries' global ranks: the demo library's, with `overrides` by word id. */
export async function setWordRanks(
  db: DbOrTrx,
  overrides: Record<number, number> = {},
): Promise<void> {
  await db.deleteFrom('wordFrequencies').execute();
  await db
    .insertInto('wordFrequencies')
    .values(
      DEMO_LIBRARY_RANKS.map(([wordId, rank]) => ({
        wordId,
        frequencyRank: overrides[wordId] ?? rank,
        occurrences: 0,
        usedInMediaAmount: 0,
        observedFrequency: 0,
      })),
    )
    .execute();
}

export async function importSearchDictionary(db: Db): Promise<void> {
  await importDictionary(db, { dictionaryDir });
  await setWordRanks(db);
}

/** Library use of some forms, as the frequency recompute would store it. */
export async function setFormUsage(
  db: DbOrTrx,
  rows: { wordId: number; readingIndex: number; frequencyRank: number; occurrences: number }[],
): Promise<void> {
  await db.deleteFrom('formFrequencies').execute();
  if (rows.length === 0) return;
  await db
    .insertInto('formFrequencies')
    .values(rows.map((row) => ({ ...row, usedInMediaAmount: 1, frequencyPercentage: 100 })))
    .execute();
}
