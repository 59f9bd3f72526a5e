import { z } from 'zod';
import { userRefSchema } from './deck-ref';

export const auditActions = [
  'add-deck',
  'update-deck',
  'delete-deck',
  'reparse',
  'recompute-frequencies',
  'recompute-difficulties',
  'clear-caches',
  'retry-job',
  'cancel-job',
  'resolve-report',
  'dismiss-report',
] as const;

/** One admin write, as shown on the deck's page (newest first). */
export const auditEntrySchema = z
  .object({
    auditId: z.number().int(),
    /** ISO timestamp. */
    at: z.string(),
    user: userRefSchema.nullable(),
    /** One of `auditActions` (other helpers may add actions, e.g. `fetch-metadata`). */
    action: z.string(),
    deckId: z.number().int().nullable(),
    detail: z.string(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;
