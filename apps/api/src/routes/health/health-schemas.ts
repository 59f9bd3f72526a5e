import { z } from 'zod';

/** `GET /api/health`: the API answers and so does its database. */
export const healthResponseSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    database: z.enum(['sqlite', 'postgres']),
  })
  .meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
