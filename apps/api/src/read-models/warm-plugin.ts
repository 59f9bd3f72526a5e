/**
 * Fills the read models' cache when the app is ready, in the background, so the first readers do
 * not pay for it (`ReadModels.warm`: rank table, deck words and orders, deck-list words). Closing
 * the app stops it. `app.readModelsWarmed` settles when it is done (benchmarks wait for it); a
 * failure is logged and leaves the cache to fill on demand. `readCache.warmOnStart: false` turns
 * it off.
 */
import type { ReadModels, WarmSummary } from '@goi/library';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when the start-up warm is over (undefined: off, or it failed). */
    readModelsWarmed: Promise<WarmSummary | undefined>;
  }
}

export interface WarmPluginOptions {
  enabled: boolean;
  readModels: ReadModels;
}

export const warmPlugin = fp<WarmPluginOptions>(
  (app, { enabled, readModels }, done) => {
    let warmed: Promise<WarmSummary | undefined> = Promise.resolve(undefined);
    app.decorate('readModelsWarmed', { getter: () => warmed });
    if (!enabled) {
      done();
      return;
    }
    const controller = new AbortController();
    app.addHook('onReady', (hookDone) => {
      warmed = readModels.warm(controller.signal).then(
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
