import { z } from 'zod';
import { mediaTypeEnum } from '../enums';
import { deckRefSchema } from './deck-ref';
import { adminJobSchema } from './jobs';

export const dashboardSchema = z.object({
  decksByType: z.array(z.object({ mediaType: mediaTypeEnum.schema, count: z.number().int() })),
  jobs: z.object({ queued: z.number().int(), running: z.number().int(), failed: z.number().int() }),
  openReports: z.number().int(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** `GET /api/admin/issues`: the reference's lists plus no cover and failed jobs. */
export const issuesSchema = z.object({
  /** Romaji title missing where it differs from the English one. */
  missingRomajiTitle: z.array(deckRefSchema),
  noLinks: z.array(deckRefSchema),
  /** Zero characters, sub-decks included. */
  zeroCharacters: z.array(deckRefSchema),
  missingReleaseDate: z.array(deckRefSchema),
  missingDescription: z.array(deckRefSchema),
  noCover: z.array(deckRefSchema),
  failedJobs: z.array(adminJobSchema),
});
export type Issues = z.infer<typeof issuesSchema>;
