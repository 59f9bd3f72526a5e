/**
 * `GET media-deck/{id}/difficulty-profile` (issue 21): difficulty across a deck. `parts`: one
 * per sub-deck in deck order (volumes, episodes…); a deck without sub-decks has none.
 * `textParts`: the deck's own text by tenths (a novel in one file, a film's subtitles), only
 * the tenths with text; none for a parent deck or a text too short to cut.
 */
import { z } from 'zod';

export const difficultyProfileDtoSchema = z
  .object({
    deckId: z.number().int().positive(),
    parts: z.array(
      z.object({
        deckId: z.number().int().positive(),
        deckOrder: z.number().int(),
        originalTitle: z.string(),
        /** Effective difficulty 0–5 (the override when set); −1: not computed. */
        difficulty: z.number(),
        characterCount: z.number().int().nonnegative(),
      }),
    ),
    textParts: z.array(
      z.object({
        /** 1–10: the tenth of the text. */
        part: z.number().int().min(1).max(10),
        /** The part covers `fromPercent`–`toPercent` % of the text (0–10, 10–20, …). */
        fromPercent: z.number().int().min(0).max(90),
        toPercent: z.number().int().min(10).max(100),
        /** 0–5, moved with the others to the deck's level (override included); −1: not rated. */
        difficulty: z.number().min(0).max(5),
        characterCount: z.number().int().nonnegative(),
      }),
    ),
  })
  .meta({ id: 'DifficultyProfile' });
export type DifficultyProfileDto = z.infer<typeof difficultyProfileDtoSchema>;
