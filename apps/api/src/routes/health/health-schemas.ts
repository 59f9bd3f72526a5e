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

/** `GET /api/ready`: every service this process needs answers (the names of those checked). */
export const readyResponseSchema = z
  .object({ status: z.literal('ready'), checks: z.array(z.string()) })
  .meta({ id: 'Ready' });
