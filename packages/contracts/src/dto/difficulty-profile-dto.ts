/**
 * `GET media-deck/{id}/difficulty-profile` (issue 21): difficulty across a deck, one part per
 * sub-deck in deck order (volumes, episodes…); a deck without sub-decks has no parts.
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
  })
  .meta({ id: 'DifficultyProfile' });
export type DifficultyProfileDto = z.infer<typeof difficultyProfileDtoSchema>;
