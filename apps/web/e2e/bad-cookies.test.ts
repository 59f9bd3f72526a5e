// @vitest-environment node
/**
 * Issue 16 item 17: a malformed session cookie (`accessToken=%`, `refreshToken=%`) is no session —
 * every page and API route answers as for a visitor, never 500.
 */
import { describe, expect, inject, it } from 'vitest';

const baseUrl = inject('e2eBaseUrl');

const cookies = ['accessToken=%', 'refreshToken=%', 'accessToken=%; refreshToken=%E0%A4%A'];
const pages = ['/', '/decks/media', '/settings', '/login', '/parse', '/no-such-page'];
const apiRoutes = ['/api/health', '/api/media-deck/get-media-decks', '/api/auth/me'];

describe('malformed session cookies', () => {
  it.each(cookies)(
    '%s: pages render as for a visitor, API routes answer without a 5xx',
    async (cookie) => {
      for (const path of pages) {
        const response = await fetch(`${baseUrl}${path}`, {
          headers: { cookie },
          redirect: 'manual',
        });
        expect(response.status, `${path} with ${cookie}`).toBeLessThan(500);
        if (path !== '/no-such-page' && response.status === 200) {
          expect(await response.text()).toContain('Login');
        }
      }
      for (const path of apiRoutes) {
        const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
        expect(response.status, `${path} with ${cookie}`).toBeLessThan(500);
      }
    },
  );
});
