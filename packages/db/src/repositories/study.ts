/**
 * Study (issue 20): study decks, FSRS cards, the review log and study settings. Every read and
 * write is scoped by `userId`, so one user's card ids never reach another's rows (404 upstream).
 * FSRS itself lives in `@goi/library` (ts-fsrs); this file only stores what it computes.
 */
import { WordKnowledgeState } from '@goi/contracts/values';
import { sql, type ExpressionBuilder } from 'kysely';
import type { DbOrTrx } from '../connection';
import type { Database } from '../schema';
import type {
  NewStudyCard,
  StudyCardRow,
  StudyDeckRow,
  StudyReviewLogRow,
  StudySettingsRow,
  StudyReviewLogTable,
} from '../schema';
import type { Insertable } from 'kysely';

export interface WordPair {
  wordId: number;
  readingIndex: number;
}

/** FSRS fields of a card (what an answer changes, and what undo restores). */
export type StudyCardMemory = Pick<
  StudyCardRow,
  | 'state'
  | 'due'
  | 'stability'
  | 'difficulty'
  | 'elapsedDays'
  | 'scheduledDays'
  | 'learningSteps'
  | 'reps'
  | 'lapses'
  | 'lastReview'
>;

const CARDS_PER_STATEMENT = 500;

/** FSRS State values the queries need (ts-fsrs: 0 New, 1 Learning, 2 Review, 3 Relearning). */
const NEW = 0;
const REVIEW = 2;

/** The card's form is not Suspended (spec §3: "don't show me this"), checked per candidate row. */
function notSuspended(eb: ExpressionBuilder<Database, 'studyCards'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('userWordStates as s')
        .select(sql<number>`1`.as('one'))
        .whereRef('s.userId', '=', 'studyCards.userId')
        .whereRef('s.wordId', '=', 'studyCards.wordId')
        .whereRef('s.readingIndex', '=', 'studyCards.readingIndex')
        .where('s.state', '=', WordKnowledgeState.Suspended),
    ),
  );
}

export async function createStudyDeck(
  db: DbOrTrx,
  deck: Omit<StudyDeckRow, 'studyDeckId'>,
): Promise<number> {
  const row = await db
    .insertInto('studyDecks')
    .values(deck)
    .returning('studyDeckId')
    .executeTakeFirstOrThrow();
  return row.studyDeckId;
}

/**
 * Adds a card per pair the user does not study yet (a word already in another study deck stays
 * there); `position` is the pair's index in `pairs`, so several decks interleave. Returns how many
 * cards were added.
 */
export async function addStudyCards(
  db: DbOrTrx,
  userId: string,
  studyDeckId: number,
  pairs: readonly WordPair[],
  memory: StudyCardMemory,
  now: string,
): Promise<number> {
  let added = 0;
  for (let start = 0; start < pairs.length; start += CARDS_PER_STATEMENT) {
    const rows: NewStudyCard[] = pairs
      .slice(start, start + CARDS_PER_STATEMENT)
      .map((pair, offset) => ({
        userId,
        studyDeckId,
        wordId: pair.wordId,
        readingIndex: pair.readingIndex,
        position: start + offset,
        ...memory,
        createdAt: now,
      }));
    const inserted = await db
      .insertInto('studyCards')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['userId', 'wordId', 'readingIndex']).doNothing())
      .returning('cardId')
      .execute();
    added += inserted.length;
  }
  return added;
}

export interface StudyDeckSummary extends StudyDeckRow {
  cards: number;
  newCards: number;
}

export async function listStudyDecks(db: DbOrTrx, userId: string): Promise<StudyDeckSummary[]> {
  const rows = await db
    .selectFrom('studyDecks as d')
    .leftJoin('studyCards as c', 'c.studyDeckId', 'd.studyDeckId')
    .selectAll('d')
    .select((eb) => [
      eb.fn.count<number>('c.cardId').as('cards'),
      eb.fn.sum<number>(eb.case().when('c.state', '=', NEW).then(1).else(0).end()).as('newCards'),
    ])
    .where('d.userId', '=', userId)
    .groupBy([
      'd.studyDeckId',
      'd.userId',
      'd.source',
      'd.deckId',
      'd.wordOrder',
      'd.name',
      'd.createdAt',
    ])
    .orderBy('d.studyDeckId')
    .execute();
  return rows.map((row) => ({
    ...row,
    cards: Number(row.cards),
    newCards: Number(row.newCards ?? 0),
  }));
}

/** Deletes the deck and its cards (with their logs); false when the user has no such deck. */
export async function deleteStudyDeck(
  db: DbOrTrx,
  userId: string,
  studyDeckId: number,
): Promise<boolean> {
  const cardIds = db
    .selectFrom('studyCards')
    .select('cardId')
    .where('studyDeckId', '=', studyDeckId)
    .where('userId', '=', userId);
  await db.deleteFrom('studyReviewLogs').where('cardId', 'in', cardIds).execute();
  await db
    .deleteFrom('studyCards')
    .where('studyDeckId', '=', studyDeckId)
    .where('userId', '=', userId)
    .execute();
  const result = await db
    .deleteFrom('studyDecks')
    .where('studyDeckId', '=', studyDeckId)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findStudyCard(
  db: DbOrTrx,
  userId: string,
  cardId: number,
): Promise<StudyCardRow | undefined> {
  return db
    .selectFrom('studyCards')
    .selectAll()
    .where('cardId', '=', cardId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** The earliest-due card among `states` due at or before `until`, Suspended forms skipped. */
export async function findDueCard(
  db: DbOrTrx,
  userId: string,
  states: readonly number[],
  until: string,
): Promise<StudyCardRow | undefined> {
  return db
    .selectFrom('studyCards')
    .selectAll()
    .where('userId', '=', userId)
    .where('state', 'in', [...states])
    .where('due', '<=', until)
    .where(notSuspended)
    .orderBy('due')
    .orderBy('cardId')
    .limit(1)
    .executeTakeFirst();
}

/** The next new card: decks interleave by position, then the older card first. */
export async function findNewCard(db: DbOrTrx, userId: string): Promise<StudyCardRow | undefined> {
  return db
    .selectFrom('studyCards')
    .selectAll()
    .where('userId', '=', userId)
    .where('state', '=', NEW)
    .where(notSuspended)
    .orderBy('position')
    .orderBy('cardId')
    .limit(1)
    .executeTakeFirst();
}

/** The earliest due time of a card that has been seen (not new), or undefined. */
export async function findEarliestDue(db: DbOrTrx, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('studyCards')
    .select((eb) => eb.fn.min<string>('due').as('due'))
    .where('userId', '=', userId)
    .where('state', '<>', NEW)
    .executeTakeFirst();
  return row?.due ?? undefined;
}

export interface StudyCounts {
  /** Learning and relearning cards due now. */
  learning: number;
  /** Review cards due now. */
  review: number;
  /** New cards not yet seen. */
  new: number;
}

/**
 * What is left to study now (Suspended forms aside): learning cards due, and review and new
 * cards up to the limits left today. One statement of three counts, each reading only the index
 * entries it needs (a capped count stops at the limit), so 20,000 cards cost what 200 do.
 */
export async function countStudyCards(
  db: DbOrTrx,
  userId: string,
  now: string,
  limits: { review: number; new: number },
): Promise<StudyCounts> {
  const matching = (states: readonly number[], due: string | undefined, cap: number) =>
    db
      .selectFrom('studyCards')
      .select('cardId')
      .where('userId', '=', userId)
      .where('state', 'in', [...states])
      .$if(due !== undefined, (qb) => qb.where('due', '<=', due!))
      .where(notSuspended)
      .limit(cap);
  const counted = (states: readonly number[], due: string | undefined, cap: number) =>
    db
      .selectFrom(matching(states, due, cap).as('m'))
      .select((eb) => eb.fn.countAll<number>().as('n'));
  const row = await db
    .selectNoFrom([
      counted([1, 3], now, 1_000_000).as('learning'),
      counted([REVIEW], now, Math.max(0, limits.review)).as('review'),
      counted([NEW], undefined, Math.max(0, limits.new)).as('new'),
    ])
    .executeTakeFirstOrThrow();
  return {
    learning: Number(row.learning ?? 0),
    review: Number(row.review ?? 0),
    new: Number(row.new ?? 0),
  };
}

/** New cards introduced and review cards answered since `since` (the start of the user's day). */
export async function countAnsweredSince(
  db: DbOrTrx,
  userId: string,
  since: string,
): Promise<{ newCards: number; reviews: number }> {
  const row = await db
    .selectFrom('studyReviewLogs')
    .select((eb) => [
      eb.fn
        .sum<number>(eb.case().when('stateBefore', '=', NEW).then(1).else(0).end())
        .as('newCards'),
      eb.fn
        .sum<number>(eb.case().when('stateBefore', '=', REVIEW).then(1).else(0).end())
        .as('reviews'),
    ])
    .where('userId', '=', userId)
    .where('reviewedAt', '>=', since)
    .executeTakeFirstOrThrow();
  return { newCards: Number(row.newCards ?? 0), reviews: Number(row.reviews ?? 0) };
}

export async function updateStudyCardMemory(
  db: DbOrTrx,
  userId: string,
  cardId: number,
  memory: StudyCardMemory,
): Promise<void> {
  await db
    .updateTable('studyCards')
    .set(memory)
    .where('cardId', '=', cardId)
    .where('userId', '=', userId)
    .execute();
}

export async function insertReviewLog(
  db: DbOrTrx,
  log: Insertable<StudyReviewLogTable>,
): Promise<number> {
  const row = await db
    .insertInto('studyReviewLogs')
    .values(log)
    .returning('reviewId')
    .executeTakeFirstOrThrow();
  return row.reviewId;
}

export async function findLastReviewLog(
  db: DbOrTrx,
  userId: string,
): Promise<StudyReviewLogRow | undefined> {
  return db
    .selectFrom('studyReviewLogs')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('reviewId', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function deleteReviewLog(
  db: DbOrTrx,
  userId: string,
  reviewId: number,
): Promise<void> {
  await db
    .deleteFrom('studyReviewLogs')
    .where('reviewId', '=', reviewId)
    .where('userId', '=', userId)
    .execute();
}

export async function findStudySettings(
  db: DbOrTrx,
  userId: string,
): Promise<StudySettingsRow | undefined> {
  return db.selectFrom('studySettings').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export async function saveStudySettings(db: DbOrTrx, settings: StudySettingsRow): Promise<void> {
  const { newPerDay, reviewsPerDay, desiredRetention, showSentence, updatedAt } = settings;
  await db
    .insertInto('studySettings')
    .values(settings)
    .onConflict((conflict) =>
      conflict
        .column('userId')
        .doUpdateSet({ newPerDay, reviewsPerDay, desiredRetention, showSentence, updatedAt }),
    )
    .execute();
}

/** Answers per UTC day since `since`: all, and those rated Again. */
export async function reviewsPerDay(
  db: DbOrTrx,
  userId: string,
  since: string,
): Promise<{ day: string; reviews: number; again: number }[]> {
  const day = sql<string>`substr(reviewed_at, 1, 10)`;
  const rows = await db
    .selectFrom('studyReviewLogs')
    .select((eb) => [
      day.as('day'),
      eb.fn.countAll<number>().as('reviews'),
      eb.fn.sum<number>(eb.case().when('rating', '=', 1).then(1).else(0).end()).as('again'),
    ])
    .where('userId', '=', userId)
    .where('reviewedAt', '>=', since)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({
    day: row.day,
    reviews: Number(row.reviews),
    again: Number(row.again ?? 0),
  }));
}

/** Review-card answers since `since`, and how many were recalled (rating above Again). */
export async function reviewRecall(
  db: DbOrTrx,
  userId: string,
  since: string,
): Promise<{ answered: number; recalled: number }> {
  const row = await db
    .selectFrom('studyReviewLogs')
    .select((eb) => [
      eb.fn.countAll<number>().as('answered'),
      eb.fn.sum<number>(eb.case().when('rating', '>', 1).then(1).else(0).end()).as('recalled'),
    ])
    .where('userId', '=', userId)
    .where('stateBefore', '=', REVIEW)
    .where('reviewedAt', '>=', since)
    .executeTakeFirstOrThrow();
  return { answered: Number(row.answered), recalled: Number(row.recalled ?? 0) };
}

/** Seen cards due per UTC day up to `until` (overdue ones count on their own day). */
export async function dueCardsPerDay(
  db: DbOrTrx,
  userId: string,
  until: string,
): Promise<{ day: string; cards: number }[]> {
  const day = sql<string>`substr(due, 1, 10)`;
  const rows = await db
    .selectFrom('studyCards')
    .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('cards')])
    .where('userId', '=', userId)
    .where('state', '<>', NEW)
    .where('due', '<', until)
    .groupBy(day)
    .orderBy(day)
    .execute();
  return rows.map((row) => ({ day: row.day, cards: Number(row.cards) }));
}

/** Cards per FSRS state, and how many review cards have an interval of `matureDays` or more. */
export async function cardsByState(
  db: DbOrTrx,
  userId: string,
  matureDays: number,
): Promise<{ state: number; cards: number; mature: number }[]> {
  const rows = await db
    .selectFrom('studyCards')
    .select((eb) => [
      'state',
      eb.fn.countAll<number>().as('cards'),
      eb.fn
        .sum<number>(eb.case().when('scheduledDays', '>=', matureDays).then(1).else(0).end())
        .as('mature'),
    ])
    .where('userId', '=', userId)
    .groupBy('state')
    .orderBy('state')
    .execute();
  return rows.map((row) => ({
    state: row.state,
    cards: Number(row.cards),
    mature: Number(row.mature ?? 0),
  }));
}

/**
 * The words of a media deck (or of its sub-decks) for a study deck, in the asked order:
 * chronological (first appearance), deck frequency (occurrences), or global form rank.
 */
export async function listDeckWordsInOrder(
  db: DbOrTrx,
  deckId: number,
  order: 'chronological' | 'deck-frequency' | 'global-frequency',
): Promise<WordPair[]> {
  let query = db
    .selectFrom('deckWords as w')
    .leftJoin('formFrequencies as f', (join) =>
      join.onRef('f.wordId', '=', 'w.wordId').onRef('f.readingIndex', '=', 'w.readingIndex'),
    )
    .select(['w.wordId', 'w.readingIndex'])
    .where('w.deckId', '=', deckId);
  if (order === 'chronological') query = query.orderBy('w.firstPosition');
  else if (order === 'deck-frequency')
    query = query.orderBy('w.occurrences', 'desc').orderBy('w.firstPosition');
  else
    query = query.orderBy(sql`coalesce(f.frequency_rank, 2147483647)`).orderBy('w.firstPosition');
  return query.execute();
}

/** The most frequent forms of the whole library, by global form rank. */
export async function listFrequentForms(db: DbOrTrx, limit: number): Promise<WordPair[]> {
  return db
    .selectFrom('formFrequencies')
    .select(['wordId', 'readingIndex'])
    .orderBy('frequencyRank')
    .orderBy('wordId')
    .orderBy('readingIndex')
    .limit(limit)
    .execute();
}

/** The pairs among `pairs` that exist in the dictionary (a pasted list may name anything). */
export async function existingForms(db: DbOrTrx, pairs: readonly WordPair[]): Promise<WordPair[]> {
  const found: WordPair[] = [];
  for (let start = 0; start < pairs.length; start += CARDS_PER_STATEMENT) {
    const chunk = pairs.slice(start, start + CARDS_PER_STATEMENT);
    const rows = await db
      .selectFrom('dictForms')
      .select(['wordId', 'readingIndex'])
      .where((eb) =>
        eb(
          eb.refTuple('wordId', 'readingIndex'),
          'in',
          chunk.map((pair) => eb.tuple(pair.wordId, pair.readingIndex)),
        ),
      )
      .execute();
    found.push(...rows);
  }
  return found;
}

/** One sentence of the deck (or its sub-decks) using the form, with the word's offset. */
export async function findSentenceInDeck(
  db: DbOrTrx,
  deckId: number,
  wordId: number,
  readingIndex: number,
): Promise<{ text: string; wordPosition: number; wordLength: number } | undefined> {
  const deckIds = db
    .selectFrom('decks')
    .select('deckId')
    .where((eb) => eb.or([eb('deckId', '=', deckId), eb('parentDeckId', '=', deckId)]));
  return db
    .selectFrom('exampleSentenceWords as w')
    .innerJoin('exampleSentences as s', 's.sentenceId', 'w.sentenceId')
    .select(['s.text', 'w.position as wordPosition', 'w.length as wordLength'])
    .where('w.wordId', '=', wordId)
    .where('w.readingIndex', '=', readingIndex)
    .where('s.deckId', 'in', deckIds)
    .orderBy('s.deckId')
    .orderBy('s.position')
    .limit(1)
    .executeTakeFirst();
}

/** The original title of a media deck, or undefined when there is no such deck. */
export async function findDeckTitleForStudy(
  db: DbOrTrx,
  deckId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('decks')
    .select('originalTitle')
    .where('deckId', '=', deckId)
    .executeTakeFirst();
  return row?.originalTitle;
}

/** The media deck a study deck came from (null for other sources); undefined: no such deck. */
export async function findStudyDeckSource(
  db: DbOrTrx,
  userId: string,
  studyDeckId: number,
): Promise<{ deckId: number | null } | undefined> {
  return db
    .selectFrom('studyDecks')
    .select('deckId')
    .where('studyDeckId', '=', studyDeckId)
    .where('userId', '=', userId)
    .executeTakeFirst();
}
