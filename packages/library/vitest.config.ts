import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@goi/library',
    // The parser tests need the real dictionary: imported once into .data/test (about a minute on
    // a fresh clone, then reused while the vendored sources are unchanged).
    globalSetup: ['./test/support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
