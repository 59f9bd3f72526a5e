/**
 * Word knowledge states set by hand (issue 20): one form, or a media deck's words in bulk. The
 * state is the spec's enum (§3): 0 Unknown, 1 Young, 2 Mature, 3 Suspended.
 */
import { z } from 'zod';
import { vocabularySortByValues } from '../dto-values';
import { wordKnowledgeStateEnum } from '../enums';

export const wordStateBodySchema = z
  .object({ state: wordKnowledgeStateEnum.schema })
  .strict()
  .meta({ id: 'WordStateBody' });
export type WordStateBody = z.infer<typeof wordStateBodySchema>;

const formStateSchema = z.object({
  wordId: z.number().int(),
  readingIndex: z.number().int(),
  state: wordKnowledgeStateEnum.schema,
});

/** The forms the call set (a kanji form brings its kana form) and how many changed state. */
export const wordStateResultSchema = z
  .object({ changed: z.number().int(), forms: z.array(formStateSchema) })
  .meta({ id: 'WordStateResult' });
export type WordStateResult = z.infer<typeof wordStateResultSchema>;

/** The largest deck-wide count: more than any deck's distinct words. */
export const DECK_WORD_STATES_MAX_COUNT = 1_000_000;

export const deckWordStatesBodySchema = z
  .object({
    state: wordKnowledgeStateEnum.schema,
    /** The first `count` words of the deck in `order`; default: every word. */
    count: z.number().int().min(1).max(DECK_WORD_STATES_MAX_COUNT).optional(),
    /** `deckFreq` (default): most used in the deck first; `globalFreq`; `chrono`. */
    order: z.enum(vocabularySortByValues).optional(),
  })
  .strict()
  .meta({ id: 'DeckWordStatesBody' });
export type DeckWordStatesBody = z.infer<typeof deckWordStatesBodySchema>;

export const deckWordStatesResultSchema = z
  .object({
    /** Deck words chosen. */
    words: z.number().int(),
    /** Forms written (with kana forms; Suspended forms left out). */
    forms: z.number().int(),
    /** Of those, forms whose state changed. */
    changed: z.number().int(),
  })
  .meta({ id: 'DeckWordStatesResult' });
export type DeckWordStatesResult = z.infer<typeof deckWordStatesResultSchema>;

/** Every stored state of the user as `[wordId, readingIndex, state]` (Unknown forms absent). */
export const userWordStatesSchema = z
  .array(z.tuple([z.number().int(), z.number().int(), wordKnowledgeStateEnum.schema]))
  .meta({ id: 'UserWordStates' });
export type UserWordStates = z.infer<typeof userWordStatesSchema>;
