// @vitest-environment node
/**
 * Issue 15 (administration pages) and issue 16 items 4 and 10 against the real product: an
 * administrator adds a two-volume novel from two .txt files through /dashboard/add-media, watches
 * the progress bar, opens the new deck from /decks/media, renames it, re-parses it, deletes it and
 * sees it gone; a reader reports an issue and the administrator resolves it; a non-administrator
 * gets the 403 page; an unsigned (alg: none) "Administrator" cookie gets no admin page. Every admin
 * page is scanned by axe and photographed at 1280 and 390 px.
 */
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { createAccount, signIn, type TestAccount } from './support/accounts';
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
const dataDir = inject('e2eDataDir');
const SCENARIO_TIMEOUT_MS = 240_000;
const JOB_TIMEOUT_MS = 120_000;

// Two volumes of real Japanese prose (Natsume Sōseki, public domain).
const VOLUME_ONE =
  '吾輩は猫である。名前はまだ無い。\nどこで生れたかとんと見当がつかぬ。何でも薄暗いじめじめした所でニャーニャー泣いていた事だけは記憶している。\n';
const VOLUME_TWO =
  '私はその人を常に先生と呼んでいた。だからここでもただ先生と書くだけで本名は打ち明けない。\n「先生、今日は良い天気ですね」と私は言った。\n';

let browser: Browser;
let admin: TestAccount;
beforeAll(async () => {
  browser = await launchChromium();
  admin = createAccount(dataDir, 'admin', true);
});
afterAll(async () => {
  await browser.close();
});

async function check(page: Page, name: string) {
  await screenshot(page, name);
  expect(await seriousAxeViolations(page), `axe on ${name}`).toEqual([]);
}

/** The page at both sizes: axe and a screenshot each, then back to the desktop size. */
async function checkBothSizes(page: Page, name: string) {
  const sizes: [ViewportName, { width: number; height: number }][] = [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 900 }],
  ];
  for (const [size, viewport] of sizes) {
    await page.setViewportSize(viewport);
    // Let the page lay itself out at the new size before the scan and the picture.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
    );
    await check(page, `${name}-${size}`);
    // Nothing wider than the phone's screen (a horizontal scroll bar on a phone is a bug).
    if (size === 'phone')
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${name} fits 390 px`,
      ).toBeLessThanOrEqual(390);
  }
}

function textFile(name: string, text: string) {
  return { name, mimeType: 'text/plain', buffer: Buffer.from(text, 'utf8') };
}

describe('administration (issue 15)', () => {
  test(
    'add a two-volume novel, open it, rename, re-parse and delete it',
    async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, { viewport: 'desktop' });
      const stamp = Date.now().toString(36);
      const title = `試験小説${stamp}`;
      const renamed = `改題小説${stamp}`;
      const romaji = `Shiken shousetsu ${stamp}`;
      // Public pages show the title in the reader's title language (romaji by default).
      const listed = new RegExp(`${title}|${renamed}|${romaji}`);
      try {
        await signIn(page, admin);
        await gotoHydrated(page, '/dashboard');
        await page.getByRole('heading', { name: /Library: \d+ decks?/ }).waitFor();
        await checkBothSizes(page, 'admin-dashboard');

        await gotoHydrated(page, '/dashboard/add-media');
        await page.getByLabel('Media type', { exact: true }).selectOption({ label: 'Novel' });
        await page.getByLabel('Main file').setInputFiles(textFile(`${title}.txt`, VOLUME_ONE));
        // The main file's name seeds the title.
        expect(await page.getByLabel('Original title (required)').inputValue()).toBe(title);
        await page
          .getByLabel('More files (volumes)')
          .setInputFiles(textFile('second.txt', VOLUME_TWO));
        const volumes = page.getByRole('list', { name: 'Volumes' });
        await volumes.waitFor();
        await page.getByLabel('Volume 1 title').fill('上');
        await page.getByLabel('Volume 2 title').fill('下');
        // Reorder by keyboard and back: Alt+↓ on the first handle, then the "Move up" button.
        await page.getByRole('button', { name: /Reorder 上/ }).press('Alt+ArrowDown');
        expect(await page.getByLabel('Volume 1 title').inputValue()).toBe('下');
        await page.getByRole('button', { name: 'Move 上 up' }).click();
        expect(await page.getByLabel('Volume 1 title').inputValue()).toBe('上');
        await page.getByLabel('Romaji title').fill(romaji);
        await page.getByLabel('Release date').fill('1906-04-01');
        await page.getByLabel('Description').fill('Two volumes for the end-to-end test.');
        await checkBothSizes(page, 'admin-add-media');

        await page.getByRole('button', { name: 'Add the title' }).click();
        const progress = page.getByRole('progressbar', { name: 'Parsing progress' });
        await progress.waitFor({ timeout: JOB_TIMEOUT_MS });
        expect(Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(0);
        const open = page.getByRole('link', { name: `Open ${title}` });
        await open.waitFor({ timeout: JOB_TIMEOUT_MS });
        expect(await progress.getAttribute('aria-valuenow')).toBe('100');
        await check(page, 'admin-add-media-done-desktop');

        // The new deck is on the public list at once, with its two volumes.
        await gotoHydrated(page, `/decks/media?titleFilter=${encodeURIComponent(title)}`);
        await page.getByRole('link', { name: listed }).first().click();
        await page.waitForURL(/\/decks\/media\/\d+\/detail/);
        const deckId = Number(/\/decks\/media\/(\d+)\/detail/.exec(page.url())?.[1]);
        expect(deckId).toBeGreaterThan(0);
        await page.getByRole('heading', { name: listed, level: 1 }).waitFor();
        expect(await page.getByText('下', { exact: true }).count()).toBeGreaterThan(0);
        await check(page, 'admin-new-deck-detail-desktop');

        // Adding the same title and type again is announced before sending, naming the deck.
        await gotoHydrated(page, '/dashboard/add-media');
        await page.getByLabel('Media type', { exact: true }).selectOption({ label: 'Novel' });
        await page.getByLabel('Original title (required)').fill(title);
        const duplicate = page.getByRole('alert').filter({ hasText: 'already exists' });
        await duplicate.waitFor();
        expect(await duplicate.getByRole('link', { name: title }).getAttribute('href')).toBe(
          `/dashboard/media/${deckId}`,
        );
        expect(await duplicate.getByRole('radio', { name: /Add anyway/ }).count()).toBe(1);

        // Rename it.
        await gotoHydrated(page, `/dashboard/media/${deckId}`);
        await page.getByRole('heading', { name: 'Statistics' }).waitFor();
        await checkBothSizes(page, 'admin-media-edit');
        await page.getByLabel('Original title (required)').fill(renamed);
        await page.getByRole('button', { name: 'Save changes' }).click();
        await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
        expect(await page.getByText('update-deck').count()).toBeGreaterThan(0);

        // Re-parse it and follow the job to the end.
        await page.getByRole('button', { name: 'Re-parse' }).click();
        const reparse = page.getByRole('progressbar', { name: 'Parsing progress' });
        await reparse.waitFor();
        await page.waitForFunction(
          () =>
            document
              .querySelector('[role="progressbar"][aria-label="Parsing progress"]')
              ?.getAttribute('aria-valuetext')
              ?.startsWith('Done'),
          undefined,
          { timeout: JOB_TIMEOUT_MS },
        );

        // Delete it: the confirmation names the deck.
        await page.getByRole('button', { name: 'Delete', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: `Delete ${renamed}?` });
        await dialog.waitFor();
        await check(page, 'admin-media-delete-dialog-desktop');
        await dialog.getByRole('button', { name: `Delete ${renamed}` }).click();
        await page.waitForURL(/\/dashboard$/);

        await gotoHydrated(page, `/decks/media?titleFilter=${encodeURIComponent(renamed)}`);
        await page.getByText('No media match these filters.').waitFor();
        expect(await page.getByRole('link', { name: listed }).count()).toBe(0);
        const gone = await page.request.get(`/decks/media/${deckId}/detail`);
        expect(gone.status()).toBe(404);

        await gotoHydrated(page, '/dashboard/manage');
        await page.getByRole('list', { name: 'Jobs' }).waitFor();
        await checkBothSizes(page, 'admin-manage');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'a reader reports an issue and the administrator resolves it',
    async () => {
      const kokoro = await demoDeckId(baseUrl, 'kokoro');
      const reader = createAccount(dataDir, 'reporter', false);
      const text = `The second chapter is missing (${Date.now().toString(36)}).`;
      const readerSide = await openPage(browser, baseUrl, { viewport: 'phone' });
      try {
        await signIn(readerSide.page, reader);
        await gotoHydrated(readerSide.page, `/decks/media/${kokoro}/detail`);
        await readerSide.page.getByRole('button', { name: 'Report an issue' }).click();
        const dialog = readerSide.page.getByRole('dialog', { name: 'Report an issue' });
        await dialog.getByLabel('Kind of problem').selectOption('missing-episodes');
        await dialog.getByLabel('Details').fill(text);
        await check(readerSide.page, 'report-issue-dialog-phone');
        await dialog.getByRole('button', { name: 'Send the report' }).click();
        await readerSide.page.getByText('Thank you — the report was sent').waitFor();
        expect(readerSide.errors).toEqual([]);
      } finally {
        await readerSide.context.close();
      }

      const { context, page, errors } = await openPage(browser, baseUrl, { viewport: 'desktop' });
      try {
        await signIn(page, admin);
        await gotoHydrated(page, '/dashboard/issues');
        const report = page.getByRole('listitem').filter({ hasText: text });
        await report.waitFor();
        expect(await report.getByText(reader.username, { exact: false }).count()).toBe(1);
        expect(await report.getByRole('link').first().getAttribute('href')).toBe(
          `/dashboard/media/${kokoro}`,
        );
        await checkBothSizes(page, 'admin-issues');
        await report.getByRole('button', { name: /^Resolve report/ }).click();
        await page.getByRole('listitem').filter({ hasText: text }).waitFor({ state: 'detached' });
        await page.getByLabel('Show').selectOption('resolved');
        const resolved = page.getByRole('listitem').filter({ hasText: text });
        await resolved.waitFor();
        expect(await resolved.textContent()).toContain(`Resolved by ${admin.username}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});

describe('administration in dark mode', () => {
  test(
    'the admin pages pass axe in dark mode',
    async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, {
        viewport: 'desktop',
        colorScheme: 'dark',
      });
      try {
        await signIn(page, admin);
        for (const [path, name] of [
          ['/dashboard', 'dashboard'],
          ['/dashboard/add-media', 'add-media'],
          ['/dashboard/manage', 'manage'],
          ['/dashboard/issues', 'issues'],
        ] as const) {
          await gotoHydrated(page, path);
          await page.getByRole('heading', { level: 1 }).first().waitFor();
          await check(page, `admin-${name}-dark-desktop`);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );
});

describe('the admin guard (issue 16 items 4 and 10)', () => {
  test(
    'a signed-in reader who is not an administrator gets the 403 page',
    async () => {
      const reader = createAccount(dataDir, 'reader', false);
      for (const viewport of ['desktop', 'phone'] as const) {
        const { context, page } = await openPage(browser, baseUrl, { viewport });
        try {
          await signIn(page, reader);
          const response = await page.goto('/dashboard/add-media');
          expect(response?.status()).toBe(403);
          await page.getByRole('heading', { name: 'Forbidden', level: 1 }).waitFor();
          expect(await page.getByTestId('error-message').textContent()).toBe(
            'You need administrator rights',
          );
          // What the reader sees (not the hydration data in scripts).
          const body = await page.innerText('body');
          expect(body).not.toContain('Internal Server Error');
          expect(body).not.toContain('Something went wrong on our side');
          await check(page, `admin-403-${viewport}`);
        } finally {
          await context.close();
        }
      }
    },
    SCENARIO_TIMEOUT_MS,
  );

  test(
    'an administrator whose access token expired gets the page once the browser refreshed the session',
    async () => {
      const { context, page, errors } = await openPage(browser, baseUrl, { viewport: 'desktop' });
      try {
        await signIn(page, admin);
        // The same token, expiring in a minute (inside the 5-minute margin both the guard and
        // the browser treat as expired), signed with the server's own secret.
        const cookie = (await context.cookies()).find((entry) => entry.name === 'token')!;
        const [header, payload] = cookie.value.split('.') as [string, string];
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          exp: number;
        };
        claims.exp = Math.floor(Date.now() / 1000) + 60;
        const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
        const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
        const signature = createHmac('sha256', secret).update(body).digest('base64url');
        await context.addCookies([{ ...cookie, value: `${body}.${signature}` }]);

        const response = await page.goto('/dashboard');
        // The server could not verify anyone: no data in the first answer…
        expect(await response?.text()).not.toContain('Library:');
        // …then the browser refreshes the session and the loader runs again.
        await page.getByRole('heading', { name: /Library: \d+ decks?/ }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    SCENARIO_TIMEOUT_MS,
  );

  test('an unsigned alg:none token claiming Administrator gets no admin page', async () => {
    const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const forged = `${part({ alg: 'none', typ: 'JWT' })}.${part({
      sub: '00000000-0000-0000-0000-000000000000',
      unique_name: 'mallory',
      roles: ['User', 'Administrator'],
      iss: 'goi',
      aud: 'goi',
      exp: Math.floor(Date.now() / 1000) + 3600,
    })}.`;
    for (const path of ['/dashboard', '/dashboard/add-media', '/dashboard/manage']) {
      const response = await fetch(`${baseUrl}${path}`, {
        headers: { cookie: `token=${forged}`, 'user-agent': 'Mozilla/5.0 Chrome/140.0' },
        redirect: 'manual',
      });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe('/login');
      expect(await response.text()).not.toContain('Library:');
    }
  });
});
