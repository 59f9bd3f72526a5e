import { SqliteAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** An auto-numbered integer primary key in either dialect. */
function serial(db: AnyDb) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return [
    sqlite ? 'integer' : 'serial',
    (column: ColumnDefinitionBuilder) =>
      sqlite ? column.primaryKey().autoIncrement() : column.primaryKey(),
  ] as const;
}

/**
 * Study with FSRS (issue 20): a user's study decks (where new cards come from), one card per
 * (user, word, reading) with its FSRS memory state, a log line per answer (enough to fit FSRS
 * parameters later, and to undo), and the user's study settings.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('study_decks')
    .addColumn('study_deck_id', ...serial(db))
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('deck_id', 'integer')
    .addColumn('word_order', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('study_decks_user_idx').on('study_decks').column('user_id').execute();

  await db.schema
    .createTable('study_cards')
    .addColumn('card_id', ...serial(db))
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('study_deck_id', 'integer', (c) =>
      c.notNull().references('study_decks.study_deck_id').onDelete('cascade'),
    )
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('due', 'text', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('study_cards_word_idx')
    .on('study_cards')
    .columns(['user_id', 'word_id', 'reading_index'])
    .unique()
    .execute();
  // What `next` reads: due cards of a state by due time, new cards by position.
  await db.schema
    .createIndex('study_cards_due_idx')
    .on('study_cards')
    .columns(['user_id', 'state', 'due'])
    .execute();
  await db.schema
    .createIndex('study_cards_new_idx')
    .on('study_cards')
    .columns(['user_id', 'state', 'position', 'card_id'])
    .execute();
  await db.schema
    .createIndex('study_cards_deck_idx')
    .on('study_cards')
    .column('study_deck_id')
    .execute();

  await db.schema
    .createTable('study_review_logs')
    .addColumn('review_id', ...serial(db))
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('card_id', 'integer', (c) =>
      c.notNull().references('study_cards.card_id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('state_before', 'integer', (c) => c.notNull())
    .addColumn('state_after', 'integer', (c) => c.notNull())
    .addColumn('due', 'text', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('reviewed_at', 'text', (c) => c.notNull())
    .addColumn('duration_ms', 'integer')
    .addColumn('card_before', 'text', (c) => c.notNull())
    .addColumn('word_state_before', 'integer')
    .addColumn('word_state_after', 'integer')
    .execute();
  await db.schema
    .createIndex('study_review_logs_user_idx')
    .on('study_review_logs')
    .columns(['user_id', 'reviewed_at'])
    .execute();
  await db.schema
    .createIndex('study_review_logs_card_idx')
    .on('study_review_logs')
    .column('card_id')
    .execute();

  await db.schema
    .createTable('study_settings')
    .addColumn('user_id', 'text', (c) =>
      c.primaryKey().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('new_per_day', 'integer', (c) => c.notNull())
    .addColumn('reviews_per_day', 'integer', (c) => c.notNull())
    .addColumn('desired_retention', 'double precision', (c) => c.notNull())
    .addColumn('show_sentence', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('study_settings').execute();
  await db.schema.dropTable('study_review_logs').execute();
  await db.schema.dropTable('study_cards').execute();
  await db.schema.dropTable('study_decks').execute();
}
