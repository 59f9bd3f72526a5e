/**
 * Study use cases (issue 20): make study decks, pick the next card within the daily limits,
 * answer it through ts-fsrs (logging the answer and moving the word's state), undo the last
 * answer, settings and statistics. The clock is injected so tests can walk through a week.
 * Every lookup is scoped by the user: another user's card is "not found".
 */
import type {
  CreateStudyDeck,
  CreatedStudyDeck,
  StudyCardDto,
  StudyDeckDto,
  StudyNext,
  StudySettings,
  StudyStats,
} from '@goi/contracts';
import { STUDY_DECK_MAX_WORDS } from '@goi/contracts';
import {
  addStudyCards,
  cardsByState,
  countAnsweredSince,
  countStudyCards,
  createStudyDeck,
  deleteReviewLog,
  deleteStudyDeck,
  dueCardsPerDay,
  existingForms,
  findDeckTitleForStudy,
  findDueCard,
  findEarliestDue,
  findLastReviewLog,
  findNewCard,
  findSentenceInDeck,
  findStudyCard,
  findStudyDeckSource,
  findStudySettings,
  insertReviewLog,
  listDeckWordsInOrder,
  listFrequentForms,
  listStudyDecks,
  reviewRecall,
  reviewsPerDay,
  saveStudySettings,
  updateStudyCardMemory,
  type Db,
  type DbOrTrx,
  type StudyCardMemory,
  type StudyCardRow,
  type StudyDeckSummary,
  type WordPair,
} from '@goi/db';
import { AccountError } from '../accounts/account-error';
import { CardState, answerCard, newCardMemory, previewDue, type StudyRating } from './scheduler';
import { addDays, startOfUtcDay, utcDays } from './study-day';
import { listWordStates, saveWordStates, studiedFormRows, wordStateOf } from './study-word-states';
import { MATURE_INTERVAL_DAYS, wordStateAfterAnswer } from './word-state-rule';

export const DEFAULT_STUDY_SETTINGS: StudySettings = {
  newPerDay: 20,
  reviewsPerDay: 200,
  desiredRetention: 0.9,
  showSentence: true,
};

/** Default size of a study deck made from the global frequency list. */
export const GLOBAL_FREQUENCY_DEFAULT_WORDS = 1000;

/** Learning cards due this soon are shown early when nothing else is left (Anki's learn-ahead). */
const LEARN_AHEAD_MS = 20 * 60_000;

const STATS_DAYS = 30;

export interface StudyServiceDeps {
  db: Db;
  /** The current time (tests pass a fixed clock). */
  now?: () => Date;
}

function deckDto(deck: StudyDeckSummary): StudyDeckDto {
  return {
    studyDeckId: deck.studyDeckId,
    source: deck.source as StudyDeckDto['source'],
    deckId: deck.deckId,
    order: deck.wordOrder,
    name: deck.name,
    createdAt: deck.createdAt,
    cards: deck.cards,
    newCards: deck.newCards,
  };
}

function cardDto(card: StudyCardRow): StudyCardDto {
  return {
    cardId: card.cardId,
    studyDeckId: card.studyDeckId,
    wordId: card.wordId,
    readingIndex: card.readingIndex,
    state: card.state,
    due: card.due,
    reps: card.reps,
    lapses: card.lapses,
    scheduledDays: card.scheduledDays,
  };
}

const pairKey = (pair: WordPair) => `${pair.wordId}:${pair.readingIndex}`;

function memoryOf(card: StudyCardRow): StudyCardMemory {
  const { state, due, stability, difficulty, elapsedDays, scheduledDays } = card;
  const { learningSteps, reps, lapses, lastReview } = card;
  return {
    state,
    due,
    stability,
    difficulty,
    elapsedDays,
    scheduledDays,
    learningSteps,
    reps,
    lapses,
    lastReview,
  };
}

export function createStudyService({ db, now = () => new Date() }: StudyServiceDeps) {
  async function settingsOf(trx: DbOrTrx, userId: string): Promise<StudySettings> {
    const row = await findStudySettings(trx, userId);
    if (!row) return DEFAULT_STUDY_SETTINGS;
    return {
      newPerDay: row.newPerDay,
      reviewsPerDay: row.reviewsPerDay,
      desiredRetention: row.desiredRetention,
      showSentence: row.showSentence === 1,
    };
  }

  async function ownCard(trx: DbOrTrx, userId: string, cardId: number): Promise<StudyCardRow> {
    const card = await findStudyCard(trx, userId, cardId);
    if (!card) throw new AccountError('not-found', 'No such card');
    return card;
  }

  async function wordsOfSource(
    input: CreateStudyDeck,
  ): Promise<{ name: string; words: WordPair[] }> {
    if (input.source === 'media-deck') {
      const title = await findDeckTitleForStudy(db, input.deckId!);
      if (title === undefined) throw new AccountError('not-found', 'No such media deck');
      const order = input.order ?? 'chronological';
      return {
        name: input.name ?? title,
        words: await listDeckWordsInOrder(db, input.deckId!, order),
      };
    }
    if (input.source === 'global-frequency') {
      const limit = input.limit ?? GLOBAL_FREQUENCY_DEFAULT_WORDS;
      return {
        name: input.name ?? 'Most frequent words',
        words: await listFrequentForms(db, limit),
      };
    }
    const given = input.words ?? [];
    const found = new Set((await existingForms(db, given)).map(pairKey));
    const unknown = given.filter((pair) => !found.has(pairKey(pair)));
    if (unknown.length > 0)
      throw new AccountError('invalid', `${unknown.length} word(s) are not in the dictionary`, {
        words: unknown.slice(0, 10).map((pair) => `${pair.wordId}/${pair.readingIndex}`),
      });
    return { name: input.name ?? 'My list', words: given };
  }

  return {
    settings: (userId: string) => settingsOf(db, userId),

    async saveSettings(userId: string, settings: StudySettings): Promise<StudySettings> {
      await saveStudySettings(db, {
        userId,
        newPerDay: settings.newPerDay,
        reviewsPerDay: settings.reviewsPerDay,
        desiredRetention: settings.desiredRetention,
        showSentence: settings.showSentence ? 1 : 0,
        updatedAt: now().toISOString(),
      });
      return settings;
    },

    async listDecks(userId: string): Promise<StudyDeckDto[]> {
      return (await listStudyDecks(db, userId)).map(deckDto);
    },

    async deleteDeck(userId: string, studyDeckId: number): Promise<void> {
      const deleted = await db
        .transaction()
        .execute((trx) => deleteStudyDeck(trx, userId, studyDeckId));
      if (!deleted) throw new AccountError('not-found', 'No such study deck');
    },

    /** The source's words the user does not know yet become new cards, in one transaction. */
    async createDeck(userId: string, input: CreateStudyDeck): Promise<CreatedStudyDeck> {
      const { name, words } = await wordsOfSource(input);
      const at = now();
      return db.transaction().execute(async (trx) => {
        const known = new Set((await listWordStates(trx, userId)).map(pairKey));
        const unique = new Map<string, WordPair>();
        for (const pair of words) if (!known.has(pairKey(pair))) unique.set(pairKey(pair), pair);
        const fresh = [...unique.values()].slice(0, STUDY_DECK_MAX_WORDS);
        const studyDeckId = await createStudyDeck(trx, {
          userId,
          source: input.source,
          deckId: input.source === 'media-deck' ? input.deckId! : null,
          wordOrder: input.source === 'list' ? 'given' : (input.order ?? 'chronological'),
          name,
          createdAt: at.toISOString(),
        });
        const added = await addStudyCards(
          trx,
          userId,
          studyDeckId,
          fresh,
          newCardMemory(at),
          at.toISOString(),
        );
        const deck = (await listStudyDecks(trx, userId)).find(
          (candidate) => candidate.studyDeckId === studyDeckId,
        )!;
        return { studyDeck: deckDto(deck), added, skipped: words.length - added };
      });
    },

    /**
     * Learning cards due now first, then due reviews (within the daily review limit), then new
     * cards (within the daily new-card limit), then learning cards due within 20 minutes.
     */
    async next(userId: string): Promise<StudyNext> {
      const at = now();
      const iso = at.toISOString();
      const settings = await settingsOf(db, userId);
      const answered = await countAnsweredSince(db, userId, startOfUtcDay(at).toISOString());
      const reviewsLeft = Math.max(0, settings.reviewsPerDay - answered.reviews);
      const newLeft = Math.max(0, settings.newPerDay - answered.newCards);
      const learning = [CardState.Learning, CardState.Relearning];
      const card =
        (await findDueCard(db, userId, learning, iso)) ??
        (reviewsLeft > 0 ? await findDueCard(db, userId, [CardState.Review], iso) : undefined) ??
        (newLeft > 0 ? await findNewCard(db, userId) : undefined) ??
        (await findDueCard(
          db,
          userId,
          learning,
          new Date(at.getTime() + LEARN_AHEAD_MS).toISOString(),
        ));
      const remaining = await countStudyCards(db, userId, iso, {
        review: reviewsLeft,
        new: newLeft,
      });
      const answeredToday = answered.newCards + answered.reviews;
      if (!card) {
        return {
          card: null,
          sentence: null,
          intervals: null,
          remaining,
          nextDue: (await findEarliestDue(db, userId)) ?? null,
          answeredToday,
        };
      }
      let sentence: StudyNext['sentence'] = null;
      if (settings.showSentence) {
        const deckId = (await findStudyDeckSource(db, userId, card.studyDeckId))?.deckId;
        if (deckId)
          sentence = (await findSentenceInDeck(db, deckId, card.wordId, card.readingIndex)) ?? null;
      }
      return {
        card: cardDto(card),
        sentence,
        intervals: previewDue(memoryOf(card), at, settings.desiredRetention),
        remaining,
        nextDue: null,
        answeredToday,
      };
    },

    /** Answers the card; the card, the log line and the word's state change in one transaction. */
    async review(
      userId: string,
      cardId: number,
      rating: StudyRating,
      durationMs?: number,
    ): Promise<{ card: StudyCardDto; wordState: number }> {
      const at = now();
      return db.transaction().execute(async (trx) => {
        const card = await ownCard(trx, userId, cardId);
        const settings = await settingsOf(trx, userId);
        const before = memoryOf(card);
        const { memory, elapsedDays } = answerCard(before, rating, at, settings.desiredRetention);
        const wordBefore = await wordStateOf(trx, userId, card);
        const wordAfter = wordStateAfterAnswer(wordBefore, before.state, rating, memory);
        if (wordAfter !== undefined)
          await saveWordStates(
            trx,
            userId,
            await studiedFormRows(trx, userId, pairOf(card), wordAfter),
            at.toISOString(),
          );
        await updateStudyCardMemory(trx, userId, cardId, memory);
        await insertReviewLog(trx, {
          userId,
          cardId,
          rating,
          stateBefore: before.state,
          stateAfter: memory.state,
          due: memory.due,
          stability: memory.stability,
          difficulty: memory.difficulty,
          elapsedDays,
          scheduledDays: memory.scheduledDays,
          reviewedAt: at.toISOString(),
          durationMs: durationMs ?? null,
          cardBefore: JSON.stringify(before),
          wordStateBefore: wordAfter === undefined ? null : wordBefore,
          wordStateAfter: wordAfter ?? null,
        });
        return { card: cardDto({ ...card, ...memory }), wordState: wordAfter ?? wordBefore };
      });
    },

    /** Takes back the user's last answer: the card (and the word's state) as they were before. */
    async undo(userId: string): Promise<{ card: StudyCardDto }> {
      return db.transaction().execute(async (trx) => {
        const log = await findLastReviewLog(trx, userId);
        if (!log) throw new AccountError('not-found', 'Nothing to undo');
        const card = await ownCard(trx, userId, log.cardId);
        const before = JSON.parse(log.cardBefore) as StudyCardMemory;
        await updateStudyCardMemory(trx, userId, card.cardId, before);
        if (log.wordStateBefore !== null)
          await saveWordStates(
            trx,
            userId,
            await studiedFormRows(trx, userId, pairOf(card), log.wordStateBefore),
            now().toISOString(),
          );
        await deleteReviewLog(trx, userId, log.reviewId);
        return { card: cardDto({ ...card, ...before }) };
      });
    },

    async stats(userId: string): Promise<StudyStats> {
      const today = startOfUtcDay(now());
      const since = addDays(today, -(STATS_DAYS - 1));
      const perDay = new Map(
        (await reviewsPerDay(db, userId, since.toISOString())).map((row) => [row.day, row]),
      );
      const recall = await reviewRecall(db, userId, since.toISOString());
      const todayKey = today.toISOString().slice(0, 10);
      const due = new Map<string, number>();
      for (const row of await dueCardsPerDay(
        db,
        userId,
        addDays(today, STATS_DAYS).toISOString(),
      )) {
        const day = row.day < todayKey ? todayKey : row.day;
        due.set(day, (due.get(day) ?? 0) + row.cards);
      }
      const states = await cardsByState(db, userId, MATURE_INTERVAL_DAYS);
      const ofState = (state: number) => states.find((row) => row.state === state);
      const review = ofState(CardState.Review);
      return {
        reviewsPerDay: utcDays(since, STATS_DAYS).map((day) => ({
          day,
          reviews: perDay.get(day)?.reviews ?? 0,
          again: perDay.get(day)?.again ?? 0,
        })),
        retention: recall.answered === 0 ? null : recall.recalled / recall.answered,
        reviewAnswers: recall.answered,
        forecast: utcDays(today, STATS_DAYS).map((day) => ({ day, cards: due.get(day) ?? 0 })),
        cardsByState: {
          new: ofState(CardState.New)?.cards ?? 0,
          learning: ofState(CardState.Learning)?.cards ?? 0,
          young: (review?.cards ?? 0) - (review?.mature ?? 0),
          mature: review?.mature ?? 0,
          relearning: ofState(CardState.Relearning)?.cards ?? 0,
        },
      };
    },
  };
}

function pairOf(card: WordPair): WordPair {
  return { wordId: card.wordId, readingIndex: card.readingIndex };
}

export type StudyService = ReturnType<typeof createStudyService>;
