import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Genres and tags of a deck (issue 21: include/exclude filters and their facet counts on the
 * media list). Free names as the administrator or a metadata provider gives them ("Comedy",
 * "School"), one row per (deck, name). The name index serves the "decks with this genre"
 * lookups of the filters; the primary key serves a deck's own list.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const [table, column] of [
    ['deck_genres', 'genre'],
    ['deck_tags', 'tag'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('deck_id', 'integer', (c) =>
        c.notNull().references('decks.deck_id').onDelete('cascade'),
      )
      .addColumn(column, 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['deck_id', column])
      .execute();
    await db.schema
      .createIndex(`${table}_${column}_idx`)
      .on(table)
      .columns([column, 'deck_id'])
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deck_tags').execute();
  await db.schema.dropTable('deck_genres').execute();
}
