/**
 * `/decks/media/list/{mediaType}`: a plain, crawlable list of every title of one type; the type
 * by number (`/list/1`) or name (`/list/anime`), anything else the 404 page.
 */
import { mediaTypePluralLabels } from '@goi/contracts/values';
import type { DeckDto } from '@goi/contracts';
import { loadFromApi, routeNotFound } from '../lib/loader-api.server';
import { mediaTypeFromParam } from '../lib/media-type-param';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/decks-media-list';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const mediaType = mediaTypeFromParam(params.mediaType);
  if (mediaType === undefined) routeNotFound(request);
  const decks = await loadFromApi<DeckDto[]>(
    request,
    context,
    `media-deck/get-media-decks-by-type/${mediaType}`,
  );
  return { decks, mediaType };
}

export function meta({ data }: Route.MetaArgs) {
  return [
    { title: pageTitle(data ? `${mediaTypePluralLabels[data.mediaType]} list` : 'Media list') },
  ];
}

export default function DecksMediaList({ loaderData }: Route.ComponentProps) {
  const { decks, mediaType } = loaderData;
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">{mediaTypePluralLabels[mediaType]}</h1>
      <ul className="list-disc pl-6">
        {decks.map((deck) => (
          <li key={deck.deckId}>
            <a href={`/decks/media/${deck.deckId}/detail`} className="hover:underline">
              {deck.romajiTitle ?? deck.originalTitle}
            </a>{' '}
            <span lang="ja" className="text-gray-600 dark:text-gray-400">
              {deck.originalTitle}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
