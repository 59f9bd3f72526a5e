// @vitest-environment node
/**
 * Issue 16 item 7: pages run no inline script without the response's nonce ('unsafe-inline' is
 * gone from script-src), and still hydrate in Chromium with no CSP violation reported.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { launchChromium, openPage } from './support/browser';

const baseUrl = inject('e2eBaseUrl');
const SCENARIO_TIMEOUT_MS = 90_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

function scriptSources(policy: string): string {
  return (
    policy
      .split(';')
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith('script-src')) ?? ''
  );
}

describe('Content-Security-Policy of the pages', () => {
  test('script-src allows inline scripts only with a nonce that changes per response', async () => {
    const nonces = new Set<string>();
    // The second /faq is served from the anonymous page cache: it must not replay the first's nonce.
    for (const path of ['/faq?csp=1', '/faq?csp=1', '/login']) {
      const response = await fetch(`${baseUrl}${path}`);
      if (nonces.size === 1) expect(response.headers.get('x-goi-page-cache')).toBe('hit');
      const policy = response.headers.get('content-security-policy') ?? '';
      const scripts = scriptSources(policy);
      expect(scripts).not.toContain('unsafe-inline');
      const nonce = /'nonce-([^']+)'/.exec(scripts)?.[1];
      expect(nonce, path).toBeDefined();
      nonces.add(nonce!);
      // Every inline script of the document carries it.
      const html = await response.text();
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((match) => match[1]);
      expect(inline.length).toBeGreaterThan(0);
      for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(3);
  });

  test(
    'pages hydrate and navigate with no CSP violation (desktop and phone)',
    async () => {
      for (const viewport of ['desktop', 'phone'] as const) {
        const { context, page, errors } = await openPage(browser, baseUrl, { viewport });
        const violations: string[] = [];
        page.on('console', (message) => {
          if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
        });
        await page.addInitScript(() => {
          document.addEventListener('securitypolicyviolation', (event) => {
            console.error(
              `Content Security Policy violation: ${event.violatedDirective} ${event.blockedURI}`,
            );
          });
        });
        for (const path of ['/', '/decks/media', '/contribute', '/register']) {
          await page.goto(path);
          await page.waitForSelector('html[data-loaded="true"]');
        }
        // Client-side navigation runs (the scripts are alive).
        await page.goto('/faq');
        await page.waitForSelector('html[data-loaded="true"]');
        await page
          .locator('footer')
          .getByRole('link', { name: /media updates/i })
          .click();
        await page.waitForURL('**/media-updates');
        expect(violations).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});
