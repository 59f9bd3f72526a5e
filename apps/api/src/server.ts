/**
 * The only place the API listens. `startServer` builds the app, listens on the configured
 * host and port, and closes gracefully on SIGINT/SIGTERM: no new connections, in-flight
 * requests finish, then the caller's `onClose` (closing the database) runs.
 */
import { sweepUploadFolders } from '@goi/library';
import { buildApp, type ApiApp } from './app';
import type { ApiConfig } from './config';
import type { AppDeps } from './deps';

export interface StartedServer {
  app: ApiApp;
  /** The address it listens on, e.g. `http://127.0.0.1:3000`. */
  url: string;
  /** Stops listening and closes the app (idempotent); signals call it too. */
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** Runs after the app is built and before it listens, e.g. to mount the web app. */
  prepare?: (app: ApiApp) => Promise<void> | void;
  /** Runs after the app has closed, e.g. to close the database handle. */
  onClose?: () => Promise<void> | void;
  /** Signals that trigger a graceful close (default SIGINT and SIGTERM). */
  signals?: NodeJS.Signals[];
}

export async function startServer(
  config: ApiConfig,
  deps: AppDeps,
  options: StartServerOptions = {},
): Promise<StartedServer> {
  const app = buildApp(config, deps);
  const signals = options.signals ?? ['SIGINT', 'SIGTERM'];
  let closing: Promise<void> | undefined;

  const close = () => {
    closing ??= (async () => {
      for (const signal of signals) process.off(signal, onSignal);
      await app.close();
      await options.onClose?.();
    })();
    return closing;
  };
  const onSignal = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'closing the server');
    close().catch((error: unknown) => {
      app.log.error({ err: error }, 'the server did not close cleanly');
      process.exitCode = 1;
    });
  };

  for (const signal of signals) process.once(signal, onSignal);
  try {
    await options.prepare?.(app);
    // Uploads a crash left behind, and texts of ingests that can no longer be retried.
    const swept = await sweepUploadFolders(deps.db, config.dataDir);
    if (swept.staging + swept.ingest > 0) app.log.info(swept, 'removed leftover upload folders');
    const url = await app.listen({ host: config.host, port: config.port });
    return { app, url, close };
  } catch (error) {
    await close();
    throw error;
  }
}
