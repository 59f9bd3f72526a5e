import { Migrator, type Kysely } from 'kysely';
import { migrations } from './migrations';

/** Brings the schema to the latest migration; throws with the failing migration's name. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema can be migrated
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Branches land migrations out of number order (011 after 012 was merged): a database that
    // already ran a later one still runs an earlier one it has not seen, instead of refusing.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : JSON.stringify(error);
    throw new Error(`Database migration ${failed ?? ''} failed: ${reason}`);
  }
}
