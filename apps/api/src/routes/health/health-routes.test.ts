import { describeEachDialect } from '@goi/db/testing';
import { createTestDatabase } from '@goi/db/testing';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/support/test-app';
import { healthResponseSchema } from './health-schemas';

describe('GET /api/health on an in-memory SQLite database', () => {
  it('reports ok, the version and the dialect', async () => {
    const testApp = await createTestApp({ config: { version: '1.2.3' } });
    try {
      const response = await testApp.app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', version: '1.2.3', database: 'sqlite' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await testApp.close();
    }
  });

  it('answers 503 with a generic body when the database does not answer', async () => {
    const database = await createTestDatabase('sqlite');
    await database.drop();
    const testApp = await createTestApp({ database });
    try {
      const response = await testApp.app.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ statusCode: 503, message: 'Service Unavailable' });
      const logged = testApp.logs.find(
        (line) => line.msg === 'health: the database does not answer',
      );
      expect(logged?.err).toBeDefined();
    } finally {
      await testApp.close();
    }
  });
});

describeEachDialect('GET /api/health', (database) => {
  it('checks the database of the dialect', async () => {
    const testApp = await createTestApp({ database: database() });
    try {
      const response = await testApp.app.inject('/api/health');
      expect(response.statusCode).toBe(200);
      const body = healthResponseSchema.parse(response.json());
      expect(body.database).toBe(database().dialect);
    } finally {
      await testApp.close();
    }
  });
});
