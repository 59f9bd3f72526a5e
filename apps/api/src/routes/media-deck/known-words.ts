/**
 * Whose known words a request uses for coverage: the ones a visitor sends in the body (word ids
 * from local storage, or exact forms), else the signed-in user's, else none. An answer that used
 * known words is private to the reader.
 */
import { decodePackedUint32, type KnownWordsInput } from '@goi/contracts';
import { createKnownWordSet, type Reader } from '@goi/library';
import type { FastifyRequest } from 'fastify';

/** A packed list the body schema has already checked (known-words-packing.ts in contracts). */
function unpack(text: string | undefined): Uint32Array {
  if (text === undefined) return new Uint32Array(0);
  const decoded = decodePackedUint32(text);
  if ('error' in decoded) throw new Error(`unchecked packed known words: ${decoded.error}`);
  return decoded.values;
}

export async function readerOf(
  request: FastifyRequest,
  sent?: KnownWordsInput,
): Promise<Reader | undefined> {
  if (sent) {
    const wordIdsPacked = unpack(sent.knownWordIdsPacked);
    const formKeys = unpack(sent.knownFormsPacked);
    const count =
      sent.knownWordIds.length + sent.knownForms.length + wordIdsPacked.length + formKeys.length;
    if (count > 0)
      return {
        known: createKnownWordSet({
          wordIds: [...sent.knownWordIds, ...wordIdsPacked],
          pairs: sent.knownForms,
          formKeys,
        }),
      };
  }
  const user = await request.getUser();
  return user ? { userId: user.id } : undefined;
}
