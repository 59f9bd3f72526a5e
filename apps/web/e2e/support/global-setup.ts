/**
 * Vitest global setup of the end-to-end suite: one fresh web build and ONE product server (one
 * dictionary import) for every scenario; the tests read its address with `inject('e2eBaseUrl')`.
 */
import type { TestProject } from 'vitest/node';
import { FAKE_JIMAKU_KEY, startFakeAniList, startFakeJimaku } from './fake-providers';
import { ensureFreshWebBuild, startProductServer } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureFreshWebBuild();
  // The product's AniList and Jimaku are local fakes (the product server inherits this environment).
  const anilist = await startFakeAniList();
  process.env.ANILIST_API_URL = anilist.url;
  const jimaku = await startFakeJimaku();
  process.env.JIMAKU_API_URL = jimaku.url;
  process.env.JIMAKU_API_KEY = FAKE_JIMAKU_KEY;
  const server = await startProductServer();
  project.provide('e2eBaseUrl', server.url);
  project.provide('e2eDataDir', server.dataDir);
  return async () => {
    await server.stop();
    await anilist.close();
    await jimaku.close();
  };
}
