import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Administration (issue 15): who queued a job and for which deck, when it finished and the deck
 * it made; the audit log of admin writes; users' reports about decks. Audit rows keep a deleted
 * deck's id (no foreign key): the log outlives what it describes.
 */
export async function up(db: AnyDb): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const serial = sqlite ? 'integer' : 'serial';
  const key = (c: ColumnDefinitionBuilder) =>
    sqlite ? c.primaryKey().autoIncrement() : c.primaryKey();

  await db.schema.alterTable('jobs').addColumn('queued_by', 'text').execute();
  await db.schema.alterTable('jobs').addColumn('deck_id', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('result_deck_id', 'integer').execute();
  await db.schema.alterTable('jobs').addColumn('finished_at', 'text').execute();
  await db.schema.createIndex('jobs_type_idx').on('jobs').columns(['type', 'status']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('audit_id', serial, key)
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('deck_id', 'integer')
    .addColumn('detail', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('audit_log_deck_idx')
    .on('audit_log')
    .columns(['deck_id', 'audit_id'])
    .execute();

  await db.schema
    .createTable('deck_reports')
    .addColumn('report_id', serial, key)
    .addColumn('deck_id', 'integer', (c) => c.references('decks.deck_id').onDelete('set null'))
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_by', 'text', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('handled_at', 'text')
    .execute();
  await db.schema
    .createIndex('deck_reports_status_idx')
    .on('deck_reports')
    .columns(['status', 'report_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deck_reports').execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropIndex('jobs_type_idx').execute();
  for (const column of ['queued_by', 'deck_id', 'result_deck_id', 'finished_at'])
    await db.schema.alterTable('jobs').dropColumn(column).execute();
}
