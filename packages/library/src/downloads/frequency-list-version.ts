/**
 * Which version of the global ranks the lists are built from, and since when. The fingerprint is
 * computed from the stored rank tables, so it changes exactly when a recompute changes a rank,
 * whoever ran it (the worker, the CLI, another API process). The time it was first seen is kept
 * in `app_meta`, so every process and every restart gives Yomitan the same revision for the same
 * ranks (Yomitan offers an update whenever the revision differs).
 */
import { rankTablesFingerprint, readAppMeta, writeAppMeta, type DbOrTrx } from '@goi/db';

export interface FrequencyListVersion {
  fingerprint: string;
  generatedAt: Date;
}

export const FREQUENCY_LIST_VERSION_KEY = 'frequency_lists_version';

/** The version of the ranks now stored; records it when it is new. */
export async function currentFrequencyListVersion(
  db: DbOrTrx,
  now: () => Date = () => new Date(),
): Promise<FrequencyListVersion> {
  const fingerprint = await rankTablesFingerprint(db);
  const stored = await readAppMeta(db, FREQUENCY_LIST_VERSION_KEY);
  if (stored !== undefined) {
    const parsed = JSON.parse(stored) as Partial<{
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
  await writeAppMeta(db, FREQUENCY_LIST_VERSION_KEY, value);
  return version;
}
