/** VNDB Kana API (visual novels): no key to read; 200 requests per 5 minutes. */
import { LinkType, type Metadata } from '@goi/contracts';
import { z } from 'zod';
import { descriptionFromBbcode } from './description-text';
import { cleanTitle, dateFromText, webUrl, metadata } from './metadata-fields';
import type { MetadataSource } from './metadata-source';
import { ProviderError } from './provider-error';
import type { ProviderHttp } from './provider-http';

export const VNDB_MIN_INTERVAL_MS = 1500;
const FIELDS =
  'id, title, alttitle, titles.title, titles.latin, titles.lang, titles.main, titles.official, aliases, released, description, image.url, image.sexual, image.violence, rating';

const text = z.string().nullish();
export const vndbItemSchema = z.object({
  id: z.string().regex(/^v\d+$/),
  title: text,
  alttitle: text,
  titles: z
    .array(
      z.object({
        lang: text,
        title: text,
        latin: text,
        main: z.boolean().nullish(),
        official: z.boolean().nullish(),
      }),
    )
    .nullish(),
  aliases: z.array(z.string()).nullish(),
  released: text,
  description: text,
  image: z
    .object({ url: text, sexual: z.number().nullish(), violence: z.number().nullish() })
    .nullish(),
  rating: z.number().nullish(),
});
type VndbItem = z.infer<typeof vndbItemSchema>;
const answerSchema = z.object({ results: z.array(vndbItemSchema), more: z.boolean().nullish() });

export function vndbToMetadata(item: VndbItem): Metadata | null {
  const main = item.titles?.find((title) => title.main) ?? null;
  const english =
    item.titles?.find((title) => title.lang === 'en' && title.official !== false) ?? null;
  const original = cleanTitle(main?.title ?? item.alttitle ?? item.title);
  const latin = cleanTitle(main ? main.latin : item.alttitle ? item.title : null);
  const romaji = latin === original ? null : latin;
  return metadata({
    provider: 'vndb',
    providerId: item.id,
    originalTitle: original,
    romajiTitle: romaji,
    englishTitle: cleanTitle(english?.title),
    aliases: item.aliases ?? [],
    releaseDate: dateFromText(item.released),
    description: descriptionFromBbcode(item.description),
    // A cover VNDB rates suggestive or explicit (sexual ≥ 1) is not shown on a public page.
    coverUrl: (item.image?.sexual ?? 0) >= 1 ? null : webUrl(item.image?.url),
    links: [{ linkType: LinkType.Vndb, url: `https://vndb.org/${item.id}` }],
    rating: item.rating ?? null,
  });
}

export function createVndb(http: ProviderHttp, baseUrl: string): MetadataSource {
  const query = (filters: unknown[]) =>
    http.json(
      `${baseUrl.replace(/\/+$/, '')}/vn`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ filters, fields: FIELDS, results: 10 }),
      },
      answerSchema,
    );
  return {
    id: 'vndb',
    name: 'VNDB',
    kinds: ['vn'],
    configured: true,
    async search(text: string) {
      const answer = await query(['search', '=', text]);
      return answer.results.map(vndbToMetadata).filter((item) => item !== null);
    },
    async byId(id: string) {
      const vnId = /^\d+$/.test(id) ? `v${id}` : id;
      if (!/^v\d{1,9}$/.test(vnId))
        throw new ProviderError('bad-request', 'VNDB', `"${id}" is not a VNDB id (v17)`);
      const answer = await query(['id', '=', vnId]);
      const found = answer.results[0] ? vndbToMetadata(answer.results[0]) : null;
      if (!found) throw new ProviderError('not-found', 'VNDB', `no visual novel ${vnId}`);
      return found;
    },
  };
}
