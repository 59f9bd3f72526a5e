// @vitest-environment node
/**
 * Issue 16's pages as readers meet them, at desktop and phone widths (axe-scanned, screenshots
 * under test-results/e2e): the settings from the phone menu's Share (gear) button, the media
 * table's columns kept apart, the contribute page, the register form's errors all at once, the
 * media list by type name.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  gotoHydrated,
  launchChromium,
  openPage,
  screenshot,
  seriousAxeViolations,
  type ViewportName,
} from './support/browser';

const baseUrl = inject('e2eBaseUrl');
const SCENARIO_TIMEOUT_MS = 90_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

async function withPage(viewport: ViewportName, scenario: (page: Page) => Promise<void>) {
  const { context, page, errors } = await openPage(browser, baseUrl, { viewport });
  try {
    await scenario(page);
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

describe('issue 16 pages', () => {
  test(
    'on a phone, the Share (gear) button of the menu opens the settings and changes the title language',
    () =>
      withPage('phone', async (page) => {
        await gotoHydrated(page, '/decks/media?titleFilter=kokoro');
        expect(await cardTitles(page)).toEqual(['Kokoro']);
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: /^Share/ }).click();
        const language = page.getByRole('combobox', { name: 'Title language' });
        await language.click();
        await page.getByRole('option', { name: 'Japanese' }).click();
        await expect.poll(() => cardTitles(page)).toEqual(['こころ']);
        await check(page, 'issue16-phone-settings');
        await page.keyboard.press('Escape');
        // The choice is the reader's preference: the server renders it after a reload.
        await page.reload();
        expect(await cardTitles(page)).toEqual(['こころ']);
      }),
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'the phone menu Share button opens the settings from the keyboard too',
    () =>
      withPage('phone', async (page) => {
        await gotoHydrated(page, '/');
        await page.getByRole('button', { name: 'Menu' }).click();
        await page.getByRole('button', { name: /^Share/ }).focus();
        await page.keyboard.press('Enter');
        await page.getByRole('checkbox', { name: 'Dark mode' }).waitFor();
      }),
    SCENARIO_TIMEOUT_MS,
  );

  for (const viewport of ['desktop', 'phone'] as const) {
    test(
      `the media table keeps its columns apart (${viewport})`,
      () =>
        withPage(viewport, async (page) => {
          await gotoHydrated(page, '/decks/media?view=2');
          const row = page.getByTestId('deck-card').first();
          const kanji = row.locator('td').nth(4);
          const difficulty = row.locator('td').nth(5);
          // The text of the right-aligned count and of the next column: at least 12 px apart.
          const gap = await page.evaluate(
            ([left, right]) => {
              const box = (cell: Element) => {
                const range = document.createRange();
                range.selectNodeContents(cell);
                return range.getBoundingClientRect();
              };
              return box(right!).left - box(left!).right;
            },
            [await kanji.elementHandle(), await difficulty.elementHandle()],
          );
          expect(gap).toBeGreaterThanOrEqual(12);
          await check(page, `issue16-media-table-${viewport}`);
        }),
      SCENARIO_TIMEOUT_MS,
    );

    test(
      `the contribute page says how to help and where the data comes from (${viewport})`,
      () =>
        withPage(viewport, async (page) => {
          await gotoHydrated(page, '/contribute');
          for (const heading of [
            'Report a problem with a deck',
            'Suggest media',
            'Improve the code',
            'Where the data comes from',
          ]) {
            await page.getByRole('heading', { name: heading }).waitFor();
          }
          const text = await page.locator('main').innerText();
          expect(text).toContain('JMdict');
          expect(text).toContain('CC BY-SA 4.0');
          expect(text).toContain('Tatoeba');
          // Notes for developers stay in data/LICENSE-DATA.md.
          expect(text).not.toContain('Debian');
          expect(text).not.toContain('Obtained from');
          const issues = await page
            .getByRole('link', { name: "project's issue tracker" })
            .getAttribute('href');
          expect(issues).toMatch(/^https?:\/\/.+\/issues$/);
          await check(page, `issue16-contribute-${viewport}`);
        }),
      SCENARIO_TIMEOUT_MS,
    );

    test(
      `the register form shows every field's error at once, beside its field (${viewport})`,
      () =>
        withPage(viewport, async (page) => {
          await gotoHydrated(page, '/register');
          await page.getByLabel('Username').fill('reader_e2e');
          await page.getByLabel('E-mail').fill('not-an-email');
          await page.getByLabel('Password', { exact: true }).fill('short');
          await page.getByLabel('Repeat the password').fill('different');
          await page.getByRole('checkbox').check();
          await page.getByRole('button', { name: 'Create the account' }).click();

          const expectations = [
            ['E-mail', 'Enter an e-mail address such as name@example.com.'],
            ['Password', 'The password needs at least 10 characters'],
            ['Repeat the password', 'The passwords do not match.'],
          ] as const;
          for (const [label, message] of expectations) {
            const field = page.getByLabel(label, { exact: true });
            await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
            const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
            const description = await page.evaluate(
              (ids) =>
                ids
                  .split(' ')
                  .map((id) => document.getElementById(id)?.textContent ?? '')
                  .join(' '),
              describedBy,
            );
            expect(description).toContain(message);
          }
          expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBeNull();
          // The first field to fix has the focus.
          expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe(
            'email',
          );
          // Nothing was sent: the page is still the form.
          expect(await page.getByRole('status').count()).toBe(0);
          await check(page, `issue16-register-errors-${viewport}`);
        }),
      SCENARIO_TIMEOUT_MS,
    );
  }

  test(
    'the media list takes a type name, and an unknown name is the 404 page',
    () =>
      withPage('desktop', async (page) => {
        const novels = await page.goto('/decks/media/list/novel');
        expect(novels?.status()).toBe(200);
        await page.getByRole('heading', { name: 'Novels' }).waitFor();
        expect(await page.getByRole('link', { name: 'Kokoro' }).count()).toBe(1);
        const unknown = await page.goto('/decks/media/list/cartoons');
        expect(unknown?.status()).toBe(404);
        await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      }),
    SCENARIO_TIMEOUT_MS,
  );
});
