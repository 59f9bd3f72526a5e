/**
 * Whose known words a request uses for coverage: the ones a visitor sends in the body (word ids
 * from local storage, or exact forms), else the signed-in user's (`deps.resolveKnownWords`),
 * else none. An answer that used known words is private to the reader.
 */
import type { KnownWordsInput } from '@goi/contracts';
import {
  coverageForDecks,
  createKnownWordSet,
  sortDeckIdsByCoverage,
  type KnownWordSet,
} from '@goi/library';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';

export async function resolveKnownWords(
  deps: AppDeps,
  request: FastifyRequest,
  sent?: KnownWordsInput,
): Promise<KnownWordSet | undefined> {
  if (sent && (sent.knownWordIds.length > 0 || sent.knownForms.length > 0))
    return createKnownWordSet({ wordIds: sent.knownWordIds, pairs: sent.knownForms });
  return deps.resolveKnownWords?.(request);
}

export function coverageServiceOf(deps: AppDeps): NonNullable<AppDeps['coverage']> {
  return deps.coverage ?? { coverageForDecks, sortDeckIdsByCoverage };
}
