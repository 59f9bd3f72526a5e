/**
 * The parse pool's worker thread: opens its own connection to the database, builds the parser
 * once (kuromoji + the lexicon, a few hundred MB: one copy per thread, so few threads) and runs
 * parse tasks. A task whose deadline passed while it waited in the queue is skipped: its request
 * has already been answered 503.
 */
import { workerData } from 'node:worker_threads';
import { openDatabase, type DatabaseConfig } from '@goi/db';
import { createTextParser } from '@goi/library';
import { runParseTask, type ParseTask } from './parse-tasks';

export interface ParseWorkerData {
  database: DatabaseConfig;
  /** Where the lexicon snapshot is kept (the CLI's cache directory), so a start reads it fast. */
  lexiconCacheDir?: string;
}

/** A parse with its deadline, or `warm`: answered once this thread's parser is loaded. */
export type WorkerTask = (ParseTask & { deadline: number }) | { kind: 'warm' };
export type WorkerAnswer = { expired: true } | { expired: false; result: unknown };

const data = workerData as ParseWorkerData;
const handle = openDatabase(data.database);
const parser = createTextParser(
  handle.db,
  data.lexiconCacheDir ? { cacheDir: data.lexiconCacheDir } : {},
);
// A failed load is reported by the first task that awaits it, not as an unhandled rejection.
parser.catch(() => undefined);

export default async function parseInWorker(task: WorkerTask): Promise<WorkerAnswer> {
  const ready = await parser;
  if (task.kind === 'warm') return { expired: false, result: null };
  if (Date.now() >= task.deadline) return { expired: true };
  return { expired: false, result: await runParseTask(handle.db, ready, task) };
}
