/** Google Books (novels, non-fiction): the key is optional (it raises the daily quota). */
import { LinkType, type Metadata } from '@goi/contracts';
import { z } from 'zod';
import { descriptionFromHtml } from './description-text';
import { cleanTitle, dateFromText, httpsUrl, metadata } from './metadata-fields';
import type { MetadataSource } from './metadata-source';
import { ProviderError } from './provider-error';
import type { ProviderHttp } from './provider-http';

export const GOOGLE_BOOKS_MIN_INTERVAL_MS = 200;

const text = z.string().nullish();
export const volumeSchema = z.object({
  id: z.string().min(1),
  volumeInfo: z
    .object({
      title: text,
      subtitle: text,
      authors: z.array(z.string()).nullish(),
      publishedDate: text,
      description: text,
      imageLinks: z.object({ smallThumbnail: text, thumbnail: text }).nullish(),
      infoLink: text,
    })
    .nullish(),
});
type Volume = z.infer<typeof volumeSchema>;
const searchAnswer = z.object({
  totalItems: z.number().nullish(),
  items: z.array(volumeSchema).nullish(),
});

export function volumeToMetadata(volume: Volume): Metadata | null {
  const info = volume.volumeInfo ?? {};
  const infoLink = httpsUrl(info.infoLink);
  return metadata({
    provider: 'google-books',
    providerId: volume.id,
    originalTitle: cleanTitle(info.subtitle ? `${info.title ?? ''} ${info.subtitle}` : info.title),
    romajiTitle: null,
    englishTitle: null,
    aliases: [],
    releaseDate: dateFromText(info.publishedDate),
    description: descriptionFromHtml(info.description),
    // Thumbnails come over http://; the page is https.
    coverUrl: httpsUrl(info.imageLinks?.thumbnail ?? info.imageLinks?.smallThumbnail),
    links: infoLink ? [{ linkType: LinkType.GoogleBooks, url: infoLink }] : [],
    rating: null,
  });
}

export function createGoogleBooks(
  http: ProviderHttp,
  baseUrl: string,
  apiKey: string | undefined,
): MetadataSource {
  const base = `${baseUrl.replace(/\/+$/, '')}/books/v1/volumes`;
  const withKey = (url: URL) => {
    if (apiKey) url.searchParams.set('key', apiKey);
    return url;
  };
  return {
    id: 'google-books',
    name: 'Google Books',
    kinds: ['book'],
    configured: true,
    async search(query: string) {
      const url = new URL(base);
      // "こころ inauthor:夏目漱石" is passed as written; a bare title searches titles.
      url.searchParams.set(
        'q',
        /\b(?:intitle|inauthor|isbn):/.test(query) ? query : `intitle:${query}`,
      );
      url.searchParams.set('langRestrict', 'ja');
      url.searchParams.set('maxResults', '10');
      const answer = await http.json(withKey(url), {}, searchAnswer);
      return (answer.items ?? []).map(volumeToMetadata).filter((item) => item !== null);
    },
    async byId(id: string) {
      if (!/^[\w-]{1,40}$/.test(id))
        throw new ProviderError('bad-request', 'Google Books', `"${id}" is not a volume id`);
      const volume = await http.json(withKey(new URL(`${base}/${id}`)), {}, volumeSchema);
      const found = volumeToMetadata(volume);
      if (!found) throw new ProviderError('not-found', 'Google Books', `volume ${id} has no title`);
      return found;
    },
  };
}
