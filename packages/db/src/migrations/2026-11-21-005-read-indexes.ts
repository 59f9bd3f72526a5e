import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and import no application code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Indexes the public read queries need (found with bench/api.ts and EXPLAIN on 5,000 decks /
 * 10M deck words). The deck list's sort keys are expressions, so the indexes hold the very
 * expressions `decks-read.ts` sorts by (both dialects match an index expression to the query's
 * text): the page is then read in order from the index and stops after offset + 50 rows,
 * instead of reading and sorting every deck of the type (SQLite: 0.5–1.6 ms → 0.1 ms).
 */
const effectiveDifficulty = sql`(case when difficulty_override > -1 then difficulty_override else difficulty end)`;
const titleKey = sql`(lower(coalesce(romaji_title, original_title)))`;

export async function up(db: AnyDb): Promise<void> {
  // get-media-decks?sortBy=difficulty[&mediaType=N]
  await sql`create index decks_type_difficulty_idx on decks (media_type, parent_deck_id, ${effectiveDifficulty}, ${titleKey}, deck_id)`.execute(
    db,
  );
  await sql`create index decks_difficulty_idx on decks (parent_deck_id, ${effectiveDifficulty}, ${titleKey}, deck_id)`.execute(
    db,
  );
  // get-media-decks (the default title order) [&mediaType=N]
  await sql`create index decks_type_title_idx on decks (media_type, parent_deck_id, ${titleKey}, deck_id)`.execute(
    db,
  );
  await sql`create index decks_title_idx on decks (parent_deck_id, ${titleKey}, deck_id)`.execute(
    db,
  );
  // {id}/vocabulary?sortBy=globalFreq joins every deck word to its rank: answered from the index
  // alone instead of the index and then the table row (SQLite: 3.2 → 1.5 ms for 2,000 words).
  await db.schema
    .createIndex('form_frequencies_form_rank_idx')
    .on('form_frequencies')
    .columns(['word_id', 'reading_index', 'frequency_rank'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of [
    'form_frequencies_form_rank_idx',
    'decks_title_idx',
    'decks_type_title_idx',
    'decks_difficulty_idx',
    'decks_type_difficulty_idx',
  ])
    await db.schema.dropIndex(name).execute();
}
