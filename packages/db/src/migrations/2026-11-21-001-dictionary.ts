import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dict_entries')
    .addColumn('word_id', 'integer', (c) => c.primaryKey())
    .addColumn('priority_score', 'integer', (c) => c.notNull())
    .addColumn('priority_tags', 'text', (c) => c.notNull())
    .addColumn('parts_of_speech', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dict_forms')
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('form_type', 'integer', (c) => c.notNull())
    .addColumn('furigana', 'text', (c) => c.notNull())
    .addColumn('reading', 'text', (c) => c.notNull())
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('is_hidden', 'integer', (c) => c.notNull())
    .addColumn('applies_to', 'text')
    .addColumn('prior_rank', 'integer')
    .addPrimaryKeyConstraint('dict_forms_pk', ['word_id', 'reading_index'])
    .execute();

  await db.schema
    .createTable('dict_senses')
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('sense_index', 'integer', (c) => c.notNull())
    .addColumn('parts_of_speech', 'text', (c) => c.notNull())
    .addColumn('misc', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('dialects', 'text', (c) => c.notNull())
    .addColumn('info', 'text', (c) => c.notNull())
    .addColumn('glosses', 'text', (c) => c.notNull())
    .addColumn('restricted_to', 'text')
    .addPrimaryKeyConstraint('dict_senses_pk', ['word_id', 'sense_index'])
    .execute();

  await db.schema
    .createTable('dict_lookups')
    .addColumn('lookup_key', 'text', (c) => c.notNull())
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_lookups_pk', ['lookup_key', 'word_id', 'reading_index'])
    .execute();

  await db.schema
    .createTable('dict_pitch_accents')
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('positions', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('dict_pitch_accents_pk', ['word_id', 'reading_index'])
    .execute();

  await db.schema
    .createTable('dict_kanji')
    .addColumn('literal', 'text', (c) => c.primaryKey())
    .addColumn('meanings', 'text', (c) => c.notNull())
    .addColumn('on_readings', 'text', (c) => c.notNull())
    .addColumn('kun_readings', 'text', (c) => c.notNull())
    .addColumn('grade', 'integer')
    .addColumn('jlpt', 'integer')
    .addColumn('frequency', 'integer')
    .addColumn('stroke_count', 'integer')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'dict_kanji',
    'dict_pitch_accents',
    'dict_lookups',
    'dict_senses',
    'dict_forms',
    'dict_entries',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
