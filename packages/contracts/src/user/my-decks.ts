/**
 * "My decks" (issue 20): `PUT /api/user/media-deck/{deckId}/status` and the user's marks. Every
 * field of the body is optional (a field left out keeps its value) but one must be given;
 * `status: null` clears the status.
 */
import { z } from 'zod';
import { deckStatusValues } from './deck-status-values';

export { deckStatusLabels, deckStatusValues, type DeckStatus } from './deck-status-values';

export const deckStatusSchema = z.enum(deckStatusValues);

export const userDeckBodySchema = z
  .object({
    status: deckStatusSchema.nullable().optional(),
    favourite: z.boolean().optional(),
    hidden: z.boolean().optional(),
  })
  .strict()
  .refine(
    (body) =>
      body.status !== undefined || body.favourite !== undefined || body.hidden !== undefined,
    { message: 'Give at least one of status, favourite, hidden' },
  )
  .meta({ id: 'UserDeckBody' });
export type UserDeckBody = z.infer<typeof userDeckBodySchema>;

export const userDeckSchema = z
  .object({
    deckId: z.number().int(),
    status: deckStatusSchema.nullable(),
    favourite: z.boolean(),
    hidden: z.boolean(),
  })
  .meta({ id: 'UserDeck' });
export type UserDeck = z.infer<typeof userDeckSchema>;
