/**
 * The API server of `bench/api.ts`, in its own process so that the load generator's CPU is not
 * counted as the server's and does not share its event loop. Started with `fork` and the dialect
 * as argument; speaks over IPC:
 *   → { type: 'ready', url, deckIds, knownForms }   once listening and warmed (warm-plugin.ts)
 *   ← { type: 'cpu' }  → { type: 'cpu', userMicros, systemMicros, rssBytes }
 *   ← { type: 'profile-start' } / { type: 'profile-stop', file } → a .cpuprofile of the requests
 *     in between (the inspector's sampling profiler; load it in Chrome DevTools or speedscope)
 *   ← { type: 'close' } → exits after closing the server and the database
 * `token` is an access token of a real account that knows the 20,000 most common forms
 * (bench-reader.ts): a request that sends it is a signed-in reader, through the product's own
 * sign-in check and known-word cache.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseApiConfig } from '@goi/api';
import { startServer } from '@goi/api/server';
import { benchReaderToken } from './bench-reader';
import { openSyntheticLibrary } from './synthetic-library';

export interface ServerReady {
  type: 'ready';
  url: string;
  deckIds: number[];
  knownForms: [number, number][];
  /** The signed-in reader's bearer token. */
  token: string;
}
export interface ServerCpu {
  type: 'cpu';
  userMicros: number;
  systemMicros: number;
  /** The server's resident memory now. */
  rssBytes: number;
}
export type ServerMessage = ServerReady | ServerCpu | { type: 'profiled' };
export type ServerCommand =
  | { type: 'cpu' }
  | { type: 'profile-start' }
  | { type: 'profile-stop'; file: string }
  | { type: 'close' };

const dialect = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite';
/** `no-read-cache` as second argument: every request computed (the cache-cold figures). */
const readCache = process.argv[3] !== 'no-read-cache';
const library = await openSyntheticLibrary({ dialect });
const config = parseApiConfig({
  port: 0,
  logLevel: 'warn',
  rateLimit: { enabled: false },
  readCache: { enabled: readCache },
});
const token = await benchReaderToken(library.db, library.knownForms, config);
const server = await startServer(
  config,
  { db: library.db, dialect: library.dialect },
  { signals: [] },
);
// The product's start-up warm (read-models/warm-plugin.ts: rank table, deck words, words) is over before anything is measured, as on a server that has been up a while.
const warmed = await server.app.readModelsWarmed;
console.error(
  warmed
    ? `warmed: ${warmed.rankedForms} ranked forms, ${warmed.decks} decks, ${warmed.words} words in ${(warmed.milliseconds / 1000).toFixed(1)} s`
    : 'warm: off or failed',
);

const send = (message: ServerMessage) => process.send?.(message);
const inspector = new Session();
inspector.connect();
process.on('message', (command: ServerCommand) => {
  if (command.type === 'cpu') {
    const usage = process.cpuUsage();
    send({
      type: 'cpu',
      userMicros: usage.user,
      systemMicros: usage.system,
      rssBytes: process.memoryUsage.rss(),
    });
  } else if (command.type === 'profile-start') {
    void inspector
      .post('Profiler.enable')
      // Every 100 µs rather than the default 1 ms: a request costs a few tenths of a millisecond.
      .then(() => inspector.post('Profiler.setSamplingInterval', { interval: 100 }))
      .then(() => inspector.post('Profiler.start'))
      .then(() => send({ type: 'profiled' }));
  } else if (command.type === 'profile-stop') {
    void inspector.post('Profiler.stop').then(({ profile }) => {
      fs.writeFileSync(command.file, JSON.stringify(profile));
      send({ type: 'profiled' });
    });
  } else {
    void server
      .close()
      .then(() => library.close())
      .finally(() => process.exit(0));
  }
});
send({
  type: 'ready',
  url: server.url,
  deckIds: library.deckIds,
  knownForms: library.knownForms,
  token,
});
