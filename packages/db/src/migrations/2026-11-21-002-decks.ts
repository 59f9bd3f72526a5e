import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** An auto-numbered integer primary key in either dialect: `.addColumn('id', ...serial(db))`. */
function serial(db: AnyDb) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return [
    sqlite ? 'integer' : 'serial',
    (column: ColumnDefinitionBuilder) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
  ] as const;
}

export async function up(db: AnyDb): Promise<void> {
  const count = (name: string) => (t: ReturnType<AnyDb['schema']['createTable']>) =>
    t.addColumn(name, 'integer', (c) => c.notNull().defaultTo(0));

  let decks = db.schema
    .createTable('decks')
    .addColumn('deck_id', ...serial(db))
    .addColumn('parent_deck_id', 'integer', (c) =>
      c.references('decks.deck_id').onDelete('cascade'),
    )
    .addColumn('deck_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('media_type', 'integer', (c) => c.notNull())
    .addColumn('original_title', 'text', (c) => c.notNull())
    .addColumn('romaji_title', 'text')
    .addColumn('english_title', 'text')
    .addColumn('description', 'text')
    .addColumn('cover_name', 'text')
    .addColumn('release_date', 'text')
    .addColumn('creation_date', 'text', (c) => c.notNull())
    .addColumn('last_update', 'text', (c) => c.notNull());
  for (const name of [
    'character_count',
    'word_count',
    'unique_word_count',
    'unique_word_used_once_count',
    'unique_kanji_count',
    'unique_kanji_used_once_count',
    'kanji_character_count',
    'sentence_count',
    'hide_dialogue_percentage',
    'is_nsfw',
  ]) {
    decks = count(name)(decks);
  }
  await decks
    .addColumn('dialogue_percentage', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('difficulty', 'double precision', (c) => c.notNull().defaultTo(-1))
    .addColumn('difficulty_override', 'double precision', (c) => c.notNull().defaultTo(-1))
    .addColumn('external_rating', 'integer')
    .addColumn('kanji_counts', 'text')
    .execute();
  await db.schema
    .createIndex('decks_parent_idx')
    .on('decks')
    .columns(['parent_deck_id', 'deck_order'])
    .execute();
  await db.schema
    .createIndex('decks_media_type_idx')
    .on('decks')
    .columns(['media_type', 'parent_deck_id'])
    .execute();
  await db.schema.createIndex('decks_creation_idx').on('decks').column('creation_date').execute();

  await db.schema
    .createTable('deck_titles')
    .addColumn('deck_id', 'integer', (c) =>
      c.notNull().references('decks.deck_id').onDelete('cascade'),
    )
    .addColumn('title_type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('search_key', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('deck_titles_pk', ['deck_id', 'title_type', 'title'])
    .execute();
  await db.schema
    .createIndex('deck_titles_search_idx')
    .on('deck_titles')
    .column('search_key')
    .execute();

  await db.schema
    .createTable('deck_links')
    .addColumn('link_id', ...serial(db))
    .addColumn('deck_id', 'integer', (c) =>
      c.notNull().references('decks.deck_id').onDelete('cascade'),
    )
    .addColumn('link_type', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('deck_links_deck_idx').on('deck_links').column('deck_id').execute();

  await db.schema
    .createTable('deck_words')
    .addColumn('deck_id', 'integer', (c) =>
      c.notNull().references('decks.deck_id').onDelete('cascade'),
    )
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('occurrences', 'integer', (c) => c.notNull())
    .addColumn('first_position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('deck_words_pk', ['deck_id', 'word_id', 'reading_index'])
    .execute();
  await db.schema
    .createIndex('deck_words_word_idx')
    .on('deck_words')
    .columns(['word_id', 'reading_index', 'deck_id'])
    .execute();
  await db.schema
    .createIndex('deck_words_order_idx')
    .on('deck_words')
    .columns(['deck_id', 'first_position'])
    .execute();

  await db.schema
    .createTable('deck_raw_texts')
    .addColumn('deck_id', 'integer', (c) =>
      c.primaryKey().references('decks.deck_id').onDelete('cascade'),
    )
    .addColumn('raw_text', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('example_sentences')
    .addColumn('sentence_id', ...serial(db))
    .addColumn('deck_id', 'integer', (c) =>
      c.notNull().references('decks.deck_id').onDelete('cascade'),
    )
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('example_sentences_deck_idx')
    .on('example_sentences')
    .column('deck_id')
    .execute();

  await db.schema
    .createTable('example_sentence_words')
    .addColumn('sentence_id', 'integer', (c) =>
      c.notNull().references('example_sentences.sentence_id').onDelete('cascade'),
    )
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('length', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('example_sentence_words_word_idx')
    .on('example_sentence_words')
    .columns(['word_id', 'reading_index', 'sentence_id'])
    .execute();

  await db.schema
    .createTable('word_frequencies')
    .addColumn('word_id', 'integer', (c) => c.primaryKey())
    .addColumn('frequency_rank', 'integer', (c) => c.notNull())
    .addColumn('occurrences', 'integer', (c) => c.notNull())
    .addColumn('used_in_media_amount', 'integer', (c) => c.notNull())
    .addColumn('observed_frequency', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('word_frequencies_rank_idx')
    .on('word_frequencies')
    .column('frequency_rank')
    .execute();

  await db.schema
    .createTable('form_frequencies')
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('frequency_rank', 'integer', (c) => c.notNull())
    .addColumn('occurrences', 'integer', (c) => c.notNull())
    .addColumn('used_in_media_amount', 'integer', (c) => c.notNull())
    .addColumn('frequency_percentage', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('form_frequencies_pk', ['word_id', 'reading_index'])
    .execute();
  await db.schema
    .createIndex('form_frequencies_rank_idx')
    .on('form_frequencies')
    .column('frequency_rank')
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const table of [
    'form_frequencies',
    'word_frequencies',
    'example_sentence_words',
    'example_sentences',
    'deck_raw_texts',
    'deck_words',
    'deck_links',
    'deck_titles',
    'decks',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
