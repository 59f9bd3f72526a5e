import { defineConfig } from 'vitest/config';

// One Vitest run across every workspace: each package and app is a project with its own name,
// so `npx vitest run --project text` runs one of them.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*'],
  },
});
