/**
 * `/sitemap.xml`: the static pages and every deck (from `get-media-decks-id`), under PUBLIC_URL
 * (never the request's host: the file is cached publicly for an hour).
 */
import { loadFromApi } from '../lib/loader-api.server';
import { publicBaseUrl } from '../lib/public-url.server';
import type { Route } from './+types/sitemap';

const STATIC_PATHS = [
  '/',
  '/decks/media',
  '/parse',
  '/other',
  '/faq',
  '/media-updates',
  '/contribute',
];

export function sitemapXml(origin: string, deckIds: readonly number[]): string {
  const urls = [
    ...STATIC_PATHS.map((path) => `${origin}${path}`),
    ...deckIds.flatMap((id) => [
      `${origin}/decks/media/${id}/detail`,
      `${origin}/decks/media/${id}/vocabulary`,
    ]),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls
    .map((url) => `  <url><loc>${url.replace(/&/g, '&amp;')}</loc></url>`)
    .join('\n')}\n</urlset>\n`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const ids = await loadFromApi<number[]>(request, context, 'media-deck/get-media-decks-id');
  return new Response(sitemapXml(publicBaseUrl(), ids), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
