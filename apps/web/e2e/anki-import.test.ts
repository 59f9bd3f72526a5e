// @vitest-environment node
/**
 * Issue 20 §4 against the real product: on /settings, upload an Anki export in the current format
 * (packages/extract/test/fixtures/anki/current-format.apkg, constructed: schema 18, zstd), pick the
 * note type and the field, read the preview's counts per state, import, follow the progress bar;
 * a file that is not an Anki export gets a clear error; on a phone too; axe clean.
 */
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createAccount, signIn } from './support/accounts';
import {
  gotoHydrated,
  launchChromium,
  openPage,
  screenshot,
  seriousAxeViolations,
  type ViewportName,
} from './support/browser';
import { repoRoot } from './support/product-server';

const baseUrl = inject('e2eBaseUrl');
const dataDir = inject('e2eDataDir');
const fixture = join(repoRoot, 'packages/extract/test/fixtures/anki/current-format.apkg');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await browser.close();
});

async function check(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), `axe on ${name}`).toEqual([]);
}

describe('import word states from Anki (issue 20)', () => {
  for (const viewport of ['desktop', 'phone'] as ViewportName[]) {
    test(`preview and import an .apkg (${viewport})`, async () => {
      const account = createAccount(dataDir, `anki${viewport}`, false);
      const { context, page, errors } = await openPage(browser, baseUrl, { viewport });
      try {
        await signIn(page, account);
        await gotoHydrated(page, '/settings');
        const file = page.getByLabel('Anki export file');

        await file.setInputFiles({
          name: 'notes.txt',
          mimeType: 'text/plain',
          buffer: Buffer.from('猫\tcat\n'),
        });
        await expect
          .poll(() => page.getByRole('alert').filter({ hasText: 'notes.txt' }).textContent())
          .toMatch(/it is not an Anki export/);

        await file.setInputFiles(fixture);
        await page.getByLabel('Note type').selectOption({ label: 'Goi Vocabulary (5 notes)' });
        expect(await page.getByLabel('Field with the word').inputValue()).toBe('Expression');
        await page.getByRole('button', { name: 'Preview' }).first().click();
        const table = page.getByRole('table', { name: /5 notes of this type/ });
        await table.waitFor();
        const row = (state: string) =>
          table.getByRole('row', { name: new RegExp(`^${state}`) }).textContent();
        expect(await row('Mature')).toMatch(/^Mature1\d+$/);
        expect(await row('Young')).toMatch(/^Young2\d+$/);
        expect(await row('Suspended')).toMatch(/^Suspended1\d+$/);
        expect(await row('New')).toMatch(/^New \(left alone\)1—$/);
        await check(page, `anki-import-preview-${viewport}`);

        await page.getByRole('button', { name: /^Import \d+ word states$/ }).click();
        await page.getByText('Import finished').waitFor({ timeout: 60_000 });
        await expect
          .poll(() => page.getByText(/^You know \d+ words/).textContent())
          .toMatch(/^You know [1-9]\d* words/);
        await check(page, `anki-import-done-${viewport}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }, 150_000);
  }
});
