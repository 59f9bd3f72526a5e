/**
 * Study tables (issue 20): study decks, FSRS cards, the review log and per-user study settings.
 * Times are ISO strings (`toISOString()`, so they sort as text). FSRS fields mirror `ts-fsrs`'s
 * `Card`; `state` is its State (0 New, 1 Learning, 2 Review, 3 Relearning).
 */
import type { Generated, Insertable, Selectable } from 'kysely';

/** Where a study deck's new cards came from. */
export interface StudyDeckTable {
  studyDeckId: Generated<number>;
  userId: string;
  /** 'media-deck' | 'global-frequency' | 'list'. */
  source: string;
  /** The media deck of a 'media-deck' source, else null. */
  deckId: number | null;
  /** 'chronological' | 'deck-frequency' | 'global-frequency' | 'given'. */
  wordOrder: string;
  name: string;
  createdAt: string;
}

/** One (word, reading) a user studies: at most one card per pair, whichever deck added it first. */
export interface StudyCardTable {
  cardId: Generated<number>;
  userId: string;
  studyDeckId: number;
  wordId: number;
  readingIndex: number;
  /** Order of introduction among the user's new cards (decks interleave by position). */
  position: number;
  state: number;
  due: string;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: string | null;
  createdAt: string;
}

/** One answer: the FSRS log (state after the answer) plus the card before it (for undo). */
export interface StudyReviewLogTable {
  reviewId: Generated<number>;
  userId: string;
  cardId: number;
  /** 1 Again, 2 Hard, 3 Good, 4 Easy. */
  rating: number;
  stateBefore: number;
  stateAfter: number;
  /** The card's due time, stability and difficulty after the answer. */
  due: string;
  stability: number;
  difficulty: number;
  /** Days since the previous review of the card (0 for a new card). */
  elapsedDays: number;
  scheduledDays: number;
  reviewedAt: string;
  /** How long the answer took, when the client says (ms). */
  durationMs: number | null;
  /** JSON of the card row's FSRS fields before the answer. */
  cardBefore: string;
  /** WordKnowledgeState before/after when the answer changed it (Young ↔ Mature), else null. */
  wordStateBefore: number | null;
  wordStateAfter: number | null;
}

export interface StudySettingsTable {
  userId: string;
  newPerDay: number;
  reviewsPerDay: number;
  desiredRetention: number;
  showSentence: number;
  updatedAt: string;
}

export interface StudyTables {
  studyDecks: StudyDeckTable;
  studyCards: StudyCardTable;
  studyReviewLogs: StudyReviewLogTable;
  studySettings: StudySettingsTable;
}

export type StudyDeckRow = Selectable<StudyDeckTable>;
export type StudyCardRow = Selectable<StudyCardTable>;
export type NewStudyCard = Insertable<StudyCardTable>;
export type StudyReviewLogRow = Selectable<StudyReviewLogTable>;
export type StudySettingsRow = Selectable<StudySettingsTable>;
