/**
 * The process's Prometheus metrics (prom-client), served at `/metrics` (metrics-plugin.ts) and,
 * in a worker process, by worker-metrics-server.ts. One registry per app rather than
 * prom-client's global one, so tests (and the embedded process) can build several apps.
 *
 * - `goi_http_request_duration_seconds{method,route,status}`: latency by route pattern
 *   (`/api/media-deck/:id/detail`, never the raw URL, so the label set stays small).
 * - `goi_job_duration_seconds{type,outcome}`: how long each job run took and how it ended.
 * - `goi_jobs{status}`: the jobs table by status (read from the database when scraped).
 * - `goi_read_cache_lookups_total{cache,result}`: hits and misses of the read caches; the hit
 *   ratio is `hit / (hit + miss)`. The read models' cache is read from its own counters when
 *   scraped (`watchCache`); another cache can report each lookup (`recordCacheLookup`).
 * - with `processMetrics` (a real process, not a test app): prom-client's CPU, memory,
 *   event-loop lag and GC metrics, prefixed `goi_`.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { JobOutcomeReport } from '@goi/library';

export interface Metrics {
  registry: Registry;
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  observeJob(outcome: JobOutcomeReport): void;
  /** The counter hook for read caches: one call per lookup. */
  recordCacheLookup(cache: string, hit: boolean): void;
  /** Reports the jobs table by status when scraped (a process that can read it). */
  watchJobCounts(count: () => Promise<Record<string, number>>): void;
  /** Reports a cache that counts its own hits and misses (the read models'), when scraped. */
  watchCache(cache: string, stats: () => { hits: number; misses: number }): void;
}

export function createMetrics(options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'goi_' });
  const requests = new Histogram({
    name: 'goi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const jobs = new Histogram({
    name: 'goi_job_duration_seconds',
    help: 'Time of one job run, by type and outcome (succeeded, failed, released)',
    labelNames: ['type', 'outcome'],
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  const recorded = new Map<string, { hits: number; misses: number }>();
  const watched = new Map<string, () => { hits: number; misses: number }>();
  new Counter({
    name: 'goi_read_cache_lookups_total',
    help: 'Lookups in the read caches, by cache and result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
    collect() {
      this.reset();
      const all = [...recorded].concat([...watched].map(([name, stats]) => [name, stats()]));
      for (const [cache, { hits, misses }] of all) {
        this.inc({ cache, result: 'hit' }, hits);
        this.inc({ cache, result: 'miss' }, misses);
      }
    },
  });
  let jobCounts: (() => Promise<Record<string, number>>) | undefined;
  new Gauge({
    name: 'goi_jobs',
    help: 'Jobs in the jobs table, by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      if (!jobCounts) return;
      this.reset();
      for (const [status, count] of Object.entries(await jobCounts())) this.set({ status }, count);
    },
  });
  return {
    registry,
    observeRequest: ({ method, route, status }, seconds) =>
      requests.observe({ method, route, status: String(status) }, seconds),
    observeJob: ({ type, status, durationMs }) =>
      jobs.observe({ type, outcome: status }, durationMs / 1000),
    recordCacheLookup: (cache, hit) => {
      let counts = recorded.get(cache);
      if (!counts) recorded.set(cache, (counts = { hits: 0, misses: 0 }));
      if (hit) counts.hits += 1;
      else counts.misses += 1;
    },
    watchCache: (cache, stats) => {
      watched.set(cache, stats);
    },
    watchJobCounts: (count) => {
      jobCounts = count;
    },
  };
}
