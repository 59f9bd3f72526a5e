import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * "My decks" (issue 20): per user and media deck, a reading status (planned, in progress,
 * completed, dropped, or none), a favourite mark and a "hide from the list" mark. A row exists
 * only while one of them is set. The status is text, checked here, so the table reads by itself.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_decks')
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('deck_id', 'integer', (c) =>
      c.notNull().references('decks.deck_id').onDelete('cascade'),
    )
    .addColumn('status', 'text')
    .addColumn('is_favourite', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_decks_pk', ['user_id', 'deck_id'])
    .addCheckConstraint(
      'user_decks_status_check',
      sql`status is null or status in ('planned', 'in-progress', 'completed', 'dropped')`,
    )
    .execute();
  // The media list joins on (deck, user); the primary key serves (user, …) lookups.
  await db.schema
    .createIndex('user_decks_deck_idx')
    .on('user_decks')
    .columns(['deck_id', 'user_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('user_decks').execute();
}
