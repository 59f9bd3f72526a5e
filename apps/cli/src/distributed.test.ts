import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { distributedSettings, jobUserId, parseRole } from './distributed';

const secret = 'x'.repeat(40);
const config = (env: Record<string, string>) => loadConfig({ GOI_DATA_DIR: '/tmp/goi', ...env });

describe('the distributed mode from the configuration', () => {
  it('is off without REDIS_URL: the embedded default, with --role all only', () => {
    expect(distributedSettings(config({}), 'all')).toBeUndefined();
    expect(() => distributedSettings(config({}), 'web')).toThrow(/--role web .* needs REDIS_URL/);
    expect(() => distributedSettings(config({}), 'worker')).toThrow(/REDIS_URL and DATABASE_URL/);
  });

  it('refuses a half configuration, naming the variable', () => {
    expect(() => distributedSettings(config({ REDIS_URL: 'redis://r:6379' }), 'web')).toThrow(
      /needs DATABASE_URL/,
    );
    expect(() =>
      distributedSettings(
        config({ REDIS_URL: 'redis://r:6379', DATABASE_URL: 'postgres://p/goi' }),
        'web',
      ),
    ).toThrow(/JWT_SECRET is required/);
  });

  it('gives the Redis URL and key prefix when complete', () => {
    const env = {
      REDIS_URL: 'redis://r:6379',
      DATABASE_URL: 'postgres://p/goi',
      JWT_SECRET: secret,
    };
    expect(distributedSettings(config(env), 'worker')).toEqual({
      redisUrl: 'redis://r:6379',
      keyPrefix: 'goi',
    });
    expect(
      distributedSettings(config({ ...env, REDIS_KEY_PREFIX: 'staging' }), 'all')?.keyPrefix,
    ).toBe('staging');
    expect(() => config({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX/);
    expect(() => config({ JOB_LEASE_SECONDS: '1' })).toThrow(/JOB_LEASE_SECONDS/);
  });

  it('reads --role and the user of a job', () => {
    expect(parseRole('worker')).toBe('worker');
    expect(() => parseRole('api')).toThrow('--role must be one of all, web, worker, got "api"');
    expect(jobUserId({ userId: 'u1', deckId: 3 })).toBe('u1');
    expect(jobUserId({ deckId: 3 })).toBeUndefined();
    expect(jobUserId(null)).toBeUndefined();
  });
});
