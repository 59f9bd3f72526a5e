/**
 * Whose known words a request uses for coverage: the ones a visitor sends in the body (word ids
 * from local storage, or exact forms), else the signed-in user's (`deps.resolveKnownWords`),
 * else none. An answer that used known words is private to the reader.
 */
import { decodePackedUint32, type KnownWordsInput } from '@goi/contracts';
import {
  coverageForDecks,
  createKnownWordSet,
  sortDeckIdsByCoverage,
  deckWordsOf,
  type DeckCoverage,
  type KnownWordSet,
} from '@goi/library';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import { readCacheOf } from '../../read-cache/read-cache';

/** A packed list the body schema has already checked (known-words-packing.ts in contracts). */
function unpack(text: string | undefined): Uint32Array {
  if (text === undefined) return new Uint32Array(0);
  const decoded = decodePackedUint32(text);
  if ('error' in decoded) throw new Error(`unchecked packed known words: ${decoded.error}`);
  return decoded.values;
}

export async function resolveKnownWords(
  deps: AppDeps,
  request: FastifyRequest,
  sent?: KnownWordsInput,
): Promise<KnownWordSet | undefined> {
  if (sent) {
    const wordIdsPacked = unpack(sent.knownWordIdsPacked);
    const formKeys = unpack(sent.knownFormsPacked);
    const count =
      sent.knownWordIds.length + sent.knownForms.length + wordIdsPacked.length + formKeys.length;
    if (count > 0)
      return createKnownWordSet({
        wordIds: [...sent.knownWordIds, ...wordIdsPacked],
        pairs: sent.knownForms,
        formKeys,
      });
  }
  return deps.resolveKnownWords?.(request);
}

export function coverageServiceOf(deps: AppDeps): NonNullable<AppDeps['coverage']> {
  return deps.coverage ?? { coverageForDecks, sortDeckIdsByCoverage, deckWords: deckWordsOf };
}

/**
 * The reader's coverage of these decks (absent: not a deck), from the reader's cache in the read
 * cache (computed once per deck, known-word set and content version).
 */
export function readerCoverage(
  deps: AppDeps,
  version: string | undefined,
  known: KnownWordSet,
  deckIds: readonly number[],
): Promise<Map<number, DeckCoverage>> {
  const service = coverageServiceOf(deps);
  return readCacheOf(deps).deckCoverage(version, known, deckIds, (missing) =>
    service.coverageForDecks(deps.db, missing, known),
  );
}
