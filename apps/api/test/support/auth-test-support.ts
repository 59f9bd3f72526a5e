/**
 * Helpers for the account route tests: a local HTTP server that plays Google's key set and a
 * captcha provider, and a helper that registers and confirms a user through the real routes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { createMemoryMailer } from '@goi/library';
import type { TestApp } from './test-app';

export interface FakeProviders {
  url: string;
  /** The JWKS served at `/jwks`. */
  jwks: { keys: object[] };
  /** Captcha tokens `/siteverify` accepts, with their score. */
  captchaScores: Map<string, number>;
  close(): Promise<void>;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const jwks: { keys: object[] } = { keys: [] };
  const captchaScores = new Map<string, number>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/jwks') {
        response.end(JSON.stringify(jwks));
        return;
      }
      const form = new URLSearchParams(body);
      const score = captchaScores.get(form.get('response') ?? '');
      const secretOk = form.get('secret') === 'captcha-secret';
      response.end(JSON.stringify({ success: secretOk && score !== undefined, score: score ?? 0 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    jwks,
    captchaScores,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export type MemoryMailer = ReturnType<typeof createMemoryMailer>;

/** The query parameters of the first link in the last e-mail sent to `to`. */
export function linkParams(mailer: MemoryMailer, to: string): URLSearchParams {
  const message = mailer.sent.filter((sent) => sent.to === to).at(-1);
  const link = /https?:\/\/\S+/.exec(message?.text ?? '')?.[0];
  if (!link) throw new Error(`No link was mailed to ${to}`);
  return new URL(link).searchParams;
}

export const PASSWORD = 'Correct-horse-42';

export async function registerAndConfirm(
  testApp: TestApp,
  mailer: MemoryMailer,
  username: string,
): Promise<{ email: string; userId: string }> {
  const email = `${username}@example.com`;
  const register = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password: PASSWORD, termsAccepted: true },
  });
  if (register.statusCode !== 200) throw new Error(`register: ${register.body}`);
  const params = linkParams(mailer, email);
  const confirm = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/confirm-email',
    payload: { userId: params.get('userId'), code: params.get('code') },
  });
  if (confirm.statusCode !== 200) throw new Error(`confirm: ${confirm.body}`);
  return { email, userId: params.get('userId')! };
}

export async function login(
  testApp: TestApp,
  usernameOrEmail: string,
  password = PASSWORD,
): Promise<{ accessToken: string; refreshToken: string }> {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { usernameOrEmail, password },
  });
  if (response.statusCode !== 200) throw new Error(`login: ${response.body}`);
  return response.json();
}

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });
