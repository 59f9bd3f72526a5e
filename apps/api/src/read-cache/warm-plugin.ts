/**
 * Fills the API's in-memory read models when the app is ready, in the background, so that the
 * first readers do not pay for them (a vocabulary page that meets none of them reads ~100
 * dictionary entries and sorts its deck in SQL terms of work, ~1.5 ms against ~0.3 ms):
 *
 * 1. the form rank table (every form's global figures, ~1 s for ~490,000 forms);
 * 2. the words of every top-level deck (the coverage service's cache: reader coverage and
 *    vocabulary pages; ~1 s per million deck words), and what else `prepareDecks` readies for
 *    them: the app sorts their vocabulary orders and writes their pages' heads (~0.8 ms a deck
 *    of 2,000 words);
 * 3. the word templates of the forms the library uses, most common first, until the template
 *    cache is nine-tenths full (~40 µs a form).
 *
 * Work goes in chunks with a yield between them, so requests are served meanwhile; closing the
 * app stops it. `app.readModelsWarmed` settles when it is done (benchmarks wait for it); a
 * failure is logged and leaves the caches to fill on demand. `readCache.warmOnStart: false`
 * turns it off.
 */
import { listFormsInUse, listTopLevelDeckIds, type DbOrTrx } from '@goi/db';
import type { PackedDeckWords } from '@goi/library';
import fp from 'fastify-plugin';
import type { FormRankTable } from '../routes/vocabulary/form-rank-table';
import type { ReadCache } from './read-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when the start-up warm is over (undefined: off, or it failed). */
    readModelsWarmed: Promise<WarmSummary | undefined>;
  }
}

export interface WarmSummary {
  rankedForms: number;
  decks: number;
  /** Steps whose `prepareDecks` failed (their decks' pages are readied on demand). */
  prepareFailures: number;
  templates: number;
  milliseconds: number;
}

export interface WarmPluginOptions {
  enabled: boolean;
  db: DbOrTrx;
  cache: ReadCache;
  deckWords: (db: DbOrTrx, deckIds: readonly number[]) => Promise<Map<number, PackedDeckWords>>;
  /** What else to ready for each step's decks (their vocabulary pages' orders and heads). */
  prepareDecks?: (
    version: string | undefined,
    words: ReadonlyMap<number, PackedDeckWords>,
    ranks: FormRankTable,
  ) => Promise<void>;
}

/** Decks loaded per step (~200,000 deck words). */
const DECKS_PER_STEP = 100;

const yieldToRequests = () => new Promise((resolve) => setImmediate(resolve));

export async function warmReadModels(
  { db, cache, deckWords, prepareDecks }: Omit<WarmPluginOptions, 'enabled'>,
  signal?: AbortSignal,
  onPrepareError?: (error: unknown) => void,
): Promise<WarmSummary> {
  const started = performance.now();
  const version = await cache.version();
  const ranks = await cache.formRanks(version);
  const deckIds = await listTopLevelDeckIds(db);
  let decks = 0;
  let prepareFailures = 0;
  for (let start = 0; start < deckIds.length && !signal?.aborted; start += DECKS_PER_STEP) {
    const words = await deckWords(db, deckIds.slice(start, start + DECKS_PER_STEP));
    // What fails here is only not readied ahead: it is computed on the first page that needs it.
    await prepareDecks?.(version, words, ranks).catch((error: unknown) => {
      prepareFailures++;
      onPrepareError?.(error);
    });
    decks += words.size;
    await yieldToRequests();
  }
  const templates = signal?.aborted
    ? 0
    : await cache.words.warm(db, await listFormsInUse(db), ranks, signal);
  return {
    rankedForms: ranks.size,
    decks,
    prepareFailures,
    templates,
    milliseconds: Math.round(performance.now() - started),
  };
}

export const warmPlugin = fp<WarmPluginOptions>(
  (app, { enabled, ...models }, done) => {
    let warmed: Promise<WarmSummary | undefined> = Promise.resolve(undefined);
    app.decorate('readModelsWarmed', {
      getter: () => warmed,
    });
    if (!enabled) {
      done();
      return;
    }
    const controller = new AbortController();
    app.addHook('onReady', (hookDone) => {
      const onPrepareError = (error: unknown) =>
        app.log.warn(
          { err: error },
          "readying decks' vocabulary pages failed: they are readied on demand",
        );
      warmed = warmReadModels(models, controller.signal, onPrepareError).then(
        (summary) => {
          app.log.info(summary, 'read models warmed');
          return summary;
        },
        (error: unknown) => {
          app.log.warn({ err: error }, 'warming the read models failed: they fill on demand');
          return undefined;
        },
      );
      hookDone();
    });
    app.addHook('onClose', async () => {
      controller.abort();
      await warmed;
    });
    done();
  },
  { name: 'goi-warm-read-models' },
);
