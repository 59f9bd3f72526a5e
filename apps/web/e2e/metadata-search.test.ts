// @vitest-environment node
/**
 * Issue 19: on /dashboard/add-media an administrator searches AniList (a local fake speaking its
 * GraphQL shape, started by the global setup) and picks a result; the form fills with its titles,
 * date, description, aliases and links, and the deck is added with them. TMDB, without a key, is
 * listed as not configured.
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

const baseUrl = inject('e2eBaseUrl');
const dataDir = inject('e2eDataDir');
const JOB_TIMEOUT_MS = 120_000;

let browser: Browser;
let admin: TestAccount;
beforeAll(async () => {
  browser = await launchChromium();
  admin = createAccount(dataDir, 'metaadmin', true);
});
afterAll(async () => {
  await browser.close();
});

describe('metadata search (issue 19)', () => {
  test('a provider result fills the add-media form and the deck is added with it', async () => {
    const { context, page, errors } = await openPage(browser, baseUrl, { viewport: 'desktop' });
    const stamp = Date.now().toString(36);
    try {
      await signIn(page, admin);
      await gotoHydrated(page, '/dashboard/add-media');
      await page.getByLabel('Media type', { exact: true }).selectOption({ label: 'Anime' });
      await page.getByLabel('Main file').setInputFiles({
        name: `euphonium-${stamp}.srt`,
        mimeType: 'text/plain',
        buffer: Buffer.from(
          '1\n00:00:01,000 --> 00:00:02,000\n北宇治高校の吹奏楽部へようこそ。\n\n2\n00:00:03,000 --> 00:00:04,000\n全国大会を目指すことになった。\n',
        ),
      });
      const panel = page.getByTestId('metadata-search');
      // The main file's name seeds the query; the provider follows the media type.
      const query = panel.getByLabel('Title to search');
      expect(await query.inputValue()).toBe(`euphonium-${stamp}`);
      const provider = panel.getByLabel('Provider');
      await expect.poll(() => provider.inputValue(), { timeout: 10_000 }).toBe('anilist-anime');
      // TMDB (films, TV) and IGDB have no keys here.
      expect(await provider.locator('option', { hasText: 'not configured' }).count()).toBe(3);

      await query.fill('響け');
      await query.press('Enter');
      const results = panel.getByRole('list', { name: 'Metadata results' });
      await results.waitFor();
      expect(await results.getByRole('listitem').count()).toBe(1);
      await screenshot(page, 'metadata-search-results-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      await results.getByRole('button', { name: 'Use 響け！ユーフォニアム' }).click();
      // A unique title, so the run can repeat on the same data directory.
      const title = `響け！ユーフォニアム${stamp}`;
      expect(await page.getByLabel('Original title (required)').inputValue()).toBe(
        '響け！ユーフォニアム',
      );
      await page.getByLabel('Original title (required)').fill(title);
      expect(await page.getByLabel('Romaji title').inputValue()).toBe('Hibike! Euphonium');
      expect(await page.getByLabel('English title').inputValue()).toBe('Sound! Euphonium');
      expect(await page.getByLabel('Release date').inputValue()).toBe('2015-04-08');
      expect(await page.getByLabel('Description').inputValue()).toBe(
        'Kumiko joins the concert band.',
      );

      // At 390 px the panel fits the screen.
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await page.setViewportSize({ width: 1280, height: 900 });

      await page.getByRole('button', { name: 'Add the title' }).click();
      await page.getByRole('link', { name: `Open ${title}` }).waitFor({ timeout: JOB_TIMEOUT_MS });

      const decks = (await (
        await fetch(
          `${baseUrl}/api/media-deck/get-media-decks?titleFilter=${encodeURIComponent(title)}`,
        )
      ).json()) as {
        data: {
          originalTitle: string;
          romajiTitle: string;
          releaseDate: string;
          links: { url: string }[];
        }[];
      };
      expect(decks.data[0]).toMatchObject({
        originalTitle: title,
        romajiTitle: 'Hibike! Euphonium',
      });
      expect(decks.data[0]!.links.map((link) => link.url).sort()).toEqual([
        'https://anilist.co/anime/20912',
        'https://myanimelist.net/anime/27989',
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 240_000);
});
