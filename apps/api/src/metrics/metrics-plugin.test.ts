import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import { createMetrics } from './metrics';

describe('GET /metrics', () => {
  it('reports request latency by route pattern, job runs and counts, and cache lookups', async () => {
    const metrics = createMetrics();
    metrics.watchJobCounts(() => Promise.resolve({ queued: 2, failed: 1 }));
    const testApp = await createTestApp({ services: { metrics } });
    try {
      await testApp.app.inject('/api/health');
      await testApp.app.inject('/api/health');
      await testApp.app.inject('/api/media-deck/999999/detail');
      // The read models' cache: a miss, then a hit.
      await testApp.app.inject('/api/media-deck/get-media-decks');
      await testApp.app.inject('/api/media-deck/get-media-decks');
      metrics.observeJob({
        jobId: 1,
        type: 'ingest-media',
        payload: null,
        status: 'succeeded',
        durationMs: 1500,
      });
      metrics.recordCacheLookup('deck-list', true);
      metrics.recordCacheLookup('deck-list', true);
      metrics.recordCacheLookup('deck-list', false);

      const response = await testApp.app.inject('/metrics');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const text = response.body;
      expect(text).toContain(
        'goi_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"} 2',
      );
      // The pattern, not the URL: one series for every deck id.
      expect(text).toContain('route="/api/media-deck/:id/detail",status="404"} 1');
      expect(text).not.toContain('/api/media-deck/999999');
      expect(text).toContain(
        'goi_job_duration_seconds_count{type="ingest-media",outcome="succeeded"} 1',
      );
      expect(text).toContain('goi_jobs{status="queued"} 2');
      expect(text).toContain('goi_jobs{status="failed"} 1');
      expect(text).toContain('goi_read_cache_lookups_total{cache="deck-list",result="hit"} 2');
      expect(text).toContain('goi_read_cache_lookups_total{cache="deck-list",result="miss"} 1');
      const readModels = (result: string) =>
        Number(
          new RegExp(
            `goi_read_cache_lookups_total\\{cache="read-models",result="${result}"\\} (\\d+)`,
          ).exec(text)?.[1],
        );
      expect(readModels('hit')).toBeGreaterThanOrEqual(1);
      expect(readModels('miss')).toBeGreaterThanOrEqual(1);
    } finally {
      await testApp.close();
    }
  });

  it('is not rate limited (a scraper asks every few seconds)', async () => {
    const testApp = await createTestApp({
      config: { rateLimit: { policies: { fixed: { max: 1, windowSeconds: 60, segments: 1 } } } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await testApp.app.inject('/metrics')).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
    } finally {
      await testApp.close();
    }
  });
});
