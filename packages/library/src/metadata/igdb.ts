/**
 * IGDB (video games) through Twitch app credentials: off without IGDB_CLIENT_ID and
 * IGDB_CLIENT_SECRET. The app token is cached until shortly before it expires. 4 requests a second.
 */
import { LinkType, type Metadata } from '@goi/contracts';
import { z } from 'zod';
import { tidyDescription } from './description-text';
import { cleanTitle, webUrl, metadata } from './metadata-fields';
import type { MetadataSource } from './metadata-source';
import { ProviderError } from './provider-error';
import type { ProviderHttp } from './provider-http';

export const IGDB_MIN_INTERVAL_MS = 250;
const FIELDS =
  'fields name, alternative_names.name, first_release_date, summary, cover.image_id, url, total_rating;';

export const igdbGameSchema = z.object({
  id: z.number().int(),
  name: z.string().nullish(),
  alternative_names: z.array(z.object({ name: z.string().nullish() })).nullish(),
  first_release_date: z.number().nullish(),
  summary: z.string().nullish(),
  cover: z.object({ image_id: z.string().regex(/^\w+$/).nullish() }).nullish(),
  url: z.string().nullish(),
  total_rating: z.number().nullish(),
});
type IgdbGame = z.infer<typeof igdbGameSchema>;
const tokenSchema = z.object({ access_token: z.string().min(1), expires_in: z.number() });

export function igdbToMetadata(game: IgdbGame): Metadata | null {
  const url = webUrl(game.url);
  return metadata({
    provider: 'igdb',
    providerId: String(game.id),
    originalTitle: cleanTitle(game.name),
    romajiTitle: null,
    englishTitle: null,
    aliases: game.alternative_names?.map((alternative) => alternative.name) ?? [],
    releaseDate: game.first_release_date
      ? new Date(game.first_release_date * 1000).toISOString().slice(0, 10)
      : null,
    description: tidyDescription(game.summary),
    coverUrl: game.cover?.image_id
      ? `https://images.igdb.com/igdb/image/upload/t_cover_big/${game.cover.image_id}.jpg`
      : null,
    links: url ? [{ linkType: LinkType.Igdb, url }] : [],
    rating: game.total_rating ? Math.round(game.total_rating) : null,
  });
}

export interface IgdbSettings {
  apiUrl: string;
  tokenUrl: string;
  clientId: string | undefined;
  clientSecret: string | undefined;
}

export function createIgdb(
  http: ProviderHttp,
  settings: IgdbSettings,
  now = Date.now,
): MetadataSource {
  let token: { value: string; expiresAt: number } | null = null;
  const configured = !!settings.clientId && !!settings.clientSecret;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > now()) return token.value;
    const url = new URL(settings.tokenUrl);
    url.searchParams.set('client_id', settings.clientId!);
    url.searchParams.set('client_secret', settings.clientSecret!);
    url.searchParams.set('grant_type', 'client_credentials');
    const answer = await http.json(url, { method: 'POST' }, tokenSchema);
    token = {
      value: answer.access_token,
      expiresAt: now() + Math.max(0, answer.expires_in - 60) * 1000,
    };
    return token.value;
  }

  async function games(body: string): Promise<Metadata[]> {
    if (!configured)
      throw new ProviderError(
        'not-configured',
        'IGDB',
        'not configured: set IGDB_CLIENT_ID and IGDB_CLIENT_SECRET',
      );
    const answer = await http.json(
      `${settings.apiUrl.replace(/\/+$/, '')}/games`,
      {
        method: 'POST',
        headers: {
          'Client-ID': settings.clientId!,
          Authorization: `Bearer ${await accessToken()}`,
          'Content-Type': 'text/plain',
        },
        body,
      },
      z.array(igdbGameSchema),
    );
    return answer.map(igdbToMetadata).filter((item) => item !== null);
  }

  return {
    id: 'igdb',
    name: 'IGDB',
    kinds: ['game'],
    configured,
    search(query: string) {
      // Apicalypse strings are double-quoted; a quote or backslash in the title must not end it.
      const quoted = query.replace(/[\\"]/g, '\\$&');
      return games(`search "${quoted}"; ${FIELDS} limit 10;`);
    },
    async byId(id: string) {
      if (!/^\d{1,10}$/.test(id))
        throw new ProviderError('bad-request', 'IGDB', `"${id}" is not an IGDB id (a number)`);
      const [found] = await games(`${FIELDS} where id = ${id};`);
      if (!found) throw new ProviderError('not-found', 'IGDB', `no game ${id}`);
      return found;
    },
  };
}
