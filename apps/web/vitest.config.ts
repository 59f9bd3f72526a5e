import { defineProject } from 'vitest/config';

/**
 * Unit and component tests run in jsdom. The end-to-end suite (e2e/, Node environment by a
 * docblock in each file) builds the web app, starts the real product once and drives Chromium;
 * it runs where E2E=1 (`E2E=1 npm test`; CI sets it after installing chromium).
 */
const e2e = process.env.E2E === '1';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: [
      'app/**/*.test.{ts,tsx}',
      'server.test.ts',
      'ssr-cache/**/*.test.ts',
      ...(e2e ? ['e2e/**/*.test.ts'] : []),
    ],
    // Launching Chromium in a suite's beforeAll takes seconds on a busy 2-core runner.
    ...(e2e ? { globalSetup: ['e2e/support/global-setup.ts'], hookTimeout: 120_000 } : {}),
  },
});
