import {
  DeckDownloadType,
  DeckFormat,
  DeckOrder,
  type DeckDownloadRequestInput,
} from '@goi/contracts';
import { upsertWordStates } from '@goi/db';
import { describeEachDialect } from '@goi/db/testing';
import { createMemoryMailer } from '@goi/library';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { bearer, login, registerAndConfirm } from '../../../test/support/auth-test-support';
import {
  insertDownloadFixture,
  type DownloadFixture,
} from '../../../test/support/download-fixture';

const { Full, TopDeckFrequency } = DeckDownloadType;

describeEachDialect('POST /api/media-deck/:id/download with onlyState (issue 20)', (database) => {
  let testApp: TestApp;
  let fixture: DownloadFixture;
  let alice: string;
  let bob: string;

  beforeAll(async () => {
    fixture = await insertDownloadFixture(database().db);
    const mailer = createMemoryMailer();
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
      services: { mailer },
    });
    const aliceId = (await registerAndConfirm(testApp, mailer, 'alice')).userId;
    await registerAndConfirm(testApp, mailer, 'bob');
    alice = (await login(testApp, 'alice')).accessToken;
    bob = (await login(testApp, 'bob')).accessToken;
    // 猫 Young, 食べる Mature (its kana form たべる left Unknown), ちょっと Suspended.
    await upsertWordStates(
      database().db,
      aliceId,
      [
        { wordId: 3000, readingIndex: 0, state: 1 },
        { wordId: 1358280, readingIndex: 0, state: 2 },
        { wordId: 2000, readingIndex: 0, state: 3 },
      ],
      '2026-01-01T00:00:00.000Z',
    );
  });
  afterAll(() => testApp.close());

  const download = (body: Partial<DeckDownloadRequestInput>, token?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/api/media-deck/${fixture.novelId}/download`,
      headers: token ? bearer(token) : {},
      payload: { format: DeckFormat.Txt, order: DeckOrder.Chronological, ...body },
    });
  const words = async (body: Partial<DeckDownloadRequestInput>, token?: string) => {
    const response = await download(body, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.body.split('\n').filter(Boolean);
  };

  it("keeps only the reader's Young or Unknown forms", async () => {
    expect(await words({ downloadType: Full }, alice)).toHaveLength(7);
    expect(await words({ downloadType: Full, onlyState: 'young' }, alice)).toEqual(['猫']);
    expect(await words({ downloadType: Full, onlyState: 'unknown' }, alice)).toEqual([
      '日',
      'コーヒー',
      '走る',
      'たべる',
    ]);
    // The state filter comes before the range: the two most used Unknown words.
    expect(
      await words(
        { downloadType: TopDeckFrequency, minFrequency: 0, maxFrequency: 2, onlyState: 'unknown' },
        alice,
      ),
    ).toEqual(['日', 'コーヒー']);
    expect(await words({ downloadType: Full, onlyState: 'young' }, bob)).toEqual([]);
    expect(await words({ downloadType: Full, onlyState: 'unknown' }, bob)).toHaveLength(7);
  });

  it("uses a visitor's known ids for Unknown and refuses Young and bad values", async () => {
    expect(
      await words({ downloadType: Full, onlyState: 'unknown', knownWordIds: [3000, 1358280] }),
    ).toEqual(['ちょっと', '日', 'コーヒー', '走る']);
    const young = await download({ downloadType: Full, onlyState: 'young' });
    expect(young.statusCode).toBe(400);
    expect(young.json().message).toBe(
      'Invalid body field "onlyState": Only Young needs a signed-in reader',
    );
    const bad = await download({
      downloadType: Full,
      onlyState: 'mature' as unknown as 'young',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.onlyState).toBeDefined();
  });
});
