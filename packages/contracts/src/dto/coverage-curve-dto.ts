import { z } from 'zod';

const percent = z.number().min(0).max(100);

/**
 * `GET media-deck/{id}/coverage-curve`: the reader's coverage of a deck as its most frequent
 * unknown words are learned, and how many words each goal takes. Without known words it is the
 * deck's own curve (a reader who knows nothing).
 */
export const coverageCurveDtoSchema = z
  .object({
    /** 0 for a pasted text's deck. */
    deckId: z.number().int().nonnegative(),
    /** Coverage with the reader's known words alone. */
    startCoverage: percent,
    /** Distinct words of the deck, and how many of them the reader does not know. */
    totalUniqueWords: z.number().int().nonnegative(),
    unknownWords: z.number().int().nonnegative(),
    /** The curve: coverage after learning `words` unknown words, most frequent first. */
    points: z.array(z.object({ words: z.number().int().nonnegative(), coverage: percent })),
    /** Words to learn to reach each goal (0: reached already). */
    milestones: z.array(z.object({ target: percent, words: z.number().int().nonnegative() })),
  })
  .meta({ id: 'CoverageCurve' });
export type CoverageCurveDto = z.infer<typeof coverageCurveDtoSchema>;
