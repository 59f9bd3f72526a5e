/**
 * What a `goi start --role worker` process answers over HTTP (it serves no API): `/api/health`
 * (liveness), `/api/ready` (its database and Redis answer) and `/metrics` (its job durations and
 * process metrics), on HOST:PORT, so it is probed and scraped like a web process.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Metrics } from '@goi/api';

export interface WorkerStatusServer {
  url: string;
  close(): Promise<void>;
}

export async function startWorkerStatusServer(options: {
  host: string;
  port: number;
  metrics: Metrics;
  readinessChecks: Record<string, () => Promise<void>>;
}): Promise<WorkerStatusServer> {
  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    response.end(JSON.stringify(body));
  };
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') return json(response, 405, { message: 'Method Not Allowed' });
    if (path === '/api/health') return json(response, 200, { status: 'ok', role: 'worker' });
    if (path === '/api/ready') {
      const names = Object.keys(options.readinessChecks);
      void Promise.allSettled(names.map((name) => options.readinessChecks[name]!())).then(
        (results) => {
          const down = names.filter((_, index) => results[index]!.status === 'rejected');
          if (down.length > 0)
            json(response, 503, { message: `Not ready: ${down.join(', ')} down` });
          else json(response, 200, { status: 'ready', checks: names });
        },
      );
      return;
    }
    if (path === '/metrics') {
      void options.metrics.registry.metrics().then(
        (text) => {
          response.writeHead(200, { 'content-type': options.metrics.registry.contentType });
          response.end(text);
        },
        () => json(response, 500, { message: 'Internal Server Error' }),
      );
      return;
    }
    json(response, 404, { message: 'Not Found' });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
