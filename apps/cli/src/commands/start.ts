/**
 * `goi start` (what `npm start` runs): the embedded product in one process. It migrates the
 * database, imports the vendored dictionary on first start, builds the demo library on first start,
 * runs queued jobs in-process, and serves the API (`/api/...`) and the web app on one port.
 * Everything it prepares is reused by the next start. See docs/decisions/002.
 *
 * With REDIS_URL and DATABASE_URL it is one process of the distributed mode (docs/deploy.md):
 * `--role web` serves the API and the web app, `--role worker` runs jobs (on BullMQ), `--role all`
 * (the default) does both and prepares the library as the embedded start does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import {
  connectRedisServices,
  createMetrics,
  loadApiConfig,
  pingDatabase,
  type RedisServices,
} from '@goi/api';
import { startServer } from '@goi/api/server';
import { countJobsByStatus, ensureDictionary, hasFrequencies } from '@goi/db';
import {
  accountJobHandlers,
  parserProvider,
  databaseReadVersions,
  ensureDemoLibrary,
  jobHandlers,
  manageJobHandlers,
  metadataJobHandlersFromEnv,
  recomputeFrequencies,
  refreshDifficulties,
} from '@goi/library';
import { mountWeb } from '@goi/web/server';
import { lexiconCacheDir, loadConfig, repoRoot, uploadDirOf } from '../config';
import { openConfiguredDatabase } from '../database';
import { createJobRunner, distributedSettings, jobUserId, parseRole } from '../distributed';
import { processEnv } from '../env';
import { startWorkerStatusServer } from '../worker-status-server';
import { progressWriter } from './worker';

const webBuildEntry = path.join(repoRoot, 'apps/web/build/server/index.js');

/** The web app is served from its production build; build it once when it is missing. */
function ensureWebBuild(): void {
  if (fs.existsSync(webBuildEntry)) return;
  console.error('Building the web app (first start only)…');
  const result = spawnSync('npm', ['run', '-s', 'build', '-w', '@goi/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0 || !fs.existsSync(webBuildEntry))
    throw new Error('Building the web app failed (see the output above)');
}

export function register(program: Command): void {
  program
    .command('start')
    .description(
      'Start the whole product: database, dictionary, demo library, jobs, API and web app',
    )
    .option('--no-web', 'serve only the API (the web app runs elsewhere, or not at all)')
    .option(
      '--role <role>',
      'all; or, in the distributed mode (REDIS_URL + DATABASE_URL), web (API and web app) or worker (jobs)',
      'all',
    )
    .action(async (options: { web: boolean; role: string }) => {
      const role = parseRole(options.role);
      const config = loadConfig();
      const distributed = distributedSettings(config, role);
      // A bad setting (e.g. PARSE_TIME_BUDGET_MS=1) is named before minutes of dictionary work.
      const apiConfig = loadApiConfig(processEnv(), { dataDir: config.GOI_DATA_DIR });
      const serves = role !== 'worker';
      if (serves && options.web) ensureWebBuild();
      const handle = await openConfiguredDatabase(config);
      const progress = progressWriter(process.stderr);
      const metrics = createMetrics({ processMetrics: true });
      metrics.watchJobCounts(() => countJobsByStatus(handle.db));
      let worker: ReturnType<typeof createJobRunner> | undefined;
      let redis: RedisServices | undefined;
      try {
        const getParser = parserProvider(handle.db, { cacheDir: lexiconCacheDir(config) });
        // The library is prepared by the embedded start and by `--role all`; processes of one
        // role start on a database prepared once (docs/deploy.md).
        if (role === 'all') {
          const dictionary = await ensureDictionary(
            handle.db,
            config.GOI_DICTIONARY_DIR,
            ({ step, done, total }) =>
              progress.update(total > 0 ? (100 * done) / total : 0, `Dictionary: ${step}`),
          );
          if (dictionary.status === 'imported') console.error('Dictionary imported.');
          if (config.GOI_DEMO_LIBRARY === 'on') {
            const demo = await ensureDemoLibrary(
              handle.db,
              getParser,
              path.join(repoRoot, 'data', 'corpus'),
              (percent, step) => progress.update(percent, `Demo library: ${step}`),
            );
            if (demo.built) console.error(`Demo library built (${demo.deckIds.length} decks).`);
          }

          // Ranks (word pages, frequency downloads, difficulty) need one computation after the
          // library changes; do it when there are none yet (first start, or after the demo build).
          if (!(await hasFrequencies(handle.db))) {
            await recomputeFrequencies(handle.db, {
              onProgress: ({ step, done, total }) =>
                progress.update(total > 0 ? (100 * done) / total : 0, `Frequency ranks: ${step}`),
            });
            console.error('Frequency ranks computed.');
          }
          // Stored difficulties follow the estimator: after a recalibration, rate every deck again.
          const rated = await refreshDifficulties(handle.db);
          if (rated.decks > 0) console.error(`Difficulty recomputed for ${rated.decks} decks.`);
        }

        if (distributed) redis = await connectRedisServices(distributed);
        const publisher = redis?.versionPublisher;
        const handlers = {
          ...jobHandlers(handle.db, getParser),
          ...manageJobHandlers(handle.db, getParser),
          ...accountJobHandlers({
            db: handle.db,
            parser: getParser,
            uploadDir: uploadDirOf(config),
          }),
          ...metadataJobHandlersFromEnv(handle.db, processEnv(), config.GOI_DATA_DIR),
        };
        const logError = (error: unknown) =>
          console.error(`jobs: ${error instanceof Error ? error.message : String(error)}`);
        if (role !== 'web') {
          worker = createJobRunner(handle.db, handlers, {
            distributed,
            concurrency: config.JOB_CONCURRENCY,
            leaseMs: config.JOB_LEASE_SECONDS * 1000,
            onError: logError,
            onEnded: (outcome) => {
              metrics.observeJob(outcome);
              if (!publisher || outcome.status !== 'succeeded') return;
              // The job's writes have committed: tell the other processes.
              const userId = jobUserId(outcome.payload);
              void publisher
                .contentChanged()
                .then(() => (userId ? publisher.knownWordsChanged(userId) : undefined))
                .catch(logError);
            },
          });
          worker.start();
        }
        const jobs = worker;
        const shared = redis;
        const closeAll = async () => {
          await jobs?.stop();
          await shared?.close();
          await handle.close();
        };
        if (!serves) {
          const status = await startWorkerStatusServer({
            host: apiConfig.host,
            port: apiConfig.port,
            metrics,
            readinessChecks: {
              database: () => pingDatabase(handle.db),
              ...shared?.readinessChecks,
            },
          });
          console.error(`Goi worker is running (status at ${status.url})`);
          // SIGTERM: the running jobs go back on the queue (their leases released), then exit.
          await new Promise<void>((resolve) => {
            process.once('SIGINT', resolve);
            process.once('SIGTERM', resolve);
          });
          console.error('Stopping: the running jobs go back on the queue…');
          await status.close();
          await closeAll();
          return;
        }
        const server = await startServer(
          apiConfig,
          {
            db: handle.db,
            dialect: handle.dialect,
            getParser,
            metrics,
            ...(shared && {
              rateLimitCounter: shared.rateLimitCounter,
              versionPublisher: shared.versionPublisher,
              readinessChecks: shared.readinessChecks,
              // Versions kept in memory, dropped by the other processes' messages.
              readVersions: await shared.subscribeVersions(databaseReadVersions(handle.db)),
            }),
            // Request-time parsing runs in worker threads that open the same database.
            parseSource: {
              database: { databaseUrl: config.DATABASE_URL, dataDir: config.GOI_DATA_DIR },
              lexiconCacheDir: lexiconCacheDir(config),
            },
          },
          {
            ...(options.web && { prepare: (app) => mountWeb(app, { mode: 'production' }) }),
            onClose: closeAll,
          },
        );
        console.error(`Goi is running at ${server.url}`);
      } catch (error) {
        // A polling job worker would keep the process alive after the error (e.g. the port in use).
        await worker?.stop();
        await redis?.close();
        await handle.close();
        throw error;
      }
    });
}
