/**
 * `ReadVersions` for the distributed mode (the shared contract of
 * packages/library/src/read-models/read-versions.ts): the content version and each user's
 * known-words version are kept in memory, so a read does not ask the database for them, and are
 * dropped when a message on the Redis version channel (version-channel.ts) says they moved; the
 * next read fetches them again from the database-backed source. Every process subscribes, so a
 * deck added through one process is seen by all within the message's delivery (milliseconds).
 *
 * Safety nets: what is kept is also dropped after `maxAgeMs` (a writer that does not publish, e.g.
 * `goi add-media --wait` on an operator's machine), and everything is dropped when the subscriber
 * reconnects (messages sent while it was away are lost). A read that started before a drop does
 * not store its (maybe older) answer after it.
 */
import type { Redis } from 'ioredis';
import { versionChannel, versionMessageSchema } from './version-channel';

/** Same shape as `ReadVersions` in @goi/library's read models. */
export interface VersionSource {
  content(): Promise<string>;
  knownWords(userId: string): Promise<string>;
}

export interface RedisReadVersionsOptions {
  /** A connection of its own: a subscribed ioredis connection can do nothing else. */
  subscriber: Redis;
  keyPrefix: string;
  /** Where the versions are read when not kept (the database). */
  source: VersionSource;
  /** Longest a kept version is trusted without a message; default 10 s. */
  maxAgeMs?: number;
  /** Most users whose known-words version is kept (oldest dropped first); default 10,000. */
  maxUsers?: number;
  now?: () => number;
}

interface Kept {
  value: Promise<string>;
  at: number;
}

export interface RedisReadVersions extends VersionSource {
  /** Resolves once subscribed (messages are received from then on). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function createRedisReadVersions(options: RedisReadVersionsOptions): RedisReadVersions {
  const { subscriber, source } = options;
  const maxAgeMs = options.maxAgeMs ?? 10_000;
  const maxUsers = options.maxUsers ?? 10_000;
  const now = options.now ?? Date.now;
  const channel = versionChannel(options.keyPrefix);
  let content: Kept | undefined;
  const users = new Map<string, Kept>();
  // Moved by every drop: an answer fetched under an older generation is not kept.
  let generation = 0;

  const fresh = (kept: Kept | undefined) => kept !== undefined && now() - kept.at < maxAgeMs;

  function fetch(
    read: () => Promise<string>,
    keep: (kept: Kept) => void,
    forget: (kept: Kept) => void,
  ) {
    const kept: Kept = { value: read(), at: now() };
    keep(kept);
    const started = generation;
    // A failed read is not kept (the next call tries again), nor one a drop overtook.
    kept.value.then(
      () => started === generation || forget(kept),
      () => forget(kept),
    );
    return kept.value;
  }

  function dropAll(): void {
    generation += 1;
    content = undefined;
    users.clear();
  }

  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let parsed;
    try {
      parsed = versionMessageSchema.safeParse(JSON.parse(text));
    } catch {
      return;
    }
    if (!parsed.success) return;
    generation += 1;
    if (parsed.data.kind === 'content') content = undefined;
    else users.delete(parsed.data.userId);
  });
  // Messages published while the connection was down are lost: forget everything.
  subscriber.on('ready', dropAll);
  const ready = subscriber.subscribe(channel).then(() => undefined);

  return {
    ready,
    content() {
      if (fresh(content)) return content!.value;
      return fetch(
        () => source.content(),
        (kept) => (content = kept),
        (kept) => {
          if (content === kept) content = undefined;
        },
      );
    },
    knownWords(userId) {
      const kept = users.get(userId);
      if (fresh(kept)) {
        // Least recently used last, so the first key is the one to drop.
        users.delete(userId);
        users.set(userId, kept!);
        return kept!.value;
      }
      return fetch(
        () => source.knownWords(userId),
        (entry) => {
          users.set(userId, entry);
          if (users.size > maxUsers) users.delete(users.keys().next().value!);
        },
        (entry) => {
          if (users.get(userId) === entry) users.delete(userId);
        },
      );
    },
    async close() {
      await subscriber.unsubscribe(channel).catch(() => undefined);
      subscriber.disconnect();
    },
  };
}
