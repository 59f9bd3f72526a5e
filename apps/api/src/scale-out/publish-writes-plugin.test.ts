import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/support/test-app';
import type { VersionPublisher } from './version-channel';

describe('publishing writes to the other processes', () => {
  it('publishes after a successful write, not after reads or refused writes', async () => {
    const published: string[] = [];
    const publisher: VersionPublisher = {
      contentChanged: () => Promise.resolve(void published.push('content')),
      knownWordsChanged: (userId) => Promise.resolve(void published.push(`known:${userId}`)),
    };
    const testApp = await createTestApp({
      services: { versionPublisher: publisher },
      routes: (app, _context, done) => {
        app.post('/test/write', { config: { rateLimitPolicy: 'none' } }, () => ({ ok: true }));
        done();
      },
    });
    try {
      await testApp.app.inject('/api/health');
      expect(published).toEqual([]);
      // Refused (wrong password): nothing was written.
      const refused = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usernameOrEmail: 'nobody', password: 'wrong password' },
      });
      expect(refused.statusCode).toBe(401);
      expect(published).toEqual([]);
      const written = await testApp.app.inject({ method: 'POST', url: '/test/write' });
      expect(written.statusCode).toBe(200);
      await new Promise((resolve) => setImmediate(resolve));
      expect(published).toEqual(['content']);
    } finally {
      await testApp.close();
    }
  });
});
