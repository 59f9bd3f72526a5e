/**
 * FSRS through `ts-fsrs` (never our own formulas): converts a stored card's memory (ISO times) to
 * a ts-fsrs `Card`, answers it, and previews the next interval of each rating. Pure: the time is
 * always given. Fuzz is off, so the same answers at the same times give the same schedule.
 */
import { createEmptyCard, fsrs, type Card, type FSRS } from 'ts-fsrs';
import type { StudyCardMemory } from '@goi/db';

/** ts-fsrs State values, as stored in `study_cards.state`. */
export const CardState = { New: 0, Learning: 1, Review: 2, Relearning: 3 } as const;

export type StudyRating = 1 | 2 | 3 | 4;

const schedulers = new Map<number, FSRS>();

/** One scheduler per desired retention (they are stateless once built). */
export function schedulerFor(desiredRetention: number): FSRS {
  let scheduler = schedulers.get(desiredRetention);
  if (!scheduler) {
    scheduler = fsrs({ request_retention: desiredRetention, enable_fuzz: false });
    schedulers.set(desiredRetention, scheduler);
  }
  return scheduler;
}

export function memoryFromCard(card: Card): StudyCardMemory {
  return {
    state: card.state,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}

export function cardFromMemory(memory: StudyCardMemory): Card {
  return {
    state: memory.state,
    due: new Date(memory.due),
    stability: memory.stability,
    difficulty: memory.difficulty,
    elapsed_days: memory.elapsedDays,
    scheduled_days: memory.scheduledDays,
    learning_steps: memory.learningSteps,
    reps: memory.reps,
    lapses: memory.lapses,
    ...(memory.lastReview ? { last_review: new Date(memory.lastReview) } : {}),
  };
}

/** A card never answered, due at once. */
export function newCardMemory(now: Date): StudyCardMemory {
  return memoryFromCard(createEmptyCard(now));
}

export interface Answer {
  memory: StudyCardMemory;
  /** Days since the previous review (ts-fsrs's log; 0 for a new card). */
  elapsedDays: number;
}

export function answerCard(
  memory: StudyCardMemory,
  rating: StudyRating,
  now: Date,
  desiredRetention: number,
): Answer {
  const { card, log } = schedulerFor(desiredRetention).next(cardFromMemory(memory), now, rating);
  return { memory: memoryFromCard(card), elapsedDays: log.elapsed_days };
}

/** When the card would be due after each rating (what the answer buttons show). */
export function previewDue(
  memory: StudyCardMemory,
  now: Date,
  desiredRetention: number,
): Record<StudyRating, string> {
  const preview = schedulerFor(desiredRetention).repeat(cardFromMemory(memory), now);
  return {
    1: preview[1].card.due.toISOString(),
    2: preview[2].card.due.toISOString(),
    3: preview[3].card.due.toISOString(),
    4: preview[4].card.due.toISOString(),
  };
}
