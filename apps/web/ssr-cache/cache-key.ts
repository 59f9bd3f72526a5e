/**
 * Which page requests the micro-cache may answer, and under which key. Only anonymous reading:
 * a GET of a public page (or its `.data` for client navigation) with no session cookie, since a
 * signed-in reader's loaders forward the session and the HTML carries their coverage. The key is
 * the full URL plus everything else the server's HTML depends on: the preferences read from the
 * cookies (title language, furigana, dark mode, difficulty styles, hidden definitions, NSFW…)
 * and whether the user agent is a bot (bots get a bare error page).
 */
import { isbot } from 'isbot';
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from '../app/auth/auth-constants';
import { readCookie } from '../app/auth/read-cookie';
import { readPreferences } from '../app/lib/preferences';

export interface PageRequest {
  method: string;
  /** Path and query, as received (`/decks/media?sortBy=difficulty`). */
  url: string;
  host: string;
  cookie: string | undefined;
  userAgent: string | undefined;
}

/** Public reading pages; forms, accounts, the dashboard and the parsers are never cached. */
const CACHEABLE_PATHS = [
  /^\/$/,
  /^\/_root$/,
  /^\/decks\/media$/,
  /^\/decks\/media\/\d+\/(detail|vocabulary)$/,
  /^\/decks\/media\/list\/\d+$/,
  /^\/vocabulary\/\d+\/\d+$/,
  /^\/(media-updates|faq|other|terms|privacy|contribute)$/,
];

function pagePath(url: string): string {
  const path = url.split('?')[0] ?? '';
  // Client navigations fetch `/decks/media.data` (React Router's single fetch), `/_root.data` for `/`.
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

/** The cache key for `request`, or `undefined` when the request must be rendered afresh. */
export function ssrCacheKey(request: PageRequest): string | undefined {
  if (request.method !== 'GET') return undefined;
  const cookie = request.cookie ?? '';
  if (readCookie(cookie, ACCESS_TOKEN_COOKIE) || readCookie(cookie, REFRESH_TOKEN_COOKIE)) {
    return undefined;
  }
  if (!CACHEABLE_PATHS.some((pattern) => pattern.test(pagePath(request.url)))) return undefined;
  const bot = isbot(request.userAgent ?? '') ? 'bot' : 'reader';
  return `${request.host}${request.url}\n${bot}\n${JSON.stringify(readPreferences(cookie))}`;
}
