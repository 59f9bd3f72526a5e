import { z } from 'zod';

/** The JSON body of every API error: `{ statusCode, message, errors? }`; `errors` names bad fields. */
export const errorBodySchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
