/** `GET stats/get-global-stats` (reference §1 "/other"). */
import { z } from 'zod';

export const globalStatsDtoSchema = z
  .object({
    /** Top-level decks per media type, keyed by the enum NAME (`Anime`, `VisualNovel`, …). */
    mediaByType: z.record(z.string(), z.number().int().nonnegative()),
    /** Characters over all top-level decks. */
    totalMojis: z.number().int().nonnegative(),
    /** Top-level decks. */
    totalMedia: z.number().int().nonnegative(),
  })
  .meta({ id: 'GlobalStats' });
export type GlobalStatsDto = z.infer<typeof globalStatsDtoSchema>;
