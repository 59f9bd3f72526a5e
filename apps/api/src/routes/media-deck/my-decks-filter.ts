/**
 * The media list's per-user filters (issue 20): `mine`, `deckStatus` and `favourite` keep only
 * the signed-in reader's marked decks; without them, a reader who hid decks does not see those.
 * Visitors have no decks of their own: asking for them is 401.
 */
import type { DeckListQuery, UserDecksService } from '@goi/library';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../errors/http-error';

export interface MyDecksQuery {
  mine?: '1' | 'true';
  deckStatus?: string;
  favourite?: '1' | 'true';
}

export async function myDecksFilter(
  request: FastifyRequest,
  query: MyDecksQuery,
  userDecks: Pick<UserDecksService, 'hasHidden'>,
): Promise<Pick<DeckListQuery, 'mine' | 'hiddenFor'>> {
  const asked =
    query.mine !== undefined || query.deckStatus !== undefined || query.favourite !== undefined;
  const user = await request.getUser();
  if (!user) {
    if (asked) throw new HttpError(401, 'Sign in to see your decks (mine, deckStatus, favourite)');
    return {};
  }
  if (asked)
    return {
      mine: {
        userId: user.id,
        ...(query.deckStatus !== undefined ? { status: query.deckStatus } : {}),
        ...(query.favourite !== undefined ? { favourite: true } : {}),
      },
    };
  return (await userDecks.hasHidden(user.id)) ? { hiddenFor: user.id } : {};
}
