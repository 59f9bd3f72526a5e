/**
 * Issue 15's "no stale page" on the word page: a deck added through the admin API counts in a
 * word's usage as soon as its job has run, and stops counting once it is deleted. The fixture
 * dictionary gives 猫 its real entry, so the test parser maps 猫 to it.
 */
import { describeEachDialect } from '@goi/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertFixtureLibrary, NEKO } from '../../../test/support/read-api-fixture';
import {
  characterParser,
  createAdminTestApp,
  multipartForm,
  runQueuedJobs,
  type AdminTestContext,
} from '../../../test/support/admin-test-support';

const parser = characterParser((character) =>
  character === '猫' ? NEKO : character.codePointAt(0)!,
);

describeEachDialect('admin API and the word page', (database) => {
  let context: AdminTestContext;
  beforeAll(async () => {
    await insertFixtureLibrary(database().db);
    context = await createAdminTestApp(database(), {}, parser);
  }, 60_000);
  afterAll(() => context.close());

  const usage = async () => {
    const response = await context.testApp.app.inject(`/api/vocabulary/${NEKO}/0`);
    expect(response.statusCode).toBe(200);
    const { mainReading } = response.json<{
      mainReading: { usedInMediaAmount: number; usedInMediaAmountByType: Record<string, number> };
    }>();
    return {
      total: mainReading.usedInMediaAmount,
      novels: mainReading.usedInMediaAmountByType['4'] ?? 0,
    };
  };
  const asAdmin = (method: 'POST' | 'DELETE' | 'GET', url: string, body = {}) =>
    context.testApp.app.inject({
      method,
      url,
      ...body,
      headers: {
        authorization: `Bearer ${context.adminToken}`,
        ...(body as { headers?: object }).headers,
      },
    });

  it('counts an added deck in the word’s usage at once, and a deleted one no more', async () => {
    const before = await usage();
    const added = await asAdmin(
      'POST',
      '/api/admin/add-deck',
      multipartForm([
        ['mediaType', '4'],
        ['originalTitle', '猫の本'],
        ['file', { name: 'neko.txt', bytes: '猫が好き。猫と寝る。' }],
      ]),
    );
    expect(added.statusCode, added.body).toBe(202);
    await runQueuedJobs(context.db, parser);
    const job = (
      await asAdmin('GET', `/api/admin/jobs/${added.json<{ jobId: number }>().jobId}`)
    ).json<{ status: string; resultDeckId: number }>();
    expect(job.status).toBe('succeeded');
    expect(await usage()).toEqual({ total: before.total + 1, novels: before.novels + 1 });

    const deleted = await asAdmin('DELETE', `/api/admin/deck/${job.resultDeckId}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await runQueuedJobs(context.db, parser);
    expect(await usage()).toEqual(before);
  });
});
