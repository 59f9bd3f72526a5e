import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '@goi/db/testing';
import { describe, expect, it, vi } from 'vitest';
import { parseApiConfig } from './config';
import { startServer } from './server';

describe('startServer', () => {
  it('listens on the configured host, answers over HTTP and closes on a signal', async () => {
    const database = await createTestDatabase('sqlite');
    let closedDatabase = false;
    const server = await startServer(
      parseApiConfig({ host: '127.0.0.1', port: 0, logLevel: 'silent' }),
      { db: database.db, dialect: database.dialect },
      {
        signals: ['SIGUSR2'],
        onClose: async () => {
          await database.drop();
          closedDatabase = true;
        },
      },
    );
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'sqlite' });

    process.emit('SIGUSR2', 'SIGUSR2');
    await vi.waitFor(() => expect(closedDatabase).toBe(true));
    await server.close(); // idempotent: the close the signal started
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
    expect(process.listenerCount('SIGUSR2')).toBe(0);
  });

  it('closes what it opened when it cannot listen', async () => {
    const database = await createTestDatabase('sqlite');
    const first = await startServer(
      parseApiConfig({ port: 0, logLevel: 'silent' }),
      { db: database.db, dialect: database.dialect },
      { signals: [] },
    );
    const port = Number(new URL(first.url).port);
    let closed = false;
    await expect(
      startServer(
        parseApiConfig({ port, logLevel: 'silent' }),
        { db: database.db, dialect: database.dialect },
        { signals: ['SIGUSR2'], onClose: () => void (closed = true) },
      ),
    ).rejects.toThrow(/EADDRINUSE/);
    expect(closed).toBe(true);
    expect(process.listenerCount('SIGUSR2')).toBe(0);
    await first.close();
    await database.drop();
  });

  it('removes upload folders a crash left behind before it listens', async () => {
    const database = await createTestDatabase('sqlite');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'goi-server-'));
    const leftover = path.join(dataDir, 'staging', 'crashed');
    fs.mkdirSync(leftover, { recursive: true });
    fs.writeFileSync(path.join(leftover, '0'), 'half an upload');
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000);
    fs.utimesSync(path.join(leftover, '0'), yesterday, yesterday);
    fs.utimesSync(leftover, yesterday, yesterday);
    const server = await startServer(
      parseApiConfig({ port: 0, logLevel: 'silent', dataDir }),
      { db: database.db, dialect: database.dialect },
      { signals: [] },
    );
    expect(fs.readdirSync(path.join(dataDir, 'staging'))).toEqual([]);
    await server.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
