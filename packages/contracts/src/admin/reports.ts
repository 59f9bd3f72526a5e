/** User reports about a deck (kept, unlike the reference's chat webhook). */
import { z } from 'zod';
import { deckRefSchema, userRefSchema } from './deck-ref';
import { adminPageQuerySchema, adminPageSchema } from './jobs';

export const reportKindValues = [
  'wrong-title',
  'wrong-metadata',
  'bad-parse',
  'missing-episodes',
  'other',
] as const;
export type ReportKind = (typeof reportKindValues)[number];
export const reportKindLabels: Record<ReportKind, string> = {
  'wrong-title': 'Wrong title',
  'wrong-metadata': 'Wrong metadata',
  'bad-parse': 'Bad parse',
  'missing-episodes': 'Missing episodes',
  other: 'Other',
};

export const reportStatusValues = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof reportStatusValues)[number];

export const reportRequestSchema = z.object({
  deckId: z.number({ error: 'Must be a deck id' }).int().positive('Must be a deck id'),
  kind: z.enum(reportKindValues, { error: `Must be one of ${reportKindValues.join(', ')}` }),
  text: z.string().trim().min(1, 'Is required').max(2000, 'Must be at most 2000 characters'),
});
export type ReportRequest = z.infer<typeof reportRequestSchema>;

export const reportCreatedSchema = z.object({ reportId: z.number().int() });

export const reportSchema = z
  .object({
    reportId: z.number().int(),
    deck: deckRefSchema.nullable(),
    kind: z.enum(reportKindValues),
    text: z.string(),
    status: z.enum(reportStatusValues),
    reportedBy: userRefSchema,
    createdAt: z.string(),
    handledBy: userRefSchema.nullable(),
    handledAt: z.string().nullable(),
  })
  .meta({ id: 'Report' });
export type Report = z.infer<typeof reportSchema>;

export const reportsQuerySchema = adminPageQuerySchema.extend({
  /** Empty: every status. */
  status: z
    .enum(reportStatusValues)
    .or(z.literal('').transform(() => undefined))
    .optional(),
});
export type ReportsQuery = z.infer<typeof reportsQuerySchema>;

export const reportsPageSchema = adminPageSchema(reportSchema);
export type ReportsPage = z.infer<typeof reportsPageSchema>;
