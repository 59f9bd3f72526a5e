/**
 * Builds the dictionary's search indexes (migration 012): the English words of every gloss and
 * the kanji of every written form. They are derived from the imported dictionary, so they are
 * rebuilt in one transaction whenever the dictionary's digest (or this builder) changes: after an
 * import, and on the first start of an installation whose dictionary predates them.
 */
import type { Kysely } from 'kysely';
import { isKanjiChar } from '@goi/text';
import { fromJsonArray } from '../json';
import type { Database, NewDictFormKanji, NewDictGlossTerm } from '../schema';
import { BatchWriter } from './bulk-insert';
import { glossTerms } from './gloss-terms';

export const SEARCH_INDEX_KEY = 'dictionary.searchIndex';
/** Bump when the rows change for the same dictionary (the tokenizer, a new column): re-built. */
const SEARCH_INDEX_VERSION = 1;
const DIGEST_KEY = 'dictionary.digest';

/** Senses read per query while building: bounded memory on the full dictionary. */
const WORDS_PER_CHUNK = 20_000;

async function storedValue(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('appMeta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** The index rows of one sense's glosses. */
export function glossTermRows(
  wordId: number,
  senseIndex: number,
  glosses: readonly string[],
): NewDictGlossTerm[] {
  return glosses.flatMap((gloss, glossIndex) => {
    const { terms, coreTerms } = glossTerms(gloss);
    return terms.map(({ term, inCore }) => ({
      term,
      wordId,
      senseIndex,
      glossIndex,
      coreTerms,
      inCore: inCore ? 1 : 0,
    }));
  });
}

/** The distinct kanji of a form (食べ物 → 食, 物; 々 is a repeat mark, not a kanji page). */
export function kanjiOfForm(text: string): string[] {
  return [
    ...new Set([...text].filter((char) => isKanjiChar(char) && char !== '々' && char !== '〆')),
  ];
}

async function rebuild(db: Kysely<Database>, stamp: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('dictGlossTerms').execute();
    await trx.deleteFrom('dictFormKanji').execute();
    const terms = new BatchWriter(trx, 'dictGlossTerms');
    const kanji = new BatchWriter(trx, 'dictFormKanji');
    for (let from = 0; ;) {
      const senses = await trx
        .selectFrom('dictSenses')
        .select(['wordId', 'senseIndex', 'glosses'])
        .where('wordId', '>=', from)
        .where('wordId', '<', from + WORDS_PER_CHUNK)
        .execute();
      const forms = await trx
        .selectFrom('dictForms')
        .select(['wordId', 'readingIndex', 'text'])
        .where('formType', '=', 0)
        .where('wordId', '>=', from)
        .where('wordId', '<', from + WORDS_PER_CHUNK)
        .execute();
      for (const sense of senses)
        await terms.add(
          glossTermRows(sense.wordId, sense.senseIndex, fromJsonArray<string>(sense.glosses)),
        );
      for (const form of forms)
        await kanji.add(
          kanjiOfForm(form.text).map((literal): NewDictFormKanji => ({
            literal,
            wordId: form.wordId,
            readingIndex: form.readingIndex,
          })),
        );
      const next = await trx
        .selectFrom('dictEntries')
        .select('wordId')
        .where('wordId', '>=', from + WORDS_PER_CHUNK)
        .orderBy('wordId')
        .limit(1)
        .executeTakeFirst();
      if (!next) break;
      from = next.wordId;
    }
    await terms.flush();
    await kanji.flush();
    await trx.deleteFrom('appMeta').where('key', '=', SEARCH_INDEX_KEY).execute();
    await trx.insertInto('appMeta').values({ key: SEARCH_INDEX_KEY, value: stamp }).execute();
  });
}

/**
 * Rebuilds the search indexes unless they were built from the current dictionary by this
 * version of the builder. Returns what it did.
 */
export async function ensureSearchIndex(db: Kysely<Database>): Promise<'built' | 'up-to-date'> {
  const digest = (await storedValue(db, DIGEST_KEY)) ?? 'none';
  const stamp = `${SEARCH_INDEX_VERSION}:${digest}`;
  if ((await storedValue(db, SEARCH_INDEX_KEY)) === stamp) return 'up-to-date';
  await rebuild(db, stamp);
  return 'built';
}
