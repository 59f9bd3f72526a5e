import { z } from 'zod';
import { deckRefSchema, userRefSchema } from './deck-ref';

export const jobStatusValues = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;
export type AdminJobStatus = (typeof jobStatusValues)[number];

export const adminJobSchema = z
  .object({
    jobId: z.number().int(),
    /** `ingest-media`, `reparse-decks`, `recompute-frequencies`, `recompute-difficulties`, … */
    type: z.string(),
    status: z.enum(jobStatusValues),
    /** 0–100. */
    progress: z.number().min(0).max(100),
    step: z.string(),
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    error: z.string().nullable(),
    deck: deckRefSchema.nullable(),
    queuedBy: userRefSchema.nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    finishedAt: z.string().nullable(),
    /** For an ingest: the deck it created (link it once succeeded). */
    resultDeckId: z.number().int().nullable(),
  })
  .meta({ id: 'AdminJob' });
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminPageQuerySchema = z.object({
  offset: z.coerce.number({ error: 'Must be a number' }).int().min(0, 'Must be ≥ 0').default(0),
  limit: z.coerce
    .number({ error: 'Must be a number' })
    .int()
    .min(1, 'Must be ≥ 1')
    .max(100, 'Must be ≤ 100')
    .default(25),
});

export const jobsQuerySchema = adminPageQuerySchema.extend({
  status: z
    .enum(jobStatusValues)
    .or(z.literal('').transform(() => undefined))
    .optional(),
  type: z.string().max(100).optional(),
});
export type JobsQuery = z.infer<typeof jobsQuerySchema>;

/** The admin lists' envelope: `{ data, totalItems, offset, limit }`. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    totalItems: z.number().int(),
    offset: z.number().int(),
    limit: z.number().int(),
  });
}

export const jobsPageSchema = adminPageSchema(adminJobSchema);
export type JobsPage = z.infer<typeof jobsPageSchema>;
