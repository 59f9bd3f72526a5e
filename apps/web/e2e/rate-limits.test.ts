// @vitest-environment node
/**
 * Issue 16 item 9, against the real product with its rate limits ON (the suite's shared server
 * runs without them): a reader loading pages cold never meets a 429 (static files and the page
 * request itself are not counted; the loaders' API calls count against the reader's own address),
 * and a reader who did spend the API's limit gets the styled error page with 429 and Retry-After.
 *
 * Each scenario reads from its own address (X-Forwarded-For, believed from loopback as from a
 * proxy), so they do not share a count.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, openPage, screenshot } from './support/browser';
import { demoDeckId } from './support/library';
import { startProductServer, type ProductServer } from './support/product-server';

const SCENARIO_TIMEOUT_MS = 180_000;
/** The reference's "fixed" policy: 120 API requests a minute per address. */
const API_LIMIT = 120;

/** Seconds of the spent window the page load must fall in. */
const MIN_SECONDS_LEFT = 15;

/** Spends the API limit of `address`; returns the refusal's Retry-After (0 when never refused). */
async function spendApiLimit(address: string): Promise<number> {
  for (let request = 0; request <= API_LIMIT; request += 1) {
    const response = await fetch(`${server.url}/api/media-deck/${deckId}/detail`, {
      headers: { 'x-forwarded-for': address },
    });
    if (response.status === 429) return Number(response.headers.get('retry-after'));
  }
  return 0;
}

let server: ProductServer;
let browser: Browser;
let deckId: number;
beforeAll(async () => {
  server = await startProductServer({
    env: { RATE_LIMIT_ENABLED: 'true' },
    logName: 'server-rate-limited.log',
  });
  browser = await launchChromium();
  deckId = await demoDeckId(inject('e2eBaseUrl'), 'kokoro');
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('rate limits as a reader meets them', () => {
  test(
    'a deck page loaded cold 20 times from one address (every asset included) never meets a 429',
    async () => {
      const statuses: number[] = [];
      let assets = 0;
      for (let visit = 0; visit < 20; visit += 1) {
        const { context, page, errors } = await openPage(browser, server.url, {
          viewport: 'desktop',
        });
        await context.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.20' });
        page.on('response', (response) => {
          statuses.push(response.status());
          if (new URL(response.url()).pathname.startsWith('/assets/')) assets += 1;
        });
        const response = await page.goto(`/decks/media/${deckId}/detail`);
        await page.waitForSelector('html[data-loaded="true"]');
        expect(response?.status()).toBe(200);
        expect(errors).toEqual([]);
        await context.close();
      }
      // Cold: every visit fetched its scripts and styles again.
      expect(assets).toBeGreaterThanOrEqual(20 * 3);
      expect(statuses.length).toBeGreaterThan(API_LIMIT);
      expect(statuses.filter((status) => status === 429)).toEqual([]);
    },
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'a reader who spent the API limit gets the styled 429 page with Retry-After, not a 500',
    async () => {
      const address = '198.51.100.21';
      // The window is aligned on the clock: spent a few seconds before it turns, the limit would
      // be fresh again by the time the page loads, so then wait for the turn and spend it again.
      let retryAfterSeconds = await spendApiLimit(address);
      if (retryAfterSeconds < MIN_SECONDS_LEFT) {
        await new Promise((resolve) => setTimeout(resolve, (retryAfterSeconds + 1) * 1000));
        retryAfterSeconds = await spendApiLimit(address);
      }
      expect(retryAfterSeconds).toBeGreaterThanOrEqual(MIN_SECONDS_LEFT);

      const { context, page } = await openPage(browser, server.url, { viewport: 'phone' });
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': address });
      // A query of its own, so the anonymous page cache (5 s) has no copy from the test above.
      const response = await page.goto(`/decks/media/${deckId}/detail?from=limited`);
      expect(response?.status()).toBe(429);
      expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
      await expect
        .poll(() => page.getByRole('heading', { name: /Too Many Requests/ }).count())
        .toBeGreaterThan(0);
      await expect(page.locator('body').innerText()).resolves.toContain('Too many requests');
      // Styled: the stylesheet loaded (it is not counted) and applies to the page.
      const styled = await page.evaluate(
        () => [...document.styleSheets].filter((sheet) => sheet.cssRules.length > 0).length,
      );
      expect(styled).toBeGreaterThan(0);
      await screenshot(page, 'rate-limited-429-phone');
      await context.close();
    },
    SCENARIO_TIMEOUT_MS,
  );
});
