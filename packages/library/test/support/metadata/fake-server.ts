/**
 * A local fake of an external service: plain Node HTTP on 127.0.0.1 (random port) answering
 * with the handler's status, headers and body, recording every request it got. Tests point a
 * provider's base URL at it; nothing leaves the machine.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeAnswer {
  status?: number;
  headers?: Record<string, string>;
  /** JSON-encoded unless a string or bytes. */
  body?: unknown;
  /** Never answer (to test timeouts). */
  hang?: boolean;
}

export interface FakeServer {
  url: string;
  requests: FakeRequest[];
  close(): Promise<void>;
}

export async function startFakeServer(
  handler: (request: FakeRequest, baseUrl: string) => FakeAnswer | Promise<FakeAnswer>,
): Promise<FakeServer> {
  const requests: FakeRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let baseUrl = '';
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: FakeRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', baseUrl),
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      void Promise.resolve(handler(request, baseUrl)).then((answer) => {
        if (answer.hang) {
          hanging.add(response);
          return;
        }
        const raw =
          typeof answer.body === 'string' || answer.body instanceof Uint8Array
            ? answer.body
            : answer.body === undefined
              ? ''
              : JSON.stringify(answer.body);
        response.writeHead(answer.status ?? 200, {
          'content-type':
            typeof answer.body === 'string' || answer.body instanceof Uint8Array
              ? 'application/octet-stream'
              : 'application/json',
          ...answer.headers,
        });
        response.end(raw);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
