/**
 * Accounts for the scenarios, made through the product: `goi user create [--admin]` (the CLI's
 * account service, confirmed at once) against the running server's data directory, then signed in
 * through the /login page.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { gotoHydrated } from './browser';
import { repoRoot } from './product-server';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

export function createAccount(dataDir: string, prefix: string, admin: boolean): TestAccount {
  const username = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const account = {
    username,
    email: `${username}@example.com`,
    password: 'A long enough passphrase 42',
  };
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GOI_DATA_DIR: dataDir,
    GOI_USER_PASSWORD: account.password,
    LOG_LEVEL: 'warn',
  };
  // The same embedded database as the server (product-server.ts): SQLite in the data directory.
  for (const name of ['DATABASE_URL', 'REDIS_URL']) delete env[name];
  const result = spawnSync(
    process.execPath,
    [
      join(repoRoot, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
      'apps/cli/src/main.ts',
      'user',
      'create',
      account.username,
      account.email,
      ...(admin ? ['--admin'] : []),
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`goi user create failed: ${result.stderr}`);
  return account;
}

export async function signIn(page: Page, account: TestAccount): Promise<void> {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Username or e-mail').fill(account.username);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The session cookie is set (the header's links are in a closed menu at phone size).
  await page.waitForFunction(() => /(^|; )token=/.test(document.cookie));
  await page.waitForURL((url) => url.pathname !== '/login');
}
