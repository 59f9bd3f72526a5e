import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** WordKnowledgeState.Mature of the spec (§3), frozen here like the rest of the migration. */
const MATURE = 2;

/**
 * Word knowledge states per (word, reading): 1 Young, 2 Mature, 3 Suspended; no row means
 * Unknown (0), so the table holds only what a user has marked. It replaces `user_known_words`:
 * every form a user knew becomes Mature, the same (word, reading) pairs, so coverage right after
 * the migration is what it was before (imports had already written every sibling reading they
 * meant, e.g. 食べる's たべる; no pair is added or lost).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_word_states')
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_word_states_pk', ['user_id', 'word_id', 'reading_index'])
    .addCheckConstraint('user_word_states_state_check', sql`state in (1, 2, 3)`)
    .execute();
  await sql`
    insert into user_word_states (user_id, word_id, reading_index, state, updated_at)
    select user_id, word_id, reading_index, ${MATURE}, learned_at from user_known_words
  `.execute(db);
  await db.schema.dropTable('user_known_words').execute();
}

/** Back to known words: Mature and Young forms were the ones a user knew; Suspended is lost. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_known_words')
    .addColumn('user_id', 'text', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('word_id', 'integer', (c) => c.notNull())
    .addColumn('reading_index', 'integer', (c) => c.notNull())
    .addColumn('known_state', 'integer', (c) => c.notNull().defaultTo(MATURE))
    .addColumn('learned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_known_words_pk', ['user_id', 'word_id', 'reading_index'])
    .execute();
  await sql`
    insert into user_known_words (user_id, word_id, reading_index, known_state, learned_at)
    select user_id, word_id, reading_index, ${MATURE}, updated_at from user_word_states
    where state in (1, 2)
  `.execute(db);
  await db.schema.dropTable('user_word_states').execute();
}
