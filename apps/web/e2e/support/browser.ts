/**
 * Chromium for the end-to-end tests (playwright-core driving the system's `/usr/bin/chromium`,
 * `CHROMIUM_PATH` to use another), the two viewports every scenario runs at, the axe scan, and
 * screenshots saved under `apps/web/test-results/e2e/` (gitignored).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { resultsDir } from './product-server';

export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
}

export interface PageOptions {
  viewport: ViewportName;
  colorScheme?: 'light' | 'dark';
}

/** A fresh context (no cookies, no local storage) and page; page errors fail the caller's checks. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: PageOptions,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({
    baseURL,
    viewport: viewports[options.viewport],
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
    locale: 'en-US',
    // Headless Chromium's own user agent is a bot's (isbot): bots get a bare error page.
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return { context, page, errors };
}

/** Waits until React has hydrated (the auth provider marks the document). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-loaded="true"]');
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core's violations of impact serious or critical on the current page. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Through the DevTools protocol, not a <script> tag: the pages' CSP runs no inline script
  // without the response's nonce.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[] }[];
      }[];
    }
    const axe = (window as unknown as { axe: { run: (context: Document) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document);
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}

export async function screenshot(page: Page, name: string): Promise<string> {
  const path = join(resultsDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}
