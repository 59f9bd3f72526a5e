import { describe, expect, it } from 'vitest';
import { withFreshNonce } from './fresh-nonce';
import type { RenderedPage } from './micro-cache';

const OLD = 'q4Dp+7/Zx1Yk0bW3e9TnSg==';

function page(nonce?: string): RenderedPage {
  return {
    status: 200,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      [
        'content-security-policy',
        nonce ? `default-src 'self'; script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
      ],
    ],
    setCookies: [],
    body: Buffer.from(
      nonce
        ? `<html><script nonce="${nonce}">a()</script><p>猫</p><script nonce="${nonce}">b()</script></html>`
        : '<p>猫</p>',
    ),
    cacheable: true,
  };
}

describe('a cached page served again', () => {
  it('gets a fresh nonce in its policy and in every inline script, and nothing else changes', () => {
    const cached = page(OLD);
    const served = withFreshNonce(cached);
    const policy = served.headers.find(([name]) => name === 'content-security-policy')![1];
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    expect(nonce).not.toBe(OLD);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    const html = served.body.toString('utf8');
    expect(html).not.toContain(OLD);
    expect(html).toBe(
      `<html><script nonce="${nonce}">a()</script><p>猫</p><script nonce="${nonce}">b()</script></html>`,
    );
    expect(served.headers[0]).toEqual(['content-type', 'text/html; charset=utf-8']);
    // The cached page itself keeps its nonce; each reader gets another.
    expect(cached.body.toString('utf8')).toContain(OLD);
    expect(withFreshNonce(cached).body.toString('utf8')).not.toContain(nonce);
  });

  it('leaves a page without a nonce (a .data answer) as it is', () => {
    const plain = page();
    expect(withFreshNonce(plain)).toBe(plain);
  });
});
