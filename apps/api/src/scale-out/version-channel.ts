/**
 * The Redis channel on which processes tell each other that what the read caches are keyed by has
 * moved: the library's content (a deck added, reparsed, ranks recomputed) or one user's known
 * words. Messages are small JSON: `{"kind":"content"}` or `{"kind":"knownWords","userId":"…"}`.
 * A message only says "read the version again": the versions themselves stay in the database,
 * so a lost message costs staleness until the next one (or the safety refresh), never a wrong
 * version.
 */
import type { Redis } from 'ioredis';
import { z } from 'zod';

export const versionMessageSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('content') }),
  z.object({ kind: z.literal('knownWords'), userId: z.string().min(1) }),
]);
export type VersionMessage = z.infer<typeof versionMessageSchema>;

/** One channel per installation (the key prefix), so test runs sharing a Redis stay apart. */
export function versionChannel(keyPrefix: string): string {
  return `${keyPrefix}:versions`;
}

/** Tells every process that versions moved (after the write's transaction committed). */
export interface VersionPublisher {
  contentChanged(): Promise<void>;
  knownWordsChanged(userId: string): Promise<void>;
}

export function redisVersionPublisher(redis: Redis, keyPrefix: string): VersionPublisher {
  const channel = versionChannel(keyPrefix);
  const publish = async (message: VersionMessage) => {
    await redis.publish(channel, JSON.stringify(message));
  };
  return {
    contentChanged: () => publish({ kind: 'content' }),
    knownWordsChanged: (userId) => publish({ kind: 'knownWords', userId }),
  };
}
