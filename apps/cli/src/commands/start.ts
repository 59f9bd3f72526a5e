/**
 * `goi start` (what `npm start` runs): the embedded product in one process. It migrates the
 * database, imports the vendored dictionary on first start, builds the demo library on first start,
 * runs queued jobs in-process, and serves the API (`/api/...`) and the web app on one port.
 * Everything it prepares is reused by the next start. See docs/decisions/002.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Command } from 'commander';
import { loadApiConfig } from '@goi/api';
import { startServer } from '@goi/api/server';
import { ensureDictionary, hasFrequencies } from '@goi/db';
import {
  accountJobHandlers,
  createJobWorker,
  createTextParser,
  ensureDemoLibrary,
  jobHandlers,
  manageJobHandlers,
  metadataJobHandlersFromEnv,
  recomputeFrequencies,
  refreshDifficulties,
} from '@goi/library';
import type { Parser } from '@goi/text';
import { mountWeb } from '@goi/web/server';
import { lexiconCacheDir, loadConfig, repoRoot, uploadDirOf } from '../config';
import { openConfiguredDatabase } from '../database';
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
    .action(async (options: { web: boolean }) => {
      const config = loadConfig();
      // A bad setting (e.g. PARSE_TIME_BUDGET_MS=1) is named before minutes of dictionary work.
      const apiConfig = loadApiConfig(process.env, { dataDir: config.GOI_DATA_DIR });
      if (options.web) ensureWebBuild();
      const handle = await openConfiguredDatabase(config);
      const progress = progressWriter(process.stderr);
      let worker: ReturnType<typeof createJobWorker> | undefined;
      try {
        const dictionary = await ensureDictionary(
          handle.db,
          config.GOI_DICTIONARY_DIR,
          ({ step, done, total }) =>
            progress.update(total > 0 ? (100 * done) / total : 0, `Dictionary: ${step}`),
        );
        if (dictionary.status === 'imported') console.error('Dictionary imported.');

        let parser: Promise<Parser> | undefined;
        const getParser = () =>
          (parser ??= createTextParser(handle.db, { cacheDir: lexiconCacheDir(config) }));
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

        worker = createJobWorker(handle.db, {
          ...jobHandlers(handle.db, getParser),
          ...manageJobHandlers(handle.db, getParser),
          ...accountJobHandlers({
            db: handle.db,
            parser: getParser,
            uploadDir: uploadDirOf(config),
          }),
          ...metadataJobHandlersFromEnv(handle.db, process.env, config.GOI_DATA_DIR),
        });
        worker.start();
        const jobs = worker;
        const server = await startServer(
          apiConfig,
          {
            db: handle.db,
            dialect: handle.dialect,
            getParser,
            // Request-time parsing runs in worker threads that open the same database.
            parseSource: {
              database: { databaseUrl: config.DATABASE_URL, dataDir: config.GOI_DATA_DIR },
              lexiconCacheDir: lexiconCacheDir(config),
            },
          },
          {
            ...(options.web && { prepare: (app) => mountWeb(app, { mode: 'production' }) }),
            onClose: async () => {
              await jobs.stop();
              await handle.close();
            },
          },
        );
        console.error(`Goi is running at ${server.url}`);
      } catch (error) {
        // A polling job worker would keep the process alive after the error (e.g. the port in use).
        await worker?.stop();
        await handle.close();
        throw error;
      }
    });
}
