/**
 * Imports the dictionary in two passes over the sources:
 * 1. read and check everything (KANJIDIC2, pitch accents, frequency lists, every JMdict entry
 *    built into rows and discarded), collecting what needs the whole dictionary (prior ranks);
 * 2. in one transaction, delete the previous dictionary and write the new one batch by batch.
 * A bad file stops the import in pass 1 with a message naming the file and the entry, before
 * anything is written; any failure in pass 2 rolls back, so the previous dictionary stays.
 * Only one pack file pair (or one batch of XML entries) is in memory at a time.
 */
import type { Kysely } from 'kysely';
import { buildFurigana } from '@goi/text';
import { fromJson, toJson } from '../json';
import type { Database } from '../schema';
import { BatchWriter } from './bulk-insert';
import { buildEntryRows, type EntryRowContext } from './entry-rows';
import { denseRanks, readFrequencyLists, type FrequencyLists } from './frequency';
import { readPackFilePair } from './jmdict-pack';
import { readJmdictXml } from './jmdict-xml';
import { kanjiReadingLookup, readKanjidic, toKanjiRow } from './kanjidic';
import { readKanjiumAccents } from './pitch-accents';
import { ensureSearchIndex } from './search-index';
import { digestSources, locateSources, type DictionarySources } from './sources';
import { DictionarySourceError } from './source-files';
import type { SourceBatch } from './source-entry';

export const DICTIONARY_DIGEST_KEY = 'dictionary.digest';
export const DICTIONARY_STATS_KEY = 'dictionary.stats';

export type ImportStep =
  | 'checking sources'
  | 'reading kanji'
  | 'reading pitch accents'
  | 'reading frequency lists'
  | 'validating entries'
  | 'writing entries'
  | 'indexing for search';

/** `done` of `total` units of the step (files, bytes or entries). */
export interface ImportProgress {
  step: ImportStep;
  done: number;
  total: number;
}

export type ProgressListener = (progress: ImportProgress) => void;

export interface ImportDictionaryOptions {
  /** The vendored data folder (`GOI_DICTIONARY_DIR`, `./data`). */
  dictionaryDir: string;
  /** The official JMdict XML (JMdict_e or JMdict_e.gz) to use instead of the word packs. */
  jmdictXml?: string | undefined;
  /** Re-import even when the sources have not changed. */
  force?: boolean | undefined;
  onProgress?: ProgressListener | undefined;
}

export interface DictionaryStats {
  entries: number;
  forms: number;
  senses: number;
  lookups: number;
  pitchAccents: number;
  kanji: number;
  /** Kanji forms (forms containing kanji) and how many have a reading per kanji. */
  furigana: { kanjiForms: number; perKanji: number };
}

export interface ImportDictionaryResult {
  status: 'imported' | 'up-to-date';
  digest: string;
  stats: DictionaryStats;
}

const DICTIONARY_TABLES = [
  'dictLookups',
  'dictPitchAccents',
  'dictSenses',
  'dictForms',
  'dictEntries',
  'dictKanji',
] as const;

async function* jmdictBatches(
  sources: DictionarySources,
  validate: boolean,
  onProgress: (done: number, total: number) => void,
): AsyncGenerator<SourceBatch> {
  if (sources.jmdict.kind === 'xml') {
    yield* readJmdictXml(sources.jmdict.file, onProgress);
    return;
  }
  const pairs = sources.jmdict.pairs;
  for (const [index, pair] of pairs.entries()) {
    yield await readPackFilePair(pair, { validate });
    onProgress(index + 1, pairs.length);
  }
}

async function storedValue(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('appMeta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

function withEntry(batch: SourceBatch, wordId: number, error: unknown): DictionarySourceError {
  if (error instanceof DictionarySourceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DictionarySourceError(
    batch.file,
    message.startsWith('entry ') ? message : `entry ${wordId}: ${message}`,
  );
}

interface CheckedSources {
  context: Omit<EntryRowContext, 'priorRank'>;
  frequency: FrequencyLists;
  kanjiRows: ReturnType<typeof toKanjiRow>[];
  priorRankOf: Map<number, number>;
  stats: DictionaryStats;
}

/** Pass 1: everything is read and every entry built, nothing written. */
async function checkSources(
  sources: DictionarySources,
  onProgress: ProgressListener,
): Promise<CheckedSources> {
  onProgress({ step: 'reading kanji', done: 0, total: 1 });
  const kanji = await readKanjidic(sources.kanjidic);
  onProgress({ step: 'reading kanji', done: 1, total: 1 });
  onProgress({ step: 'reading pitch accents', done: 0, total: 1 });
  const pitchAccents = await readKanjiumAccents(sources.pitchAccents);
  onProgress({ step: 'reading pitch accents', done: 1, total: 1 });
  onProgress({ step: 'reading frequency lists', done: 0, total: 1 });
  const frequency = await readFrequencyLists(sources.frequencyFolder);
  onProgress({ step: 'reading frequency lists', done: 1, total: 1 });

  const kanjiReadings = kanjiReadingLookup(kanji);
  const context = {
    furigana: (form: string, reading: string) => buildFurigana(form, reading, kanjiReadings),
    pitchAccents,
  };
  // Aligning furigana is the slow part of building rows and cannot fail on valid forms, so the
  // check pass leaves it to the write pass.
  const skipFurigana = () => ({ furigana: '', perKanji: false });
  const rawRanks = new Set<number>();
  const collectRank = (spelling: string, reading: string): null => {
    const raw = frequency.rawRank(spelling, reading);
    if (raw !== undefined) rawRanks.add(raw);
    return null;
  };
  const stats: DictionaryStats = {
    entries: 0,
    forms: 0,
    senses: 0,
    lookups: 0,
    pitchAccents: 0,
    kanji: kanji.length,
    furigana: { kanjiForms: 0, perKanji: 0 },
  };
  const seenIds = new Set<number>();
  const report = (done: number, total: number) =>
    onProgress({ step: 'validating entries', done, total });
  for await (const batch of jmdictBatches(sources, true, report)) {
    for (const source of batch.entries) {
      if (seenIds.has(source.wordId))
        throw new DictionarySourceError(batch.file, `entry ${source.wordId} appears twice`);
      seenIds.add(source.wordId);
      let rows;
      try {
        rows = buildEntryRows(source, {
          ...context,
          furigana: skipFurigana,
          priorRank: collectRank,
        });
      } catch (error) {
        throw withEntry(batch, source.wordId, error);
      }
      stats.entries += 1;
      stats.forms += rows.forms.length;
      stats.senses += rows.senses.length;
      stats.lookups += rows.lookups.length;
      stats.pitchAccents += rows.pitchAccents.length;
    }
  }
  if (stats.entries === 0) throw new Error('The JMdict source contains no entries');
  return {
    context,
    frequency,
    kanjiRows: kanji.map(toKanjiRow),
    priorRankOf: denseRanks(rawRanks),
    stats,
  };
}

/** Pass 2: replaces the dictionary tables in one transaction. */
async function writeDictionary(
  db: Kysely<Database>,
  sources: DictionarySources,
  checked: CheckedSources,
  digest: string,
  onProgress: ProgressListener,
): Promise<void> {
  const { frequency, priorRankOf, stats } = checked;
  const priorRank = (spelling: string, reading: string): number | null => {
    const raw = frequency.rawRank(spelling, reading);
    return raw === undefined ? null : (priorRankOf.get(raw) ?? null);
  };
  const context: EntryRowContext = { ...checked.context, priorRank };

  await db.transaction().execute(async (trx) => {
    for (const table of DICTIONARY_TABLES) await trx.deleteFrom(table).execute();
    await trx
      .deleteFrom('appMeta')
      .where('key', 'in', [DICTIONARY_DIGEST_KEY, DICTIONARY_STATS_KEY])
      .execute();

    const kanjiWriter = new BatchWriter(trx, 'dictKanji');
    await kanjiWriter.add(checked.kanjiRows);
    await kanjiWriter.flush();

    const writers = {
      entries: new BatchWriter(trx, 'dictEntries'),
      forms: new BatchWriter(trx, 'dictForms'),
      senses: new BatchWriter(trx, 'dictSenses'),
      lookups: new BatchWriter(trx, 'dictLookups'),
      pitchAccents: new BatchWriter(trx, 'dictPitchAccents'),
    };
    let written = 0;
    onProgress({ step: 'writing entries', done: 0, total: stats.entries });
    for await (const batch of jmdictBatches(sources, false, () => undefined)) {
      for (const source of batch.entries) {
        let rows;
        try {
          rows = buildEntryRows(source, context);
        } catch (error) {
          throw withEntry(batch, source.wordId, error);
        }
        stats.furigana.kanjiForms += rows.furiganaForms;
        stats.furigana.perKanji += rows.perKanjiForms;
        await writers.entries.add([rows.entry]);
        await writers.forms.add(rows.forms);
        await writers.senses.add(rows.senses);
        await writers.lookups.add(rows.lookups);
        await writers.pitchAccents.add(rows.pitchAccents);
      }
      written += batch.entries.length;
      onProgress({ step: 'writing entries', done: written, total: stats.entries });
    }
    for (const writer of Object.values(writers)) await writer.flush();
    if (written !== stats.entries)
      throw new Error(
        `The JMdict source changed during the import (${stats.entries} entries checked, ${written} written); nothing was changed`,
      );

    await trx
      .insertInto('appMeta')
      .values([
        { key: DICTIONARY_DIGEST_KEY, value: digest },
        { key: DICTIONARY_STATS_KEY, value: toJson(stats) },
      ])
      .execute();
  });
}

/**
 * Imports the dictionary unless the stored digest says it is already this one (`force` skips
 * that check). Progress goes to `onProgress`; errors name the file and entry and change nothing.
 */
export async function importDictionary(
  db: Kysely<Database>,
  options: ImportDictionaryOptions,
): Promise<ImportDictionaryResult> {
  const onProgress = options.onProgress ?? (() => undefined);
  onProgress({ step: 'checking sources', done: 0, total: 1 });
  const sources = locateSources(options.dictionaryDir, options.jmdictXml);
  const digest = await digestSources(sources);
  onProgress({ step: 'checking sources', done: 1, total: 1 });

  if (!options.force && (await storedValue(db, DICTIONARY_DIGEST_KEY)) === digest) {
    const stats = fromJson<DictionaryStats>((await storedValue(db, DICTIONARY_STATS_KEY)) ?? null);
    if (stats) {
      await ensureSearchIndex(db);
      return { status: 'up-to-date', digest, stats };
    }
  }

  const checked = await checkSources(sources, onProgress);
  await writeDictionary(db, sources, checked, digest, onProgress);
  onProgress({ step: 'indexing for search', done: 0, total: 1 });
  await ensureSearchIndex(db);
  onProgress({ step: 'indexing for search', done: 1, total: 1 });
  return { status: 'imported', digest, stats: checked.stats };
}

/** Imports the vendored dictionary when it is missing or outdated (first start, new data). */
export function ensureDictionary(
  db: Kysely<Database>,
  dictionaryDir: string,
  onProgress?: ProgressListener,
): Promise<ImportDictionaryResult> {
  return importDictionary(db, { dictionaryDir, onProgress });
}
