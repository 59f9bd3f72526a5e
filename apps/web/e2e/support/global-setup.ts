/**
 * Vitest global setup of the end-to-end suite: one fresh web build and ONE product server (one
 * dictionary import) for every scenario; the tests read its address with `inject('e2eBaseUrl')`.
 */
import type { TestProject } from 'vitest/node';
import { ensureFreshWebBuild, startProductServer } from './product-server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    e2eDataDir: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureFreshWebBuild();
  const server = await startProductServer();
  project.provide('e2eBaseUrl', server.url);
  project.provide('e2eDataDir', server.dataDir);
  return () => server.stop();
}
