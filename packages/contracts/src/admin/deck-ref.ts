import { z } from 'zod';
import { mediaTypeEnum } from '../enums';

/** How admin answers name a deck (duplicates, issues, jobs, reports). */
export const deckRefSchema = z
  .object({
    deckId: z.number().int(),
    originalTitle: z.string(),
    romajiTitle: z.string().nullable(),
    englishTitle: z.string().nullable(),
    mediaType: mediaTypeEnum.schema,
  })
  .meta({ id: 'DeckRef' });
export type DeckRef = z.infer<typeof deckRefSchema>;

/** Who did something (queued a job, reported, resolved). */
export const userRefSchema = z
  .object({ userId: z.string(), userName: z.string() })
  .meta({ id: 'UserRef' });
export type UserRef = z.infer<typeof userRefSchema>;
