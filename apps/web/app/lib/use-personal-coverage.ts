/**
 * Coverage on a page whose loader rendered the public data. The reader's coverage comes from:
 * - a signed-in user: the server. The loader already forwarded the session (`personal` true), so
 *   the first render has it; it is fetched again with the bearer token when the loader could not
 *   (expired cookie token) and after every change of the known words;
 * - a visitor: the browser sends the local known ids to the `-with-coverage` route.
 * Anything that fails keeps the public data on screen and logs why (coverage is an extra).
 */
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { apiUrl, BROWSER_API_BASE, fetchJson, type QueryValue } from './api-client';
import { useKnownWords } from './known-words-context';

export interface PersonalRoute {
  /** The public route (GET), which a signed-in user's bearer token personalises. */
  path: string;
  /** The visitor's route (POST with `{ knownWordIds }`). */
  visitorPath: string;
  query: Record<string, QueryValue>;
  /** False: the page needs no known words (the public answer is the reader's too). */
  enabled?: boolean;
}

export function usePersonalCoverage<T>(
  serverData: T,
  serverPersonal: boolean,
  route: PersonalRoute,
): { data: T; personal: boolean } {
  const { client } = useAuth();
  const { source, knownWordIds, loaded, version } = useKnownWords();
  const [fetched, setFetched] = useState<{ for: T; data: T } | null>(null);
  const routeRef = useRef(route);
  routeRef.current = route;
  // The known-words version the loader's answer already reflects.
  const loadedAt = useRef({ data: serverData, version });
  if (loadedAt.current.data !== serverData) loadedAt.current = { data: serverData, version };

  useEffect(() => {
    const { path, visitorPath, query, enabled = true } = routeRef.current;
    const controller = new AbortController();
    let request: Promise<T> | undefined;
    if (!enabled) {
      // Nothing personal to show.
    } else if (source === 'account') {
      const fresh = serverPersonal && loadedAt.current.version === version;
      if (client && !fresh) {
        request = client
          .apiFetch(apiUrl('', path, query), { signal: controller.signal })
          .then(async (response) => {
            if (!response.ok) throw new Error(`Coverage answered ${response.status}`);
            return (await response.json()) as T;
          });
      }
    } else if (loaded && knownWordIds.length > 0) {
      request = fetchJson<T>(apiUrl(BROWSER_API_BASE, visitorPath, query), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ knownWordIds }),
        signal: controller.signal,
      });
    }
    if (!request) {
      setFetched(null);
      return;
    }
    request
      .then((data) => setFetched({ for: serverData, data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('Coverage unavailable', error);
      });
    return () => controller.abort();
  }, [serverData, serverPersonal, source, client, loaded, knownWordIds, version, route.enabled]);

  if (fetched && fetched.for === serverData) return { data: fetched.data, personal: true };
  return {
    data: serverData,
    personal: source === 'account' ? serverPersonal : false,
  };
}
