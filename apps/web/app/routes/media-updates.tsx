/** `/media-updates`: new media grouped by day, 30 days at a time, older months on demand. */
import { mediaTypeLabels } from '@goi/contracts/values';
import type { DeckListPage } from '@goi/contracts';
import { localizedTitle } from '../lib/deck-title';
import { loadFromApi } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import { usePreferences } from '../lib/preferences-context';
import { AppLink } from '../shell/app-link';
import type { Route } from './+types/media-updates';

export async function loader({ request, context }: Route.LoaderArgs) {
  const months = Math.min(
    24,
    Math.max(1, Number(new URL(request.url).searchParams.get('months') ?? 1) || 1),
  );
  const pages = await Promise.all(
    Array.from({ length: months }, (_, offset) =>
      loadFromApi<DeckListPage>(request, context, 'media-deck/media-update-log', { offset }),
    ),
  );
  return { decks: pages.flatMap((page) => page.data), months };
}

export function meta() {
  return [{ title: pageTitle('New media updates') }];
}

export default function MediaUpdates({ loaderData }: Route.ComponentProps) {
  const { decks, months } = loaderData;
  const { preferences } = usePreferences();
  const days = new Map<string, typeof decks>();
  for (const deck of decks) {
    const day = deck.creationDate.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), deck]);
  }
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">New media updates</h1>
      {days.size === 0 && <p>No media were added in this period.</p>}
      {[...days].map(([day, list]) => (
        <section key={day} aria-label={day}>
          <h2 className="font-semibold">
            <time dateTime={day}>{day}</time>
          </h2>
          <ul className="list-disc pl-6">
            {list.map((deck) => (
              <li key={deck.deckId}>
                <AppLink to={`/decks/media/${deck.deckId}/detail`} className="hover:underline">
                  {localizedTitle(deck, preferences.titleLanguage)}
                </AppLink>{' '}
                <span className="text-sm text-gray-600 dark:text-gray-400">
                  ({mediaTypeLabels[deck.mediaType]})
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      <AppLink
        to={`/media-updates?months=${months + 1}`}
        preventScrollReset
        className="self-start rounded border px-3 py-1"
      >
        Show older months
      </AppLink>
    </div>
  );
}
