/**
 * `goi worker`: runs queued jobs (media ingest, re-parse, …) until stopped with Ctrl-C or
 * SIGTERM; a job it is running then goes back on the queue. Also the helpers `add-media` and
 * `reparse` use to run their job in-process and draw its progress bar.
 */
import type { Command } from 'commander';
import type { Db } from '@goi/db';
import {
  accountJobHandlers,
  createJobWorker,
  parserProvider,
  enqueueJob,
  getJob,
  jobHandlers,
  manageJobHandlers,
  metadataJobHandlersFromEnv,
  findQueuedRecompute,
  type Job,
  type JobHandler,
} from '@goi/library';
import { lexiconCacheDir, loadConfig, uploadDirOf } from '../config';
import { withDatabase } from '../database';
import { processEnv } from '../env';

/**
 * Every job type this command line can run; the parser is loaded on the first job needing it,
 * from the lexicon snapshot of the data directory as `goi start` does (reading the whole lexicon
 * from the database again takes seconds in every `goi worker` or `goi add-media`).
 */
export function cliJobHandlers(
  db: Db,
  cacheDir: string = lexiconCacheDir(loadConfig()),
): Record<string, JobHandler> {
  const getParser = parserProvider(db, { cacheDir });
  return {
    ...jobHandlers(db, getParser),
    ...manageJobHandlers(db, getParser),
    ...accountJobHandlers({ db, parser: getParser, uploadDir: uploadDirOf(loadConfig()) }),
    ...metadataJobHandlersFromEnv(db, processEnv(), loadConfig().GOI_DATA_DIR),
  };
}

/** `[##########----------]  50% Parsing 二 (2/11)` */
export function progressBar(percent: number, step: string, width = 24): string {
  const clamped = Math.max(0, Math.min(100, percent));
  const filled = Math.round((clamped / 100) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${clamped.toFixed(0).padStart(3)}% ${step}`;
}

/**
 * Writes progress to a stream: redrawn in place on a terminal, otherwise one line whenever the
 * step changes or another tenth is done (so logs stay short).
 */
export function progressWriter(stream: Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean }): {
  update: (percent: number, step: string) => void;
  done: () => void;
} {
  let lastLine = '';
  let lastKey = '';
  return {
    update: (percent, step) => {
      const line = progressBar(percent, step);
      if (stream.isTTY) {
        if (line !== lastLine) stream.write(`\r\x1b[2K${line}`);
      } else {
        const key = `${step}|${Math.floor(percent / 10)}`;
        if (key !== lastKey) stream.write(`${line}\n`);
        lastKey = key;
      }
      lastLine = line;
    },
    done: () => {
      if (stream.isTTY && lastLine) stream.write('\n');
    },
  };
}

/**
 * Runs a worker in this process until the given job has finished (other queued jobs before it
 * run too), reporting its progress; returns the finished job.
 */
export async function runJobInProcess(
  db: Db,
  jobId: number,
  onProgress: (percent: number, step: string) => void,
  pollMs = 200,
): Promise<Job> {
  const worker = createJobWorker(db, cliJobHandlers(db), { pollMs });
  worker.start();
  try {
    for (;;) {
      const job = await getJob(db, jobId);
      if (!job) throw new Error(`Job ${jobId} does not exist`);
      onProgress(job.progress, job.step || job.status);
      if (job.status === 'succeeded' || job.status === 'failed' || job.status === 'cancelled')
        return job;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  } finally {
    await worker.stop();
  }
}

/**
 * What `add-media` and `reparse` share: queue the job; with `wait`, run it here with a progress
 * bar on stderr and return its result (a failed job throws with its reason); without, say that a
 * `goi worker` will run it and return undefined.
 */
export async function queueJob(
  db: Db,
  type: string,
  payload: unknown,
  wait: boolean,
): Promise<unknown> {
  return followJob(db, await enqueueJob(db, type, payload), wait);
}

/** A job already queued (by the library's add or re-parse): run it here, or leave it queued. */
export async function followJob(db: Db, jobId: number, wait: boolean): Promise<unknown> {
  if (!wait) {
    process.stdout.write(`Queued job ${jobId}; \`goi worker\` will run it.\n`);
    return undefined;
  }
  const bar = progressWriter(process.stderr);
  const job = await runJobInProcess(db, jobId, bar.update);
  bar.done();
  if (job.status === 'failed') throw new Error(`job ${jobId} failed: ${job.error}`);
  if (job.status === 'cancelled') throw new Error(`job ${jobId} was cancelled`);
  // The change asked for fresh ranks: compute them now rather than leave them to a worker.
  await runPendingRecompute(db, process.stderr);
  return job.result;
}

/**
 * Runs a queued recomputation of the frequency ranks here, with its progress on `stream`; a
 * failure is reported, not thrown (the change it follows has succeeded). Returns the job, if any.
 */
export async function runPendingRecompute(
  db: Db,
  stream: Pick<NodeJS.WriteStream, 'write'> & { isTTY?: boolean },
): Promise<Job | undefined> {
  const queued = await findQueuedRecompute(db);
  if (!queued) return undefined;
  const bar = progressWriter(stream);
  const job = await runJobInProcess(db, queued.jobId, bar.update);
  bar.done();
  if (job.status === 'failed') stream.write(`Frequency ranks were not recomputed: ${job.error}\n`);
  return job;
}

export function register(program: Command): void {
  program
    .command('worker')
    .description('Run queued jobs (media ingest, re-parse, …) until stopped')
    .option('--poll <ms>', 'pause between polls of an empty queue', '1000')
    .action(async (options: { poll: string }) => {
      const pollMs = Number(options.poll);
      if (!Number.isInteger(pollMs) || pollMs < 10)
        throw new Error(
          `--poll must be a whole number of milliseconds ≥ 10, got "${options.poll}"`,
        );
      await withDatabase(loadConfig(), async ({ db }) => {
        const handlers = Object.fromEntries(
          Object.entries(cliJobHandlers(db)).map(([type, handler]): [string, JobHandler] => [
            type,
            async (payload, context) => {
              process.stderr.write(`${new Date().toISOString()} ${type}: started\n`);
              try {
                const result = await handler(payload, context);
                process.stderr.write(`${new Date().toISOString()} ${type}: succeeded\n`);
                return result;
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                process.stderr.write(`${new Date().toISOString()} ${type}: failed: ${message}\n`);
                throw error;
              }
            },
          ]),
        );
        const worker = createJobWorker(db, handlers, {
          pollMs,
          onError: (error) =>
            process.stderr.write(
              `worker: ${error instanceof Error ? error.message : String(error)}\n`,
            ),
        });
        process.stderr.write(
          `Worker started (${Object.keys(handlers).join(', ')}); Ctrl-C stops it.\n`,
        );
        worker.start();
        await new Promise<void>((resolve) => {
          const stop = () => {
            process.stderr.write('Stopping: the running job goes back on the queue…\n');
            resolve();
          };
          process.once('SIGINT', stop);
          process.once('SIGTERM', stop);
        });
        await worker.stop();
      });
    });
}
