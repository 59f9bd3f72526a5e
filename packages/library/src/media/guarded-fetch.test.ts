import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BlockedUrlError,
  createGuardedFetch,
  guardedFetch,
  isInternalAddress,
} from './guarded-fetch';

describe('isInternalAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::7f00:1',
    '64:ff9b::a9fe:a9fe',
    '2002:7f00:1::1',
    'fec0::1',
    'not-an-ip',
  ])('%s is internal', (address) => {
    expect(isInternalAddress(address)).toBe(true);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => {
      expect(isInternalAddress(address)).toBe(false);
    },
  );
});

describe('guardedFetch', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      hits += 1;
      response.end('secret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses loopback, by address and by name, without connecting', async () => {
    await expect(guardedFetch(`http://127.0.0.1:${port}/`)).rejects.toThrow(BlockedUrlError);
    await expect(guardedFetch(`http://localhost:${port}/`)).rejects.toThrow(/internal address/);
    await expect(guardedFetch('http://[::1]/')).rejects.toThrow(/internal address/);
    await expect(guardedFetch('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(
      /internal address/,
    );
    expect(hits).toBe(0);
  });

  it('refuses other schemes', async () => {
    await expect(guardedFetch('file:///etc/passwd')).rejects.toThrow(/only http\(s\)/);
  });
});

describe('guardedFetch against DNS rebinding', () => {
  let server: http.Server;
  let port = 0;
  let hits = 0;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      hits += 1;
      response.end('secret');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('refuses a name whose answer turns internal between the check and the connection', async () => {
    let lookups = 0;
    // The first answer is public (the check passes), the next ones are loopback: what a
    // rebinding name with a TTL of 0 answers.
    const rebinding = createGuardedFetch((hostname) => {
      lookups += 1;
      expect(hostname).toBe('rebind.example');
      return Promise.resolve([
        lookups === 1
          ? { address: '93.184.216.34', family: 4 }
          : { address: '127.0.0.1', family: 4 },
      ]);
    });
    await expect(rebinding(`http://rebind.example:${port}/`)).rejects.toThrow(
      /rebind\.example is an internal address/,
    );
    expect(lookups).toBe(2);
    expect(hits).toBe(0);
  });
});
