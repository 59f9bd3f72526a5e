/**
 * The rate-limit counter of the distributed mode: the same sliding window in segments as
 * `InMemoryRateLimitCounter` (rate-limit-counter.ts), kept in Redis so every API process counts
 * into one total per client. One Lua script per hit keeps it atomic: the client's slices are a
 * hash (slice index → hits) that expires with the window; slices that left the window are
 * deleted, the live ones summed, and the hit counted only when allowed (a refused request does
 * not extend the lock-out, as in memory).
 */
import type { Redis } from 'ioredis';
import type { HitResult, RateLimitCounter, WindowPolicy } from './rate-limit-counter';

// KEYS[1] the client's hash; ARGV: current slice index, segments, max, window ms.
// Returns { allowed (0/1), hits before this one, oldest live slice index }.
const HIT_SCRIPT = `
local current = tonumber(ARGV[1])
local segments = tonumber(ARGV[2])
local max = tonumber(ARGV[3])
local fields = redis.call('HGETALL', KEYS[1])
local used = 0
local oldest = current
for i = 1, #fields, 2 do
  local index = tonumber(fields[i])
  if index <= current - segments then
    redis.call('HDEL', KEYS[1], fields[i])
  else
    used = used + tonumber(fields[i + 1])
    if index < oldest then oldest = index end
  end
end
local allowed = 0
if used < max then
  allowed = 1
  redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
  redis.call('PEXPIRE', KEYS[1], ARGV[4])
end
return { allowed, used, oldest }
`;

type HitCommand = (
  key: string,
  current: number,
  segments: number,
  max: number,
  windowMs: number,
) => Promise<[number, number, number]>;

export class RedisRateLimitCounter implements RateLimitCounter {
  private readonly hitCommand: HitCommand;

  constructor(
    redis: Redis,
    /** Prefix of the counters' keys (`<prefix>:rate:<client>|<policy>`). */
    private readonly keyPrefix: string,
    private readonly now: () => number = Date.now,
  ) {
    // defineCommand sends the script by its SHA (EVALSHA) and loads it on first use.
    redis.defineCommand('goiRateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    const command = (redis as unknown as Record<string, HitCommand>).goiRateLimitHit!;
    this.hitCommand = command.bind(redis);
  }

  async hit(key: string, policy: WindowPolicy): Promise<HitResult> {
    const now = this.now();
    const segmentMs = policy.windowMs / policy.segments;
    const currentIndex = Math.floor(now / segmentMs);
    const [allowed, used, oldestIndex] = await this.hitCommand(
      `${this.keyPrefix}:rate:${key}`,
      currentIndex,
      policy.segments,
      policy.max,
      Math.ceil(policy.windowMs),
    );
    return {
      allowed: allowed === 1,
      current: used + 1,
      retryAfterMs: Math.max(0, (oldestIndex + policy.segments) * segmentMs - now),
    };
  }
}
