import { defineProject } from 'vitest/config';

// Unit and component tests run in jsdom; the end-to-end suite (e2e/) starts a real server and
// Chromium and runs only where E2E=1 (the CI sets it after installing chromium).
export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: [
      'app/**/*.test.{ts,tsx}',
      'server.test.ts',
      ...(process.env.E2E === '1' ? ['e2e/**/*.test.ts'] : []),
    ],
  },
});
