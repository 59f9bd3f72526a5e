import { testRedisUrl, uniqueRedisPrefix } from '@goi/db/testing';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisReadVersions, type VersionSource } from './redis-read-versions';
import { redisVersionPublisher } from './version-channel';

/** A database stand-in that counts its reads and whose versions the test moves. */
function countingSource() {
  const state = { content: 1, known: new Map<string, number>(), reads: 0 };
  const source: VersionSource = {
    content: () => Promise.resolve(String((state.reads++, state.content))),
    knownWords: (userId) => Promise.resolve(String((state.reads++, state.known.get(userId) ?? 0))),
  };
  return { state, source };
}

async function until(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const publisherConnection = new Redis(testRedisUrl());
afterAll(() => publisherConnection.disconnect());

describe('createRedisReadVersions', () => {
  it('keeps the versions in memory until a message on the channel says they moved', async () => {
    const keyPrefix = uniqueRedisPrefix();
    const { state, source } = countingSource();
    const versions = createRedisReadVersions({
      subscriber: new Redis(testRedisUrl()),
      keyPrefix,
      source,
    });
    const publisher = redisVersionPublisher(publisherConnection, keyPrefix);
    try {
      await versions.ready;
      expect(await versions.content()).toBe('1');
      expect(await versions.content()).toBe('1');
      expect(await versions.knownWords('u1')).toBe('0');
      expect(await versions.knownWords('u1')).toBe('0');
      expect(state.reads).toBe(2);

      // Another process added a deck and published.
      state.content = 2;
      await publisher.contentChanged();
      await until(async () => (await versions.content()) === '2');

      // One user's known words moved: only theirs is read again.
      state.known.set('u1', 5);
      state.known.set('u2', 7);
      expect(await versions.knownWords('u2')).toBe('7');
      state.known.set('u2', 8);
      await publisher.knownWordsChanged('u1');
      await until(async () => (await versions.knownWords('u1')) === '5');
      expect(await versions.knownWords('u2')).toBe('7');
    } finally {
      await versions.close();
    }
  });

  it('ignores messages of other installations and malformed ones', async () => {
    const { state, source } = countingSource();
    const keyPrefix = uniqueRedisPrefix();
    const versions = createRedisReadVersions({
      subscriber: new Redis(testRedisUrl()),
      keyPrefix,
      source,
    });
    try {
      await versions.ready;
      expect(await versions.content()).toBe('1');
      state.content = 2;
      await redisVersionPublisher(publisherConnection, uniqueRedisPrefix()).contentChanged();
      await publisherConnection.publish(`${keyPrefix}:versions`, 'not json');
      await publisherConnection.publish(`${keyPrefix}:versions`, '{"kind":"everything"}');
      // A message after them proves they were delivered (and ignored) first.
      await redisVersionPublisher(publisherConnection, keyPrefix).knownWordsChanged('u9');
      await until(async () => {
        const before = state.reads;
        await versions.knownWords('u9');
        return state.reads > before;
      });
      expect(await versions.content()).toBe('1');
    } finally {
      await versions.close();
    }
  });

  it('reads a version again once it is older than maxAgeMs, even without a message', async () => {
    const { state, source } = countingSource();
    let now = 0;
    const versions = createRedisReadVersions({
      subscriber: new Redis(testRedisUrl()),
      keyPrefix: uniqueRedisPrefix(),
      source,
      maxAgeMs: 1000,
      now: () => now,
    });
    try {
      await versions.ready;
      expect(await versions.content()).toBe('1');
      state.content = 3;
      now = 999;
      expect(await versions.content()).toBe('1');
      now = 1000;
      expect(await versions.content()).toBe('3');
    } finally {
      await versions.close();
    }
  });
});
