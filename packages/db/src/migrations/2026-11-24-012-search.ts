import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Two indexes derived from the dictionary for dictionary search and kanji pages (issue 21). They
 * are filled by `ensureSearchIndex` (dictionary/search-index.ts) after every dictionary import
 * and on the first start after this migration, keyed by the dictionary's digest, so the
 * tokenizer lives in one place instead of being frozen here.
 *
 * - `dict_gloss_terms`: one row per distinct English word of a gloss ("to eat (greedily)" →
 *   eat, greedily), so "eat" finds every gloss holding the word through the primary key, on
 *   both dialects, with the same ranking (FTS5 and tsvector would rank differently).
 * - `dict_form_kanji`: one row per kanji of a written form (食べ物 → 食, 物): the words of a
 *   kanji page without scanning every form's text.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('dict_gloss_terms')
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('sense_index', 'integer', (c) => c.notNull())
    .addColumn('gloss_index', 'integer', (c) => c.notNull())
    .addColumn('core_terms', 'integer', (c) => c.notNull())
    .addColumn('in_core', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_gloss_terms_pk', [
      'term',
      'word_id',
      'sense_index',
      'gloss_index',
    ])
    .execute();
  await db.schema
    .createTable('dict_form_kanji')
    .addColumn('literal', 'text', (c) => c.notNull())
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_form_kanji_pk', ['literal', 'word_id', 'reading_index'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('dict_form_kanji').execute();
  await db.schema.dropTable('dict_gloss_terms').execute();
}
