import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/test-app';

describe('GET /api/ready', () => {
  it('answers ready, naming the services it checked', async () => {
    let pinged = 0;
    const testApp = await createTestApp({
      services: { readinessChecks: { redis: () => Promise.resolve(void (pinged += 1)) } },
    });
    try {
      const response = await testApp.app.inject('/api/ready');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ready', checks: ['database', 'redis'] });
      expect(pinged).toBe(1);
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 when a service does not answer, and logs which', async () => {
    const testApp = await createTestApp({
      services: {
        readinessChecks: { redis: () => Promise.reject(new Error('connect ECONNREFUSED')) },
      },
    });
    try {
      const response = await testApp.app.inject('/api/ready');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ statusCode: 503, message: 'Service Unavailable' });
      const logged = testApp.logs.find((line) => line.msg === 'ready: redis does not answer');
      expect(logged?.service).toBe('redis');
    } finally {
      await testApp.close();
    }
  });

  it('is not rate limited (a load balancer probes it every few seconds)', async () => {
    const testApp = await createTestApp({
      config: { rateLimit: { policies: { fixed: { max: 1, windowSeconds: 60, segments: 1 } } } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await testApp.app.inject('/api/ready')).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      expect((await testApp.app.inject('/api/health')).statusCode).toBe(200);
      expect((await testApp.app.inject('/api/health')).statusCode).toBe(429);
    } finally {
      await testApp.close();
    }
  });
});
