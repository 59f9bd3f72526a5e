import { globalStatsDtoSchema } from '@goi/contracts';
import { describeEachDialect } from '@goi/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertFixtureLibrary } from '../../../test/support/read-api-fixture';

describeEachDialect('GET /api/stats/get-global-stats', (database) => {
  let testApp: TestApp;
  beforeAll(async () => {
    await insertFixtureLibrary(database().db);
    testApp = await createTestApp({ database: database() });
  });
  afterAll(() => testApp.close());

  it('counts top-level decks by media type name and their characters', async () => {
    const response = await testApp.app.inject('/api/stats/get-global-stats');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(globalStatsDtoSchema.parse(response.json())).toEqual({
      mediaByType: {
        Anime: 1,
        Drama: 0,
        Movie: 0,
        Novel: 2,
        NonFiction: 0,
        VideoGame: 0,
        VisualNovel: 1,
        WebNovel: 0,
        Manga: 0,
      },
      // 5,000 + 200,000 + 90,000 + 1,000,000: volumes are inside their parent already.
      totalMojis: 1_295_000,
      totalMedia: 4,
    });
  });
});

describe('the read API in the OpenAPI document', () => {
  it('lists every read endpoint', async () => {
    const testApp = await createTestApp();
    try {
      const document = (await testApp.app.inject('/api/docs/json')).json<{
        paths: Record<string, unknown>;
      }>();
      const paths = Object.keys(document.paths);
      for (const path of [
        '/api/media-deck/get-media-decks',
        '/api/media-deck/get-media-decks-with-coverage',
        '/api/media-deck/get-media-decks-id',
        '/api/media-deck/get-media-decks-by-type/{mediaType}',
        '/api/media-deck/{id}/detail',
        '/api/media-deck/{id}/vocabulary',
        '/api/media-deck/{id}/vocabulary-count-frequency',
        '/api/media-deck/media-update-log',
        '/api/media-deck/decks-count',
        '/api/media-deck/by-link-id/{linkType}/{id}',
        '/api/media-deck/parse-custom-deck',
        '/api/vocabulary/{wordId}/{readingIndex}',
        '/api/vocabulary/parse',
        '/api/vocabulary/{wordId}/{readingIndex}/random-example-sentences',
        '/api/stats/get-global-stats',
      ])
        expect(paths).toContain(path);
    } finally {
      await testApp.close();
    }
  });
});
