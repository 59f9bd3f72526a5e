/**
 * How an answer moves the word's knowledge state (spec §3: 0 Unknown, 1 Young, 2 Mature,
 * 3 Suspended). A card whose interval reaches 21 days makes the word Mature; a lapse (a review
 * card answered Again) makes it Young again; the first answer of a new card makes an Unknown word
 * Young. Suspended is the user's choice and study never overrides it.
 */
import { WordKnowledgeState } from '@goi/contracts/values';
import type { StudyCardMemory } from '@goi/db';
import { CardState, type StudyRating } from './scheduler';

/** The interval (days) from which a card's word counts as Mature, as in Anki. */
export const MATURE_INTERVAL_DAYS = 21;

/** The word's new state after the answer, or undefined when it does not change. */
export function wordStateAfterAnswer(
  current: number,
  stateBefore: number,
  rating: StudyRating,
  after: StudyCardMemory,
): number | undefined {
  if (current === WordKnowledgeState.Suspended) return undefined;
  let next = current;
  if (after.state === CardState.Review && after.scheduledDays >= MATURE_INTERVAL_DAYS)
    next = WordKnowledgeState.Mature;
  else if (stateBefore === CardState.Review && rating === 1) next = WordKnowledgeState.Young;
  else if (current === WordKnowledgeState.Unknown) next = WordKnowledgeState.Young;
  return next === current ? undefined : next;
}
