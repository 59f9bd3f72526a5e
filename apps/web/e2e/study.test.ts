// @vitest-environment node
/**
 * Issue 20 (study with FSRS) against the real product: sign in, make a study deck from a demo
 * novel on its page, review 20 cards by keyboard, undo one, see the statistics charts; the study
 * page on a phone in dark mode too; axe clean throughout.
 */
import type { Page } from 'playwright-core';
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
import { demoDeckId } from './support/library';

const baseUrl = inject('e2eBaseUrl');
const dataDir = inject('e2eDataDir');
const SCENARIO_TIMEOUT_MS = 180_000;

let browser: Browser;
let kokoro: number;
let learner: TestAccount;
beforeAll(async () => {
  browser = await launchChromium();
  kokoro = await demoDeckId(baseUrl, 'kokoro');
  learner = createAccount(dataDir, 'learner', false);
}, 120_000);
afterAll(async () => {
  await browser.close();
});

async function check(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), `axe on ${name}`).toEqual([]);
}

const answeredThisSession = (page: Page) =>
  page.getByText(/^Answered this session: \d+$/).textContent();

describe('study (issue 20)', () => {
  test(
    'make a study deck from a novel, review 20 cards by keyboard, undo one, see the charts',
    async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, { viewport: 'desktop' });
      try {
        await signIn(page, learner);
        await gotoHydrated(page, `/decks/media/${kokoro}/detail`);
        const yourCoverage = page.getByRole('region', { name: 'Your coverage' });
        // Nothing studied yet: no Young words, so no second figure.
        expect(await yourCoverage.textContent()).not.toMatch(/with Young/);
        await page.getByRole('button', { name: 'Study this deck' }).click();
        await page.getByLabel(/^Study the words of/).selectOption('deck-frequency');
        await page.getByRole('button', { name: 'Make study deck' }).click();
        await expect
          .poll(() => page.getByRole('status').filter({ hasText: 'new cards' }).textContent())
          .toMatch(/Added \d{2,} new cards to study/);
        await check(page, 'study-deck-made-desktop');

        await page.getByRole('link', { name: 'Study now' }).click();
        await page.waitForURL('**/study');
        await page.getByTestId('study-front').waitFor();
        await check(page, 'study-front-desktop');
        await page.keyboard.press('Space');
        await page.getByRole('group', { name: 'How well did you remember?' }).waitFor();
        // The back: the word entry with its meanings.
        await page.getByRole('heading', { name: 'Meanings' }).waitFor();
        await check(page, 'study-back-desktop');

        const answers = page.getByRole('group', { name: 'How well did you remember?' });
        for (let answered = 0; answered < 20; answered++) {
          // The first card is revealed already; each next one shows its front first.
          if (answered > 0) {
            await page.getByTestId('study-front').waitFor();
            await page.keyboard.press('Space');
          }
          await answers.waitFor();
          // Mostly Good, some Easy and Again, as a learner would.
          await page.keyboard.press(answered % 5 === 0 ? '1' : answered % 3 === 0 ? '4' : '3');
          await expect
            .poll(() => answeredThisSession(page))
            .toBe(`Answered this session: ${answered + 1}`);
        }
        // Once the next card is up, `u` takes the 20th answer back.
        await page.getByTestId('study-front').waitFor();
        await page.keyboard.press('u');
        await expect.poll(() => answeredThisSession(page)).toBe('Answered this session: 19');

        await gotoHydrated(page, '/study/stats');
        await page.getByRole('heading', { name: 'Reviews per day' }).waitFor();
        // Twenty answers, one taken back.
        await expect
          .poll(() => page.locator('figcaption').first().textContent())
          .toMatch(/^19 answers in the last 30 days/);
        expect(await page.locator('.recharts-wrapper').count()).toBe(3);
        expect(await page.locator('.recharts-bar-rectangle').count()).toBeGreaterThan(0);
        await check(page, 'study-stats-desktop');

        // The answered words are Young now: the novel's coverage with Young rose above Mature.
        await gotoHydrated(page, `/decks/media/${kokoro}/detail`);
        await expect
          .poll(() => page.getByRole('region', { name: 'Your coverage' }).textContent())
          .toMatch(/\(\d+(\.\d+)?% with Young\)/);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'the study page on a phone, in dark mode',
    async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, {
        viewport: 'phone',
        colorScheme: 'dark',
      });
      try {
        await signIn(page, learner);
        await gotoHydrated(page, '/study');
        await page.getByTestId('study-front').waitFor();
        await page.getByRole('button', { name: /Show answer/ }).click();
        await check(page, 'study-back-phone-dark');
        const before = await answeredThisSession(page);
        expect(before).toBe('Answered this session: 0');
        await page.getByRole('button', { name: /^Good/ }).click();
        await expect.poll(() => answeredThisSession(page)).toBe('Answered this session: 1');
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        );
        await gotoHydrated(page, '/study/stats');
        await page.getByRole('heading', { name: 'Cards by state' }).waitFor();
        await check(page, 'study-stats-phone-dark');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});
