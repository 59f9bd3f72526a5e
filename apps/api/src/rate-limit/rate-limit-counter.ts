/**
 * Counting requests per client in a sliding window split into segments (the reference's
 * "download" limiter: 5 per 60 s in 10 segments). A fixed window is the one-segment case.
 *
 * The window is cut into `segments` slices of `windowMs / segments`, aligned on the clock. A hit
 * is allowed when the slices still inside the window hold fewer than `max` hits; a slice leaves
 * the window as a whole, which frees its hits at once. Rejected requests are not counted, so a
 * client that keeps retrying is not locked out for longer.
 */

export interface WindowPolicy {
  max: number;
  windowMs: number;
  segments: number;
}

export interface HitResult {
  allowed: boolean;
  /** This request's position in the window: at most `max` when allowed, `max + 1` when not. */
  current: number;
  /** Until the oldest counted slice leaves the window, which frees at least one request. */
  retryAfterMs: number;
}

/**
 * Where hits are counted. The in-memory counter below serves one process; a shared one (Redis,
 * for the distributed mode) implements the same contract so that every process sees one total.
 */
export interface RateLimitCounter {
  hit(key: string, policy: WindowPolicy): HitResult | Promise<HitResult>;
}

interface Slice {
  index: number;
  count: number;
}

interface Entry {
  slices: Slice[];
  segmentMs: number;
  segments: number;
}

export class InMemoryRateLimitCounter implements RateLimitCounter {
  private readonly entries = new Map<string, Entry>();
  private lastSweep: number;

  constructor(
    private readonly now: () => number = Date.now,
    /** How often idle clients are forgotten; memory then holds only the last interval's clients. */
    private readonly sweepIntervalMs = 60_000,
  ) {
    this.lastSweep = now();
  }

  hit(key: string, policy: WindowPolicy): HitResult {
    const now = this.now();
    this.sweep(now);
    const segmentMs = policy.windowMs / policy.segments;
    const currentIndex = Math.floor(now / segmentMs);
    const live = (this.entries.get(key)?.slices ?? []).filter(
      (slice) => slice.index > currentIndex - policy.segments,
    );
    const used = live.reduce((sum, slice) => sum + slice.count, 0);
    const allowed = used < policy.max;
    if (allowed) {
      const last = live.at(-1);
      if (last?.index === currentIndex) last.count += 1;
      else live.push({ index: currentIndex, count: 1 });
    }
    if (live.length > 0)
      this.entries.set(key, { slices: live, segmentMs, segments: policy.segments });
    else this.entries.delete(key);
    const oldestIndex = live[0]?.index ?? currentIndex;
    return {
      allowed,
      current: used + 1,
      retryAfterMs: Math.max(0, (oldestIndex + policy.segments) * segmentMs - now),
    };
  }

  /** Number of clients currently remembered (for tests and metrics). */
  get size(): number {
    return this.entries.size;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.sweepIntervalMs) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) {
      const last = entry.slices.at(-1);
      const currentIndex = Math.floor(now / entry.segmentMs);
      if (!last || last.index <= currentIndex - entry.segments) this.entries.delete(key);
    }
  }
}
