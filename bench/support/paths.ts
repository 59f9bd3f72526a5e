/** Where benchmarks find the repository, the corpus and a dictionary database. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A corpus file: the project's copy under data/corpus, else the shared one beside the repository. */
export function corpusFile(relative: string): string {
  for (const base of [
    path.join(repoRoot, 'data', 'corpus'),
    path.join(repoRoot, '..', 'shared', 'corpus'),
  ]) {
    const file = path.join(base, relative);
    if (fs.existsSync(file)) return file;
  }
  throw new Error(`Corpus file ${relative} not found under data/corpus or ../shared/corpus`);
}
