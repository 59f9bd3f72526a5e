/**
 * Hostile and malformed requests (issue 16, items 17–23 and the probe's classes): each gets a 4xx
 * whose message names the problem — never a 5xx — and the server keeps answering. Runs on every
 * dialect (a few rows reach the database).
 */
import net from 'node:net';
import { createMemoryMailer } from '@goi/library';
import { describeEachDialect } from '@goi/db/testing';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, registerAndConfirm } from '../test/support/auth-test-support';
import { createTestApp, type TestApp } from '../test/support/test-app';

interface Row {
  name: string;
  request: (token: string) => InjectOptions;
  status: number;
  /** A part of the message that names the problem. */
  message: RegExp;
}

const json = { 'content-type': 'application/json' };
const parseDeck = (payload: string): InjectOptions => ({
  method: 'POST',
  url: '/api/media-deck/parse-custom-deck',
  headers: json,
  payload,
});
const multipart = (token: string, contentType: string, payload: string): InjectOptions => ({
  method: 'POST',
  url: '/api/user/vocabulary/import-from-anki-txt/preview',
  headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  payload,
});
const ankiFile = (content: string) =>
  [
    '--b',
    'Content-Disposition: form-data; name="file"; filename="notes.txt"',
    'Content-Type: text/plain',
    '',
    content,
    '--b--',
    '',
  ].join('\r\n');

const rows: Row[] = [
  // 17: a malformed session cookie is no session.
  {
    name: 'malformed access token cookie on a private route',
    request: () => ({ url: '/api/auth/me', headers: { cookie: 'accessToken=%; refreshToken=%' } }),
    status: 401,
    message: /Authentication required/,
  },
  // 18: text that is not well-formed Unicode.
  {
    name: 'lone surrogate in a custom deck',
    request: () => parseDeck('{"text":"猫\\ud800が"}'),
    status: 400,
    message: /"text".*surrogate/,
  },
  {
    name: 'NUL in a custom deck',
    request: () => parseDeck('{"text":"猫\\u0000が"}'),
    status: 400,
    message: /"text".*NUL/,
  },
  {
    name: '%00 in vocabulary/parse',
    request: () => ({ url: '/api/vocabulary/parse?text=%00' }),
    status: 400,
    message: /"text".*NUL/,
  },
  {
    name: 'NUL bytes in a known-words import preview',
    request: (token) =>
      multipart(token, 'multipart/form-data; boundary=b', ankiFile('猫\u0000\u0000')),
    status: 400,
    message: /not plain text/,
  },
  // 19: paging bounds, one schema.
  {
    name: 'huge offset of the update log',
    request: () => ({ url: '/api/media-deck/media-update-log?offset=99999999' }),
    status: 400,
    message: /"offset".*at most 1000000/,
  },
  {
    name: 'negative offset of a deck list',
    request: () => ({ url: '/api/media-deck/get-media-decks?offset=-1' }),
    status: 400,
    message: /"offset"/,
  },
  {
    name: 'huge offset of a deck vocabulary',
    request: () => ({ url: '/api/media-deck/1/vocabulary?offset=1e300' }),
    status: 400,
    message: /"offset"/,
  },
  // 20: multipart without a boundary.
  {
    name: 'multipart without a boundary',
    request: (token) => multipart(token, 'multipart/form-data', ankiFile('猫')),
    status: 400,
    message: /multipart/i,
  },
  // 21: a body over the limit.
  {
    name: '10 MB JSON body',
    request: () => parseDeck(JSON.stringify({ text: 'x'.repeat(10 * 1024 * 1024) })),
    status: 413,
    message: /at most 5242880 bytes/,
  },
  // 23: TRACE.
  {
    name: 'TRACE',
    request: () => ({ method: 'TRACE', url: '/api/health' }),
    status: 405,
    message: /TRACE is not allowed/,
  },
  // Wrong types.
  {
    name: 'a number where the text goes',
    request: () => parseDeck('{"text":42}'),
    status: 400,
    message: /"text"/,
  },
  {
    name: 'a JSON array as the body',
    request: () => parseDeck('[1,2]'),
    status: 400,
    message: /body/,
  },
  {
    name: 'broken JSON',
    request: () => parseDeck('{"text":'),
    status: 400,
    message: /JSON/i,
  },
  {
    name: 'a word id that is not a number',
    request: () => ({ url: '/api/vocabulary/abc/0' }),
    status: 400,
    message: /"wordId"/,
  },
  {
    name: 'a media type out of range',
    request: () => ({ url: '/api/media-deck/get-media-decks?mediaType=999' }),
    status: 400,
    message: /"mediaType"/,
  },
  // Huge values.
  {
    name: 'a reading index beyond a byte',
    request: () => ({ url: '/api/vocabulary/1/99999999999' }),
    status: 400,
    message: /"readingIndex"/,
  },
  {
    name: 'a title filter of 10,000 characters',
    request: () => ({ url: `/api/media-deck/get-media-decks?titleFilter=${'a'.repeat(10_000)}` }),
    status: 400,
    message: /"titleFilter".*200/,
  },
  // Invalid UTF-8.
  {
    name: 'invalid UTF-8 percent-encoding in a query',
    request: () => ({ url: '/api/media-deck/get-media-decks?titleFilter=%E0%A4%A' }),
    status: 400,
    message: /not valid percent-encoded UTF-8/,
  },
  {
    name: 'an uploaded file that is not UTF-8',
    request: (token) => ({
      ...multipart(token, 'multipart/form-data; boundary=b', ''),
      payload: Buffer.concat([
        Buffer.from(ankiFile('@').split('@')[0]!),
        Buffer.from([0xff, 0xfe, 0x82]),
        Buffer.from(ankiFile('@').split('@')[1]!),
      ]),
    }),
    status: 400,
    message: /not UTF-8 text/,
  },
  // Traversal and SQL metacharacters reach no file and no SQL text.
  {
    name: 'path traversal in a deck id',
    request: () => ({ url: '/api/media-deck/..%2F..%2Fetc%2Fpasswd/detail' }),
    status: 400,
    message: /"id"/,
  },
  {
    name: 'SQL metacharacters in a deck id',
    request: () => ({ url: "/api/media-deck/1'%20OR%20'1'='1/detail" }),
    status: 400,
    message: /"id"/,
  },
  {
    name: 'SQL metacharacters in a sort key',
    request: () => ({ url: '/api/media-deck/get-media-decks?sortBy=title;DROP%20TABLE%20decks' }),
    status: 400,
    message: /"sortBy"/,
  },
];

describeEachDialect('bad input', (database) => {
  let testApp: TestApp;
  let token: string;
  beforeAll(async () => {
    const mailer = createMemoryMailer();
    testApp = await createTestApp({
      database: database(),
      config: { rateLimit: { enabled: false } },
      services: { mailer },
    });
    await registerAndConfirm(testApp, mailer, 'prober');
    token = (await login(testApp, 'prober')).accessToken;
  });
  afterAll(() => testApp.close());

  it.each(rows)('$name → $status naming the problem', async ({ request, status, message }) => {
    const response = await testApp.app.inject(request(token));
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json<{ message: string }>().message).toMatch(message);
    expect(testApp.logs.filter((line) => (line.level as number) >= 50)).toEqual([]);
    expect((await testApp.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it('answers the public pages and reads after every bad request', async () => {
    for (const row of rows) await testApp.app.inject(row.request(token));
    expect((await testApp.app.inject({ url: '/api/media-deck/get-media-decks' })).statusCode).toBe(
      200,
    );
  });
});

describe('slow and hostile clients on a real socket', () => {
  let testApp: TestApp;
  let port: number;
  beforeAll(async () => {
    testApp = await createTestApp({
      config: {
        rateLimit: { enabled: false },
        timeouts: { headersMs: 500, requestMs: 1000, idleMs: 1000 },
      },
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    port = (testApp.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => testApp.close());

  /** Writes `raw`, then waits (at most 10 s) for the server to answer or close; returns what it sent. */
  function exchange(raw: string): Promise<string> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      const giveUp = setTimeout(() => {
        socket.destroy();
        reject(new Error(`the server still holds the connection; got: ${answer}`));
      }, 10_000);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => {
        clearTimeout(giveUp);
        resolve(answer);
      });
      socket.on('error', () => undefined);
      socket.write(raw);
    });
  }

  it('closes a request whose Content-Length is larger than its body', async () => {
    const answer = await exchange(
      'POST /api/media-deck/parse-custom-deck HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"text":',
    );
    // Answered 408 or simply closed: either way the connection is not held.
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a connection whose headers never end', async () => {
    const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n');
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('answers a 10 MB JSON body 413 naming the limit, without resetting the connection', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/media-deck/parse-custom-deck`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toContain('5242880 bytes');
  });

  it('answers TRACE 405 over HTTP', async () => {
    const answer = await exchange('TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 405/);
    expect(answer.toLowerCase()).toContain('allow: get');
  });
});
