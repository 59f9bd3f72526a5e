import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Difficulty across a deck's text (issue 21): a deck parsed from one text is rated by tenths
 * of it (`part_index` 0–9, only the tenths that have text), so the page of a deck without
 * sub-decks (a novel in one file, a film's subtitles) can show where it gets harder. Written
 * with the deck's content and replaced with it; the primary key serves a deck's own list.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('deck_text_parts')
    .addColumn('deck_id', 'integer', (c) =>
      c.notNull().references('decks.deck_id').onDelete('cascade'),
    )
    .addColumn('part_index', 'integer', (c) => c.notNull())
    .addColumn('character_count', 'integer', (c) => c.notNull())
    // As decks.difficulty: PostgreSQL's `real` would round 2.3456789 to 2.345679.
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('deck_text_parts_pk', ['deck_id', 'part_index'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('deck_text_parts').execute();
}
