import { configDefaults, defineProject } from 'vitest/config';

// The distributed mode's check runs real processes on PostgreSQL and Redis, so it is collected
// only when PostgreSQL is among the tested dialects (`.ci/run`: DIALECTS=sqlite,postgres). On the
// embedded default a file with no suite would fail `npm test` on a newcomer's machine.
const withPostgres = (process.env.DIALECTS ?? '')
  .split(',')
  .map((name) => name.trim())
  .includes('postgres');

export default defineProject({
  test: {
    name: '@goi/cli',
    exclude: withPostgres
      ? configDefaults.exclude
      : [...configDefaults.exclude, 'src/commands/distributed-mode.test.ts'],
    // The segment/parse tests run the real command on the real dictionary, imported once into
    // .data/test by the library's setup (shared with the library tests).
    globalSetup: ['../../packages/library/test/support/global-setup.ts'],
    // Crash tests start and kill whole `goi` processes: minutes on a busy 2-core runner.
    testTimeout: 240_000,
    hookTimeout: 180_000,
  },
});
