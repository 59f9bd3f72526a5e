import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@goi/cli',
    // The segment/parse tests run the real command on the real dictionary, imported once into
    // .data/test by the library's setup (shared with the library tests).
    globalSetup: ['../../packages/library/test/support/global-setup.ts'],
    // Crash tests start and kill whole `goi` processes: minutes on a busy 2-core runner.
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
