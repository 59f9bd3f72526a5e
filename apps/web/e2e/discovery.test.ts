// @vitest-environment node
/**
 * Issue 21 against the real product (demo library): the media list's filters by difficulty and
 * a visitor's coverage, shared by URL into another browser; title suggestions by keyboard; the
 * filter panel on a phone; the deck vocabulary's filters rendered by the server; a pasted text's
 * page with its word list and a CSV download. Every page is scanned by axe.
 */
import { readFileSync } from 'node:fs';
import type { DeckListPage, DeckVocabularyPage } from '@goi/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import {
  gotoHydrated,
  launchChromium,
  openPage,
  screenshot,
  seriousAxeViolations,
  type ViewportName,
} from './support/browser';
import { demoDeckId } from './support/library';

const baseUrl = inject('e2eBaseUrl');
const SCENARIO_TIMEOUT_MS = 120_000;

let browser: Browser;
let kokoro: number;
/** The 100 most used words of こころ: a visitor who knows them covers some of every novel. */
let knownWordIds: number[];
beforeAll(async () => {
  browser = await launchChromium();
  kokoro = await demoDeckId(baseUrl, 'kokoro');
  const response = await fetch(
    `${baseUrl}/api/media-deck/${kokoro}/vocabulary?sortBy=deckFreq&sortOrder=0`,
  );
  const page = (await response.json()) as DeckVocabularyPage;
  knownWordIds = [...new Set(page.data.words.map((word) => word.wordId))];
});
afterAll(async () => {
  await browser.close();
});

async function withPage(
  viewport: ViewportName,
  scenario: (page: Page, context: BrowserContext) => Promise<void>,
  { known = false }: { known?: boolean } = {},
) {
  const { context, page, errors } = await openPage(browser, baseUrl, { viewport });
  if (known)
    await context.addInitScript((ids) => {
      localStorage.setItem('goi-known-word-ids', JSON.stringify(ids));
    }, knownWordIds);
  try {
    await scenario(page, context);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

async function check(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), `axe on ${name}`).toEqual([]);
}

const cardTitles = (page: Page) => page.getByTestId('deck-card').locator('h2').allTextContents();

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, init);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

test(
  'filter novels by difficulty and coverage, then open the shared URL in another browser',
  () =>
    withPage(
      'desktop',
      async (page) => {
        const { facets } = await api<DeckListPage>(
          'media-deck/get-media-decks?mediaType=4&facets=1',
        );
        const bucket = [...facets!.ranges.difficulty!].sort((a, b) => b.count - a.count)[0]!;
        expect(bucket.count).toBeGreaterThan(0);

        await gotoHydrated(page, '/decks/media?mediaType=4');
        await page.getByText('Filters', { exact: true }).click();
        await page
          .getByRole('list', { name: 'Difficulty (0–5): counts' })
          .getByRole('link', {
            name: new RegExp(`^${bucket.min}–${bucket.max}\\s*:?\\s*· ${bucket.count}$`),
          })
          .click();
        await page.waitForURL(
          new RegExp(`difficultyMin=${bucket.min}&difficultyMax=${bucket.max}`),
        );
        await expect.poll(async () => (await cardTitles(page)).length).toBe(bucket.count);
        await page.getByText(`of ${bucket.count} media`).waitFor();

        // The coverage range applies with the visitor's known words (sent from the browser).
        await page.getByLabel('Coverage (%): at least', { exact: true }).fill('1');
        await page.getByRole('button', { name: 'Apply filters' }).click();
        // A same-document navigation: poll the URL (waitForURL waits for a load event here).
        await expect.poll(() => page.url()).toMatch(/coverageMin=1/);
        const query = new URL(page.url()).search;
        const expected = await api<DeckListPage>(
          `media-deck/get-media-decks-with-coverage${query}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ knownWordIds }),
          },
        );
        expect(expected.totalItems).toBeGreaterThan(0);
        const expectedTitles = expected.data.map((deck) => deck.romajiTitle ?? deck.originalTitle);
        await expect.poll(() => cardTitles(page)).toEqual(expectedTitles);
        await check(page, 'discovery-media-filters-desktop');

        // The same URL in another browser of the same reader (same known words).
        const shared = page.url();
        await withPage(
          'desktop',
          async (other) => {
            await gotoHydrated(other, shared);
            await expect.poll(() => cardTitles(other)).toEqual(expectedTitles);
            expect(await other.getByLabel('Difficulty (0–5): at least').inputValue()).toBe(
              String(bucket.min),
            );
          },
          { known: true },
        );
        // Back to the list before the coverage filter.
        await page.goBack();
        await page.waitForURL((url) => !url.search.includes('coverageMin'));
        await expect.poll(async () => (await cardTitles(page)).length).toBe(bucket.count);
      },
      { known: true },
    ),
  SCENARIO_TIMEOUT_MS,
);

test(
  'title suggestions by keyboard, in any word order',
  () =>
    withPage('desktop', async (page) => {
      await gotoHydrated(page, '/decks/media');
      const box = page.getByRole('combobox', { name: 'Search titles' });
      await box.fill('neko wagahai');
      const option = page.getByRole('option', { name: /Wagahai wa Neko de Aru/ });
      await option.waitFor();
      await check(page, 'discovery-title-suggestions');
      await box.press('ArrowDown');
      expect(await option.getAttribute('aria-selected')).toBe('true');
      await box.press('Enter');
      await page.waitForURL(/\/decks\/media\/\d+\/detail$/);
      await page.getByRole('heading', { level: 1, name: 'Wagahai wa Neko de Aru' }).waitFor();
    }),
  SCENARIO_TIMEOUT_MS,
);

test(
  'the filter panel on a phone',
  () =>
    withPage('phone', async (page) => {
      await gotoHydrated(page, '/decks/media?charCountMin=1000&excludeGenres=Horror');
      const panel = page.locator('details').filter({ hasText: 'Filters (2 set)' });
      expect(await panel.getAttribute('open')).not.toBeNull();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await check(page, 'discovery-media-filters-phone');
    }),
  SCENARIO_TIMEOUT_MS,
);

test(
  "a deck's words filtered, rendered by the server and kept in the URL",
  () =>
    withPage('desktop', async (page) => {
      const path = `/decks/media/${kokoro}/vocabulary?hideKana=1&partsOfSpeech=n*`;
      // Without scripts: the server's HTML already holds the filtered list.
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html).toContain('data-testid="word-row"');
      expect(html).toMatch(/matching words/);

      await gotoHydrated(page, path);
      const rows = page.getByTestId('word-row');
      await rows.first().waitFor();
      for (const text of await rows.locator('a').allTextContents())
        expect(text, 'a kana-only word was shown').toMatch(/[\u4e00-\u9fff々]/);
      await page.getByLabel('Search in this deck').fill('hito');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/search=hito/);
      expect(page.url()).toContain('hideKana=1');
      await expect
        .poll(async () => (await rows.locator('a').allTextContents()).join(' '))
        .toContain('人');
      await check(page, 'discovery-vocabulary-filters');
    }),
  SCENARIO_TIMEOUT_MS,
);

test(
  "a pasted text's page: statistics, words and a CSV download",
  () =>
    withPage('desktop', async (page) => {
      await gotoHydrated(page, '/parse-deck');
      await page
        .getByLabel('Japanese text')
        .fill('猫が魚を食べた。犬も魚を食べた。吾輩は猫である。名前はまだ無い。');
      await page.getByRole('button', { name: 'Parse', exact: true }).click();
      await page.getByRole('region', { name: 'Statistics' }).waitFor();
      const rows = page.getByTestId('word-row');
      await rows.first().waitFor();
      expect(await rows.count()).toBeGreaterThan(5);
      await page.getByLabel('Search in this deck').fill('sakana');
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await page.waitForURL(/search=sakana/);
      await expect.poll(() => rows.count()).toBe(1);
      await check(page, 'discovery-parse-deck');

      await page.getByRole('button', { name: 'Download…' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Format').selectOption({ label: 'CSV' });
      await dialog.getByLabel('Deck type').selectOption({ label: 'Full Deck' });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: 'Download', exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.csv$/);
      const csv = readFileSync(await download.path(), 'utf8');
      expect(csv).toContain('魚');
      expect(csv.trim().split(/\r?\n/).length).toBeGreaterThan(5);
    }),
  SCENARIO_TIMEOUT_MS,
);
