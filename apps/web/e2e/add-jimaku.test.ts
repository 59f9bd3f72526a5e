// @vitest-environment node
/**
 * Issue 19: on /dashboard/add-jimaku an administrator finds an entry on Jimaku (a local fake
 * speaking its REST shapes, started by the global setup), keeps the Japanese files, puts them in
 * episode order by keyboard and adds the deck: the job's progress bar shows until the new deck's
 * link appears, and the deck's episodes follow the chosen order. Sending the same entry again
 * announces the duplicate. Then "Fetch metadata" on the deck's edit page and "Fetch all missing
 * metadata" in Manage queue their jobs.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createAccount, signIn, type TestAccount } from './support/accounts';
import {
  gotoHydrated,
  launchChromium,
  openPage,
  screenshot,
  seriousAxeViolations,
} from './support/browser';
import { FAKE_JIMAKU_EPISODES } from './support/fake-providers';

const baseUrl = inject('e2eBaseUrl');
const dataDir = inject('e2eDataDir');
const JOB_TIMEOUT_MS = 120_000;

let browser: Browser;
let admin: TestAccount;
beforeAll(async () => {
  browser = await launchChromium();
  admin = createAccount(dataDir, 'jimakuadmin', true);
});
afterAll(async () => {
  await browser.close();
});

describe('add from Jimaku (issue 19)', () => {
  test('search, pick and order the files, add the deck, see its progress and link; fetch metadata', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { viewport: 'desktop' });
    try {
      await signIn(page, admin);
      await gotoHydrated(page, '/dashboard/add-jimaku');
      await page.getByLabel('Title', { exact: true }).fill('喫茶店');
      await page.getByLabel('Title', { exact: true }).press('Enter');
      const entries = page.getByRole('list', { name: 'Jimaku entries' });
      await entries.waitFor();
      expect(await entries.getByRole('listitem').count()).toBe(1);
      await screenshot(page, 'add-jimaku-search-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);
      await entries.getByRole('button', { name: /^Open 坂道の喫茶店/ }).click();

      const files = page.getByRole('list', { name: 'Files in episode order' });
      await files.waitFor();
      const shown = async () =>
        (await files
          .getByRole('checkbox')
          .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))) as string[];
      expect(await shown()).toEqual([
        'Pick Sakamichi.S01E02.srt',
        'Pick Sakamichi.S01E01.srt',
        'Pick Sakamichi.S01E03.srt',
        'Pick Sakamichi.S01E01.zh.ass',
      ]);
      expect(await page.getByText('The Hillside Café').count()).toBe(1);
      expect(await page.getByText('tv:73001').count()).toBe(1);

      // "Japanese only" hides the Chinese track; the first episode moves up by keyboard.
      await page.getByLabel(/Japanese only/).check();
      expect(await shown()).toHaveLength(3);
      await page.getByLabel('Reorder Sakamichi.S01E01.srt (drag, or Alt+Arrow keys)').focus();
      await page.keyboard.press('Alt+ArrowUp');
      expect(await shown()).toEqual([
        'Pick Sakamichi.S01E01.srt',
        'Pick Sakamichi.S01E02.srt',
        'Pick Sakamichi.S01E03.srt',
      ]);
      await screenshot(page, 'add-jimaku-files-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await screenshot(page, 'add-jimaku-files-390');
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Add 3 files as a deck' }).click();
      await page.getByRole('progressbar', { name: 'Import progress' }).waitFor();
      const open = page.getByRole('link', { name: 'Open the new deck' });
      await open.waitFor({ timeout: JOB_TIMEOUT_MS });
      await screenshot(page, 'add-jimaku-done-desktop');
      const href = (await open.getAttribute('href')) ?? '';
      const deckId = /\/decks\/media\/(\d+)\/detail/.exec(href)?.[1];
      expect(deckId).toBeDefined();

      const { data: detail } = (await (
        await fetch(`${baseUrl}/api/media-deck/${deckId}/detail`)
      ).json()) as {
        data: {
          mainDeck: { originalTitle: string };
          subDecks: { originalTitle: string; characterCount: number }[];
        };
      };
      expect(detail.mainDeck.originalTitle).toMatch(/^坂道の喫茶店 /);
      expect(detail.subDecks.map((deck) => deck.originalTitle)).toEqual([
        'Episode 1',
        'Episode 2',
        'Episode 3',
      ]);
      // In the chosen order: episode N holds the text of Sakamichi.S01E0N.srt.
      expect(detail.subDecks.map((deck) => deck.characterCount)).toEqual(
        FAKE_JIMAKU_EPISODES.map((lines) => lines.join('').replace(/[。、]/g, '').length),
      );

      // The same entry again: the server announces the existing deck and nothing is added.
      await page.getByRole('button', { name: 'Add another entry' }).click();
      await page.getByLabel('Search by').selectOption('entry');
      await page.getByLabel('Entry id', { exact: true }).fill('7301');
      await page.getByRole('button', { name: 'Open', exact: true }).click();
      await files.waitFor();
      await page.getByLabel(/Japanese only/).check();
      await page.getByRole('button', { name: 'Add 3 files as a deck' }).click();
      const warning = page.getByRole('alert').filter({ hasText: 'already exists' });
      await warning.waitFor({ timeout: 30_000 });
      expect(await warning.getByRole('link').getAttribute('href')).toBe(
        `/dashboard/media/${deckId}`,
      );
      expect(await page.getByLabel('Add anyway (a second deck)').count()).toBe(1);
      await screenshot(page, 'add-jimaku-duplicate-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // The deck's edit page fetches its metadata as a job: a drama goes to TMDB, which has no
      // key here, so the job fails with a message naming TMDB.
      await gotoHydrated(page, `/dashboard/media/${deckId}`);
      expect(await page.getByTestId('metadata-search').count()).toBe(1);
      await page.getByRole('button', { name: 'Fetch metadata' }).click();
      await page.getByRole('progressbar', { name: 'Metadata fetch progress' }).waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: 'TMDB' })
        .waitFor({ timeout: JOB_TIMEOUT_MS });
      await screenshot(page, 'media-fetch-metadata-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Manage: "Fetch all missing metadata" queues its job.
      await gotoHydrated(page, '/dashboard/manage');
      await page.getByRole('button', { name: 'Fetch all missing metadata' }).click();
      await page.getByText(/^Fetch all missing metadata: job #\d+ queued$/).waitFor();
      await screenshot(page, 'manage-fetch-missing-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);

  test('on a phone in dark mode: a bad id is named, the entry and its files fit 390 px', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, {
      viewport: 'phone',
      colorScheme: 'dark',
    });
    try {
      await signIn(page, admin);
      await gotoHydrated(page, '/dashboard/add-jimaku');
      await page.getByLabel('Search by').selectOption('anilist');
      await page.getByLabel('AniList id', { exact: true }).fill('abc');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      expect(await page.getByText('An AniList id is a number.').count()).toBe(1);
      expect(
        await page.getByLabel('AniList id', { exact: true }).getAttribute('aria-invalid'),
      ).toBe('true');

      await page.getByLabel('Search by').selectOption('entry');
      await page.getByLabel('Entry id', { exact: true }).fill('7301');
      await page.getByLabel('Entry id', { exact: true }).press('Enter');
      const files = page.getByRole('list', { name: 'Files in episode order' });
      await files.waitFor();
      expect(await files.getByRole('listitem').count()).toBe(4);
      expect(await files.getByText('not Japanese?').count()).toBe(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await screenshot(page, 'add-jimaku-files-dark-390');
      expect(await seriousAxeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
