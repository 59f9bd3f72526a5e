/**
 * Fetch for cover URLs. Every URL goes through the SSRF guard (`guardedFetch`: no loopback,
 * private, link-local or metadata addresses, redirects re-checked, only http(s)) — except URLs on
 * a host the operator configured as a provider (`ANILIST_API_URL`, …, exact host and port). Those
 * are trusted as the provider itself is: in production they are the public services; in tests
 * and private mirrors they are local fakes. The exception is narrow on purpose: exact host:port
 * only, no redirects followed from it, and nothing else on the machine becomes reachable.
 */
import { guardedFetch } from '../media/guarded-fetch';

export function coverFetchFor(
  providerHosts: readonly string[],
  guarded: typeof fetch = guardedFetch,
): typeof fetch {
  const allowed = new Set(providerHosts.map((host) => host.toLowerCase()));
  return (input, init) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href);
    if (
      (url.protocol === 'http:' || url.protocol === 'https:') &&
      allowed.has(url.host.toLowerCase())
    )
      return fetch(url, { ...init, redirect: 'error' });
    return guarded(input, init);
  };
}
