/**
 * Loads the imported dictionary into the parser's in-memory lexicon. With a cache directory, the
 * entries are kept as a snapshot per dictionary version (see lexicon-snapshot.ts) so later loads
 * skip the database; without one they are read from the database every time.
 */
import {
  createLexicon,
  keyMatchesOf,
  type Lexicon,
  type LexiconEntry,
  type LexiconForm,
} from '@goi/text';
import type { DbOrTrx } from '../connection';
import { DICTIONARY_DIGEST_KEY } from '../dictionary';
import { readLexiconSnapshot, snapshotPath, writeLexiconSnapshot } from './lexicon-snapshot';

export interface LoadLexiconOptions {
  /** Where snapshots live (e.g. `$GOI_DATA_DIR/cache`); omit to always read the database. */
  cacheDir?: string | undefined;
}

export async function loadLexicon(db: DbOrTrx, options: LoadLexiconOptions = {}): Promise<Lexicon> {
  if (!options.cacheDir) return createLexicon(await readLexiconEntries(db));
  const digest = await db
    .selectFrom('appMeta')
    .select('value')
    .where('key', '=', DICTIONARY_DIGEST_KEY)
    .executeTakeFirst();
  if (!digest) return createLexicon(await readLexiconEntries(db));
  const file = snapshotPath(options.cacheDir, digest.value);
  const cached = readLexiconSnapshot(file, digest.value);
  if (cached) return createLexicon(cached.entries, cached);
  const entries = await readLexiconEntries(db);
  const lexicon = createLexicon(entries);
  writeLexiconSnapshot(file, digest.value, {
    entries,
    sortedKeys: lexicon.sortedKeys(),
    keyMatches: keyMatchesOf(lexicon, entries),
  });
  return lexicon;
}

/** Entries with their forms, POS codes and the `uk` flag, straight from the dictionary tables. */
export async function readLexiconEntries(db: DbOrTrx): Promise<LexiconEntry[]> {
  const [entryRows, formRows, usuallyKanaRows] = await Promise.all([
    db
      .selectFrom('dictEntries')
      .select(['wordId', 'priorityScore', 'partsOfSpeech'])
      .orderBy('wordId')
      .execute(),
    db
      .selectFrom('dictForms')
      .select(['wordId', 'readingIndex', 'text', 'formType', 'reading', 'isHidden', 'priorRank'])
      .orderBy('wordId')
      .orderBy('readingIndex')
      .execute(),
    db
      .selectFrom('dictSenses')
      .select('wordId')
      .distinct()
      .where('misc', 'like', '%"uk"%')
      .execute(),
  ]);
  if (entryRows.length === 0)
    throw new Error('The dictionary is empty: run `goi import-dictionary` first');

  const usuallyKana = new Set(usuallyKanaRows.map((row) => row.wordId));
  const formsByWord = new Map<number, LexiconForm[]>();
  for (const row of formRows) {
    let forms = formsByWord.get(row.wordId);
    if (!forms) formsByWord.set(row.wordId, (forms = []));
    forms[row.readingIndex] = {
      text: row.text,
      reading: row.reading,
      isKana: row.formType === 1,
      isHidden: row.isHidden === 1,
      priorRank: row.priorRank,
    };
  }
  // Many entries share a part-of-speech list (["n"], ["v1", "vt"]): share the arrays too.
  const interned = new Map<string, string[]>();
  return entryRows.map((row) => {
    let partsOfSpeech = interned.get(row.partsOfSpeech);
    if (!partsOfSpeech)
      interned.set(row.partsOfSpeech, (partsOfSpeech = JSON.parse(row.partsOfSpeech) as string[]));
    return {
      wordId: row.wordId,
      forms: formsByWord.get(row.wordId) ?? [],
      partsOfSpeech,
      priorityScore: row.priorityScore,
      usuallyKana: usuallyKana.has(row.wordId),
    };
  });
}
