/**
 * The page-view event (spec §7): sent 250 ms after each page finishes, to a configurable endpoint
 * (none = off), skipped on localhost or when the reader set the opt-out flag in local storage.
 */
export const ANALYTICS_DELAY_MS = 250;
export const ANALYTICS_OPT_OUT_KEY = 'goi-analytics-disabled';

export interface PageView {
  hostname: string;
  language: string;
  screen: string;
  url: string;
  title: string;
  referrer: string;
  tag?: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

export function analyticsAllowed(
  endpoint: string | undefined,
  hostname: string,
  storage: Pick<Storage, 'getItem'> | undefined,
): boolean {
  if (!endpoint) return false;
  if (LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost')) return false;
  try {
    return !storage?.getItem(ANALYTICS_OPT_OUT_KEY);
  } catch {
    return false;
  }
}

export function pageView(win: Window): PageView {
  return {
    hostname: win.location.hostname,
    language: win.navigator.language,
    screen: `${win.screen.width}x${win.screen.height}`,
    url: win.location.pathname + win.location.search,
    title: win.document.title,
    referrer: win.document.referrer,
  };
}

/** Schedules the event for the page that just finished; returns a cancel function. */
export function schedulePageView(
  endpoint: string | undefined,
  win: Window,
  send: (endpoint: string, body: string) => void = (url, body) => {
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
  },
): () => void {
  if (!analyticsAllowed(endpoint, win.location.hostname, win.localStorage)) return () => undefined;
  const timer = setTimeout(() => {
    send(endpoint!, JSON.stringify({ type: 'event', payload: pageView(win) }));
  }, ANALYTICS_DELAY_MS);
  return () => clearTimeout(timer);
}
