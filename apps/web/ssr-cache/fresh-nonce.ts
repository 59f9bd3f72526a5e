/**
 * A page served again from the micro-cache gets a nonce of its own. The nonce a render put into
 * the page's Content-Security-Policy and its inline scripts (app/entry.server.tsx) must never be
 * handed to a second reader: a nonce known in advance lets an injected script run. So the
 * cached nonce is replaced, in the policy and everywhere in the HTML, by a fresh random one. The
 * nonce is 16 random bytes in base64: its text cannot occur in the page by chance.
 */
import { randomBytes } from 'node:crypto';
import type { RenderedPage } from './micro-cache';

const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]+)'/;

/** The page with a fresh nonce in its CSP header and body (the same page when it has none). */
export function withFreshNonce(page: RenderedPage): RenderedPage {
  const policy = page.headers.find(([name]) => name === 'content-security-policy');
  const old = policy && NONCE_IN_POLICY.exec(policy[1])?.[1];
  if (!old) return page;
  const nonce = randomBytes(16).toString('base64');
  return {
    ...page,
    headers: page.headers.map(([name, value]) => [
      name,
      name === 'content-security-policy' ? value.replaceAll(old, nonce) : value,
    ]),
    body: Buffer.from(page.body.toString('utf8').replaceAll(old, nonce), 'utf8'),
  };
}
