// @vitest-environment node
/**
 * Issue 7 checks against the real product: register, confirm the e-mail with the link from the
 * outbox, sign in, import known words, see personal coverage on /decks/media (in the server's
 * HTML too), mark a word known and see the coverage move at once, a non-admin refused
 * /dashboard, sign out.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import {
  gotoHydrated,
  launchChromium,
  openPage,
  screenshot,
  seriousAxeViolations,
} from './support/browser';
import { demoDeckId } from './support/library';

const baseUrl = inject('e2eBaseUrl');
const outbox = join(inject('e2eDataDir'), 'outbox');
const SCENARIO_TIMEOUT_MS = 150_000;

let browser: Browser;
let kokoro: number;
beforeAll(async () => {
  browser = await launchChromium();
  kokoro = await demoDeckId(baseUrl, 'kokoro');
});
afterAll(async () => {
  await browser.close();
});

/** The confirmation link of the newest outbox message sent to `email`. */
async function confirmationLink(email: string): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const messages = readdirSync(outbox, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(outbox, entry.name))
      .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
      .map((path) => readFileSync(path, 'utf8'))
      .filter((text) => text.includes(email));
    const link = messages[0]?.match(/https?:\/\/\S*confirm-email\S*/)?.[0];
    if (link) return link;
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`No confirmation e-mail for ${email} in ${outbox}`);
}

async function check(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), `axe on ${name}`).toEqual([]);
}

async function coverage(page: Page): Promise<number> {
  const value = await page
    .getByRole('progressbar', { name: 'Coverage', exact: true })
    .first()
    .getAttribute('aria-valuenow');
  return Number(value);
}

describe('accounts (issue 7)', () => {
  test(
    'register, confirm, sign in, import known words, see coverage, sign out',
    async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, { viewport: 'desktop' });
      const name = `reader${Date.now().toString(36)}`;
      const email = `${name}@example.com`;
      const password = 'A long enough passphrase 42';
      try {
        await gotoHydrated(page, '/register');
        await page.getByLabel('Username').fill(name);
        await page.getByLabel('E-mail').fill(email);
        await page.getByLabel('Password', { exact: true }).fill(password);
        await page.getByLabel('Repeat the password').fill(password);
        await page.getByRole('checkbox').check();
        await check(page, 'register-desktop');
        await page.getByRole('button', { name: 'Create the account' }).click();
        await page.getByRole('status').waitFor();

        await page.goto(await confirmationLink(email));
        await page.getByRole('status').waitFor();
        expect(await page.getByRole('alert').count()).toBe(0);

        await gotoHydrated(page, '/login');
        await page.getByLabel('Username or e-mail').fill(name);
        await page.getByLabel('Password').fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        const nav = page.getByRole('navigation', { name: 'Main' });
        await nav.getByRole('link', { name: 'Settings' }).waitFor();
        expect(await nav.getByRole('link', { name: 'Logout' }).count()).toBe(1);
        expect(await nav.getByRole('link', { name: 'Login' }).count()).toBe(0);
        expect(await nav.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);

        // A reader who is not an administrator is refused the dashboard.
        const dashboard = await page.goto('/dashboard');
        expect(dashboard?.status()).toBe(403);

        // No known words yet: coverage shows 0%, never missing, for a signed-in reader.
        await gotoHydrated(page, `/decks/media/${kokoro}/detail`);
        await page.getByRole('heading', { name: 'Your coverage' }).waitFor();
        expect(await coverage(page)).toBe(0);

        await gotoHydrated(page, '/settings');
        await page.getByLabel('From rank').fill('1');
        await page.getByLabel('to rank').fill('3000');
        await page.getByRole('button', { name: 'Mark known' }).click();
        await page.getByText('Import finished').waitFor({ timeout: 60_000 });
        await check(page, 'settings-desktop');

        // The server renders the reader's coverage: it is in the HTML before any script runs.
        const html = await (await page.request.get('/decks/media')).text();
        expect(html).toContain('data-testid="coverage"');
        await gotoHydrated(page, '/decks/media');
        const afterImport = await coverage(page);
        expect(afterImport).toBeGreaterThan(0);
        expect(afterImport).toBeLessThanOrEqual(100);
        await check(page, 'media-signed-in-desktop');

        // Coverage sorts rank by the account's words on the server.
        await gotoHydrated(page, '/decks/media?sortBy=coverage&sortOrder=1');
        const sorted = await page
          .getByRole('progressbar', { name: 'Coverage', exact: true })
          .evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute('aria-valuenow'))));
        expect(sorted.length).toBeGreaterThanOrEqual(4);
        expect(sorted).toEqual([...sorted].sort((a, b) => b - a));

        // Marking words known changes the coverage right away.
        await gotoHydrated(page, `/decks/media/${kokoro}/detail`);
        const before = Number(
          await page
            .getByRole('progressbar', { name: 'Unique coverage' })
            .getAttribute('aria-valuenow'),
        );
        await gotoHydrated(page, `/decks/media/${kokoro}/vocabulary?sortBy=globalFreq&sortOrder=1`);
        // An account sets one of four states per word; Mature is "known".
        const matureSelector =
          '[data-testid="word-state"] button:nth-child(3)[aria-pressed="true"]';
        const marks = page.getByRole('button', { name: 'Mature', exact: true, pressed: false });
        for (let index = 0; index < 10; index++) {
          const count = await page.locator(matureSelector).count();
          await marks.first().click();
          await page.waitForFunction(
            ([selector, expected]) => document.querySelectorAll(selector).length >= expected,
            [matureSelector, count + 1] as const,
          );
        }
        // Keyboard: focus a row and press 2 (Young), then 4 (Suspended).
        const rows = page.getByTestId('word-row');
        const rowCount = await rows.count();
        const row = rows.nth(rowCount - 1);
        await row.focus();
        await page.keyboard.press('2');
        await row.getByRole('button', { name: 'Young', pressed: true }).waitFor();
        await page.keyboard.press('4');
        await row.getByRole('button', { name: 'Suspended', pressed: true }).waitFor();
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('y');
        await rows
          .nth(rowCount - 2)
          .getByRole('button', { name: 'Young', pressed: true })
          .waitFor();
        await check(page, 'vocabulary-states-desktop');
        // On a phone the four states wrap inside the row, never past the screen's edge.
        await page.setViewportSize({ width: 390, height: 844 });
        const control = await rows.first().getByTestId('word-state').boundingBox();
        expect(control!.x + control!.width).toBeLessThanOrEqual(390);
        await check(page, 'vocabulary-states-phone');
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.getByRole('link', { name: 'Kokoro' }).first().click();
        await page.waitForFunction(
          (previous) =>
            Number(
              document
                .querySelector('[role="progressbar"][aria-label="Unique coverage"]')
                ?.getAttribute('aria-valuenow'),
            ) > previous,
          before,
        );
        // The Young word shows in the second figure.
        await page
          .getByText(/with Young\)/)
          .first()
          .waitFor();

        // My decks: mark Kokoro planned and favourite, then find it in the "My decks" view.
        const saved = () =>
          page.waitForResponse(
            (response) =>
              response.url().endsWith('/status') && response.request().method() === 'PUT',
          );
        const saving = saved();
        await page.getByLabel('Status of Kokoro').selectOption('planned');
        await saving;
        const favouriting = saved();
        await page.getByRole('button', { name: 'Favourite', pressed: false }).click();
        await favouriting;
        await gotoHydrated(page, '/decks/media?mine=1');
        const mine = page.getByTestId('deck-card');
        expect(await mine.count()).toBe(1);
        expect(await mine.first().textContent()).toContain('Kokoro');
        await page.getByLabel('Status of Kokoro').waitFor();
        expect(await page.getByLabel('Status of Kokoro').inputValue()).toBe('planned');
        await check(page, 'my-decks-desktop');
        await gotoHydrated(page, '/decks/media?deckStatus=completed');
        await page.getByText('No media match these filters.').waitFor();

        await page
          .getByRole('navigation', { name: 'Main' })
          .getByRole('link', { name: 'Logout' })
          .click();
        await page.waitForURL(/\/login$/);
        await nav.getByRole('link', { name: 'Login' }).waitFor();
        const settings = await page.goto('/settings');
        expect(new URL(settings?.url() ?? '').pathname).toBe('/login');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});
