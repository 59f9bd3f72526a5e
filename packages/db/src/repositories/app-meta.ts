/**
 * `app_meta`: small named values the library keeps between runs (the demo library's marker, the
 * difficulty estimator's identity, the frequency lists' version). Values are text; callers own
 * their format.
 */
import type { DbOrTrx } from '../connection';

export async function readAppMeta(db: DbOrTrx, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('appMeta')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Inserts or replaces the value. */
export async function writeAppMeta(db: DbOrTrx, key: string, value: string): Promise<void> {
  await db
    .insertInto('appMeta')
    .values({ key, value })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
    .execute();
}

/** Throws when the database does not answer a trivial query (health and readiness checks). */
export async function pingDatabase(db: DbOrTrx): Promise<void> {
  await db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
}
