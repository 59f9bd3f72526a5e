/**
 * Which version of the global ranks the lists are built from, and since when. The fingerprint is
 * computed from the stored rank tables, so it changes exactly when a recompute changes a rank,
 * whoever ran it (the worker, the CLI, another API process). The time it was first seen is kept
 * in `app_meta`, so every process and every restart gives Yomitan the same revision for the same
 * ranks (Yomitan offers an update whenever the revision differs).
 */
import { sql } from 'kysely';
import type { DbOrTrx } from '@goi/db';

export interface FrequencyListVersion {
  fingerprint: string;
  generatedAt: Date;
}

export const FREQUENCY_LIST_VERSION_KEY = 'frequency_lists_version';

/**
 * Counts and position-weighted sums of both rank tables: swapping two entries' ranks changes
 * Σ wordId × rank even though Σ rank stays the same. Each term is reduced modulo a prime so the
 * sums stay far from 64-bit overflow on 500,000 forms.
 */
export async function frequencyFingerprint(db: DbOrTrx): Promise<string> {
  const words = await db
    .selectFrom('wordFrequencies')
    .select([
      sql<string>`count(*)`.as('rows'),
      sql<string>`coalesce(sum((cast(word_id as bigint) * frequency_rank) % 1000000007), 0)`.as(
        'weighted',
      ),
      sql<string>`coalesce(sum((cast(occurrences as bigint) * word_id) % 1000000007), 0)`.as(
        'occurrences',
      ),
    ])
    .executeTakeFirstOrThrow();
  const forms = await db
    .selectFrom('formFrequencies')
    .select([
      sql<string>`count(*)`.as('rows'),
      sql<string>`coalesce(sum(((cast(word_id as bigint) * 16 + reading_index) * frequency_rank) % 1000000007), 0)`.as(
        'weighted',
      ),
      sql<string>`coalesce(sum((cast(used_in_media_amount as bigint) * word_id) % 1000000007), 0)`.as(
        'used',
      ),
    ])
    .executeTakeFirstOrThrow();
  return [words.rows, words.weighted, words.occurrences, forms.rows, forms.weighted, forms.used]
    .map(String)
    .join(':');
}

/** The version of the ranks now stored; records it when it is new. */
export async function currentFrequencyListVersion(
  db: DbOrTrx,
  now: () => Date = () => new Date(),
): Promise<FrequencyListVersion> {
  const fingerprint = await frequencyFingerprint(db);
  const stored = await db
    .selectFrom('appMeta')
    .select('value')
    .where('key', '=', FREQUENCY_LIST_VERSION_KEY)
    .executeTakeFirst();
  if (stored) {
    const parsed = JSON.parse(stored.value) as Partial<{
      fingerprint: string;
      generatedAt: string;
    }>;
    const generatedAt = new Date(parsed.generatedAt ?? '');
    if (parsed.fingerprint === fingerprint && !Number.isNaN(generatedAt.getTime())) {
      return { fingerprint, generatedAt };
    }
  }
  const version = { fingerprint, generatedAt: now() };
  const value = JSON.stringify({ fingerprint, generatedAt: version.generatedAt.toISOString() });
  await db
    .insertInto('appMeta')
    .values({ key: FREQUENCY_LIST_VERSION_KEY, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
  return version;
}
