/**
 * Study with FSRS (issue 20): the wire shapes of `/api/study/*`. Card states are ts-fsrs's
 * (0 New, 1 Learning, 2 Review, 3 Relearning); ratings are FSRS grades (1 Again … 4 Easy).
 */
import { z } from 'zod';

/** Most cards one study deck may add (a long novel has ~20,000 distinct words). */
export const STUDY_DECK_MAX_WORDS = 20_000;
export const STUDY_NEW_PER_DAY_MAX = 9999;
export const STUDY_REVIEWS_PER_DAY_MAX = 99_999;

export const studySourceSchema = z.enum(['media-deck', 'global-frequency', 'list']);
export const studyWordOrderSchema = z.enum(['chronological', 'deck-frequency', 'global-frequency']);

const wordPairSchema = z.object({
  wordId: z.number().int().positive(),
  readingIndex: z.number().int().min(0).max(255),
});

export const createStudyDeckSchema = z
  .object({
    source: studySourceSchema,
    deckId: z.number().int().positive().optional(),
    order: studyWordOrderSchema.optional(),
    /** The pasted list's words, in study order (source "list"). */
    words: z.array(wordPairSchema).min(1).max(STUDY_DECK_MAX_WORDS).optional(),
    /** How many of the most frequent words (source "global-frequency"; default 1000). */
    limit: z.number().int().min(1).max(STUDY_DECK_MAX_WORDS).optional(),
    name: z.string().trim().min(1).max(100).optional(),
  })
  .superRefine((body, context) => {
    if (body.source === 'media-deck' && body.deckId === undefined)
      context.addIssue({ code: 'custom', path: ['deckId'], message: 'A media deck needs deckId' });
    if (body.source === 'list' && body.words === undefined)
      context.addIssue({ code: 'custom', path: ['words'], message: 'A list needs words' });
  });
export type CreateStudyDeck = z.infer<typeof createStudyDeckSchema>;

export const studyDeckSchema = z.object({
  studyDeckId: z.number().int(),
  source: studySourceSchema,
  deckId: z.number().int().nullable(),
  order: z.string(),
  name: z.string(),
  createdAt: z.string(),
  cards: z.number().int(),
  newCards: z.number().int(),
});
export type StudyDeckDto = z.infer<typeof studyDeckSchema>;

export const createdStudyDeckSchema = z.object({
  studyDeck: studyDeckSchema,
  /** Cards added (words already studied in another deck, known or suspended are skipped). */
  added: z.number().int(),
  skipped: z.number().int(),
});
export type CreatedStudyDeck = z.infer<typeof createdStudyDeckSchema>;

export const studyCardSchema = z.object({
  cardId: z.number().int(),
  studyDeckId: z.number().int(),
  wordId: z.number().int(),
  readingIndex: z.number().int(),
  state: z.number().int().min(0).max(3),
  due: z.string(),
  reps: z.number().int(),
  lapses: z.number().int(),
  scheduledDays: z.number().int(),
});
export type StudyCardDto = z.infer<typeof studyCardSchema>;

export const studySentenceSchema = z.object({
  text: z.string(),
  wordPosition: z.number().int(),
  wordLength: z.number().int(),
});

export const studyCountsSchema = z.object({
  learning: z.number().int(),
  review: z.number().int(),
  new: z.number().int(),
});

export const studyNextSchema = z.object({
  card: studyCardSchema.nullable(),
  /** A sentence from the media deck the card came from (when the user wants one). */
  sentence: studySentenceSchema.nullable(),
  /** When the card would be due after each rating, "1".."4". */
  intervals: z.record(z.string(), z.string()).nullable(),
  /** What is left to study today, within the daily limits. */
  remaining: studyCountsSchema,
  /** With no card: when the next seen card is due (null when none is). */
  nextDue: z.string().nullable(),
  answeredToday: z.number().int(),
});
export type StudyNext = z.infer<typeof studyNextSchema>;

export const studyReviewBodySchema = z.object({
  cardId: z.number().int().positive(),
  rating: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  /** How long the answer took (ms), for the review log. */
  durationMs: z.number().int().min(0).max(86_400_000).optional(),
});
export type StudyReviewBody = z.infer<typeof studyReviewBodySchema>;

export const studyReviewResultSchema = z.object({
  card: studyCardSchema,
  /** The word's knowledge state after the answer (0 Unknown … 3 Suspended). */
  wordState: z.number().int().min(0).max(3),
});

export const studyUndoResultSchema = z.object({ card: studyCardSchema });

export const studySettingsSchema = z.object({
  newPerDay: z.number().int().min(0).max(STUDY_NEW_PER_DAY_MAX),
  reviewsPerDay: z.number().int().min(0).max(STUDY_REVIEWS_PER_DAY_MAX),
  desiredRetention: z.number().min(0.7).max(0.99),
  showSentence: z.boolean(),
});
export type StudySettings = z.infer<typeof studySettingsSchema>;

export const studyStatsSchema = z.object({
  /** The last 30 UTC days, oldest first, zeros included. */
  reviewsPerDay: z.array(
    z.object({ day: z.string(), reviews: z.number().int(), again: z.number().int() }),
  ),
  /** Review cards recalled (not Again) over the last 30 days; null without any. */
  retention: z.number().nullable(),
  reviewAnswers: z.number().int(),
  /** Seen cards due on each of the next 30 UTC days (overdue ones today), zeros included. */
  forecast: z.array(z.object({ day: z.string(), cards: z.number().int() })),
  cardsByState: z.object({
    new: z.number().int(),
    learning: z.number().int(),
    young: z.number().int(),
    mature: z.number().int(),
    relearning: z.number().int(),
  }),
});
export type StudyStats = z.infer<typeof studyStatsSchema>;
