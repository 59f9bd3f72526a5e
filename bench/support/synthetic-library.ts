/**
 * A synthetic library for benchmarks: N top-level decks × M distinct words each, drawn from a
 * Zipf-like distribution over real word forms of the imported dictionary (ordered by their prior
 * rank, so common words really are common). Deterministic for a seed. The deck rows carry the
 * counts ingest would store (word count = Σ occurrences, unique words = rows). Each deck draws
 * with its own exponent (0.8–1.2: a picture book to a treatise), and its difficulty (0–5) grows
 * with the share of its running words beyond the 5,000 most common forms, so difficulty sorts
 * have something to sort; titles are searchable (`Synthetic Title 12 neko`).
 *
 *   const { deckIds } = await buildSyntheticLibrary(db, { decks: 5000, wordsPerDeck: 2000 });
 *
 * 5,000 × 2,000 = 10M deck words (about a minute or two on SQLite on a quiet machine).
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import {
  migrateToLatest,
  openDatabase,
  replaceFrequencies,
  titleSearchKey,
  TitleType,
  type DatabaseHandle,
  type Db,
  type Dialect,
  type NewDeck,
  type NewDeckWord,
} from '@goi/db';
import { computeFrequencyRanking, formFrequencyRows, wordFrequencyRows } from '@goi/library';
import { openBenchDictionary } from './dictionary';
import { repoRoot } from './paths';
import { openPostgresLibrary } from './postgres-library';

export interface SyntheticLibraryOptions {
  decks: number;
  /** Distinct (wordId, readingIndex) pairs per deck. */
  wordsPerDeck: number;
  seed?: number;
  /** Zipf exponents s, P(rank r) ∝ 1 / r^s, spread over the decks (default 0.8–1.2; 1 ≈ prose). */
  zipfExponents?: readonly number[];
  /** Media types to cycle through (default: all nine). */
  mediaTypes?: readonly number[];
  onProgress?: (decksWritten: number) => void;
}

export interface SyntheticLibrary {
  deckIds: number[];
  deckWords: number;
  /** Forms the words were drawn from. */
  vocabulary: number;
}

/** mulberry32: a tiny seeded PRNG, good enough for benchmark data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Cumulative Zipf weights, for sampling a rank by binary search. */
function zipfTable(size: number, exponent: number): Float64Array {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let rank = 0; rank < size; rank++) {
    sum += 1 / Math.pow(rank + 1, exponent);
    cumulative[rank] = sum;
  }
  return cumulative;
}

function sampleRank(cumulative: Float64Array, next: () => number): number {
  const target = next() * cumulative[cumulative.length - 1]!;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (cumulative[middle]! < target) low = middle + 1;
    else high = middle;
  }
  return low;
}

const PARAMETERS_PER_STATEMENT = 30_000;
const DEFAULT_EXPONENTS = [0.8, 0.85, 0.9, 0.95, 1, 1.05, 1.1, 1.15, 1.2];
/** Forms beyond this prior rank count as rare for the synthetic difficulty. */
const COMMON_FORMS = 5000;
const TITLE_WORDS = ['neko', 'sora', 'umi', 'yama', 'hoshi', 'kaze', 'hana'];

/** 0–5 from the share of running words that are rare (half of them rare → 5). */
function syntheticDifficulty(counts: ReadonlyMap<number, number>): number {
  let rare = 0;
  let total = 0;
  for (const [rank, occurrences] of counts) {
    total += occurrences;
    if (rank >= COMMON_FORMS) rare += occurrences;
  }
  return Math.round(Math.min(5, (10 * rare) / Math.max(1, total)) * 100) / 100;
}

export async function buildSyntheticLibrary(
  db: Db,
  options: SyntheticLibraryOptions,
): Promise<SyntheticLibrary> {
  const { decks, wordsPerDeck } = options;
  const vocabulary = await db
    .selectFrom('dictForms')
    .select(['wordId', 'readingIndex'])
    .where('priorRank', 'is not', null)
    .orderBy('priorRank')
    .orderBy('wordId')
    .orderBy('readingIndex')
    .execute();
  if (vocabulary.length === 0)
    throw new Error('The dictionary has no ranked forms: import it first (goi import-dictionary)');
  if (wordsPerDeck > vocabulary.length / 2)
    throw new Error(
      `wordsPerDeck (${wordsPerDeck}) must be at most half the vocabulary (${vocabulary.length})`,
    );

  const next = random(options.seed ?? 42);
  const tables = (options.zipfExponents ?? DEFAULT_EXPONENTS).map((exponent) =>
    zipfTable(vocabulary.length, exponent),
  );
  const mediaTypes = options.mediaTypes ?? [1, 2, 3, 4, 5, 6, 7, 8, 9];
  const deckIds: number[] = [];
  const now = new Date('2026-01-01T00:00:00Z').toISOString();
  const decksPerBatch = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / 5 / wordsPerDeck));

  for (let first = 0; first < decks; first += decksPerBatch) {
    const batch = Math.min(decksPerBatch, decks - first);
    const drawn: Map<number, number>[] = [];
    for (let d = 0; d < batch; d++) {
      // Draw running words until the deck has its distinct words; occurrences follow.
      const cumulative = tables[Math.floor(next() * tables.length)]!;
      const counts = new Map<number, number>();
      while (counts.size < wordsPerDeck) {
        const rank = sampleRank(cumulative, next);
        counts.set(rank, (counts.get(rank) ?? 0) + 1);
      }
      drawn.push(counts);
    }
    const newDecks: NewDeck[] = drawn.map((counts, d) => ({
      parentDeckId: null,
      deckOrder: 0,
      mediaType: mediaTypes[(first + d) % mediaTypes.length]!,
      originalTitle: `合成タイトル${first + d}`,
      romajiTitle: `Synthetic Title ${first + d} ${TITLE_WORDS[(first + d) % TITLE_WORDS.length]}`,
      englishTitle: `Synthetic ${first + d}`,
      description: null,
      coverName: null,
      releaseDate: `${2000 + ((first + d) % 25)}-01-01`,
      creationDate: now,
      lastUpdate: now,
      characterCount: 0,
      wordCount: [...counts.values()].reduce((sum, count) => sum + count, 0),
      uniqueWordCount: counts.size,
      uniqueWordUsedOnceCount: [...counts.values()].filter((count) => count === 1).length,
      uniqueKanjiCount: 0,
      uniqueKanjiUsedOnceCount: 0,
      kanjiCharacterCount: 0,
      sentenceCount: 0,
      dialoguePercentage: 0,
      hideDialoguePercentage: 0,
      difficulty: syntheticDifficulty(counts),
      difficultyOverride: -1,
      externalRating: null,
      isNsfw: 0,
      kanjiCounts: null,
    }));
    await db.transaction().execute(async (trx) => {
      const inserted = await trx.insertInto('decks').values(newDecks).returning('deckId').execute();
      const titles = inserted.flatMap(({ deckId }, d) => {
        const deck = newDecks[d]!;
        return [
          [TitleType.Original, deck.originalTitle],
          [TitleType.Romaji, deck.romajiTitle!],
          [TitleType.English, deck.englishTitle!],
        ].map(([titleType, title]) => ({
          deckId,
          titleType: titleType as number,
          title: title as string,
          searchKey: titleSearchKey(title as string),
        }));
      });
      await trx.insertInto('deckTitles').values(titles).execute();
      const words: NewDeckWord[] = [];
      inserted.forEach(({ deckId }, d) => {
        deckIds.push(deckId);
        let position = 0;
        for (const [rank, occurrences] of drawn[d]!) {
          const form = vocabulary[rank]!;
          words.push({
            deckId,
            wordId: form.wordId,
            readingIndex: form.readingIndex,
            occurrences,
            firstPosition: position++,
          });
        }
      });
      for (let start = 0; start < words.length; start += PARAMETERS_PER_STATEMENT / 5)
        await trx
          .insertInto('deckWords')
          .values(words.slice(start, start + PARAMETERS_PER_STATEMENT / 5))
          .execute();
    });
    options.onProgress?.(Math.min(decks, first + batch));
  }
  return { deckIds, deckWords: decks * wordsPerDeck, vocabulary: vocabulary.length };
}

/** Copies a SQLite database (consistent even while WAL is in use) to a new file. */
export async function copySqliteDatabase(source: Db, target: string): Promise<void> {
  await sql`VACUUM INTO ${target}`.execute(source);
}

export interface OpenSyntheticLibraryOptions {
  /** SQLite file name under .data/bench/ (default `library.sqlite`). */
  file?: string;
  /**
   * `postgres`: the same library copied into a PostgreSQL database on `TEST_DATABASE_URL`'s
   * server (`postgresDatabase`, default `goi_bench`), built from the SQLite file once.
   */
  dialect?: Dialect;
  postgresDatabase?: string;
  decks?: number;
  wordsPerDeck?: number;
  /** Known forms returned for coverage: the most common ones by prior rank (default 20,000). */
  knownForms?: number;
}

export interface OpenedSyntheticLibrary extends DatabaseHandle {
  deckIds: number[];
  /** The most common forms by prior rank, as a reader's known words. */
  knownForms: [number, number][];
}

/**
 * Opens the benchmark library under .data/bench/, building it once (dictionary copied from the
 * test database, then `buildSyntheticLibrary`; default 5,000 decks × 2,000 words = 10M deck
 * words). Built into `<file>.building` and renamed at the end, so an interrupted build is redone.
 */
export async function openSyntheticLibrary(
  options: OpenSyntheticLibraryOptions = {},
): Promise<OpenedSyntheticLibrary> {
  const decks = options.decks ?? 5000;
  const wordsPerDeck = options.wordsPerDeck ?? 2000;
  const dataDir = path.join(repoRoot, '.data', 'bench');
  const file = options.file ?? 'library.sqlite';
  const target = path.join(dataDir, file);
  fs.mkdirSync(dataDir, { recursive: true });

  if (options.dialect === 'postgres') {
    const sqlite = await openSyntheticLibrary({ ...options, dialect: 'sqlite' });
    await sqlite.close();
    const handle = await openPostgresLibrary(target, options.postgresDatabase);
    return {
      ...handle,
      deckIds: await topLevelDeckIds(handle.db),
      knownForms: await topForms(handle.db, options.knownForms),
    };
  }

  if (fs.existsSync(target)) {
    const handle = openDatabase({ dataDir, sqliteFile: file });
    const deckIds = await topLevelDeckIds(handle.db);
    if (deckIds.length === decks) {
      // A library built before a new migration gets it here (e.g. new read indexes), and one
      // built before the bench ranked its forms gets its ranks.
      await migrateToLatest(handle.db);
      await ensureFrequencyRanks(handle.db);
      return { ...handle, deckIds, knownForms: await topForms(handle.db, options.knownForms) };
    }
    await handle.close();
    fs.rmSync(target);
  }

  const building = `${file}.building`;
  for (const suffix of ['', '-wal', '-shm'])
    fs.rmSync(path.join(dataDir, building + suffix), { force: true });
  const dictionary = await openBenchDictionary();
  try {
    await copySqliteDatabase(dictionary.db, path.join(dataDir, building));
  } finally {
    await dictionary.close();
  }
  const handle = openDatabase({ dataDir, sqliteFile: building });
  await migrateToLatest(handle.db);
  let lastReport = 0;
  await buildSyntheticLibrary(handle.db, {
    decks,
    wordsPerDeck,
    onProgress: (written) => {
      if (written - lastReport >= decks / 10 || written === decks) {
        lastReport = written;
        console.error(`synthetic library: ${written} / ${decks} decks`);
      }
    },
  });
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
  await handle.close();
  fs.renameSync(path.join(dataDir, building), target);
  for (const suffix of ['-wal', '-shm'])
    fs.rmSync(path.join(dataDir, building + suffix), { force: true });
  return openSyntheticLibrary(options);
}

/**
 * The library's global ranks, as `goi recompute-frequencies` writes them, so that globalFreq
 * pages and every word's rank fields meet real ranks. Written once (~1 min); the synthetic
 * difficulties are kept (recomputeFrequencies would re-rate every deck from statistics the
 * synthetic decks do not have).
 */
async function ensureFrequencyRanks(db: Db): Promise<void> {
  const ranked = await db.selectFrom('formFrequencies').select('wordId').limit(1).execute();
  if (ranked.length > 0) return;
  const started = performance.now();
  const ranking = await computeFrequencyRanking(db);
  await db
    .transaction()
    .execute((trx) =>
      replaceFrequencies(trx, wordFrequencyRows(ranking), formFrequencyRows(ranking)),
    );
  console.error(
    `synthetic library: ranked ${ranking.forms.wordId.length} forms in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function topLevelDeckIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('decks')
    .select('deckId')
    .where('parentDeckId', 'is', null)
    .orderBy('deckId')
    .execute();
  return rows.map((row) => row.deckId);
}

async function topForms(db: Db, count = 20_000): Promise<[number, number][]> {
  const rows = await db
    .selectFrom('dictForms')
    .select(['wordId', 'readingIndex'])
    .where('priorRank', 'is not', null)
    .orderBy('priorRank')
    .orderBy('wordId')
    .orderBy('readingIndex')
    .limit(count)
    .execute();
  return rows.map((row) => [row.wordId, row.readingIndex]);
}
