/** `/`: what Goi is, library statistics, and a search box that parses a text. */
import { mediaTypeLabels, MediaType } from '@goi/contracts/values';
import type { GlobalStatsDto } from '@goi/contracts';
import { Form } from 'react-router';
import { formatInteger } from '../lib/format';
import { loadFromApi } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import { AppLink } from '../shell/app-link';
import type { Route } from './+types/home';

export async function loader({ request, context }: Route.LoaderArgs) {
  try {
    return { stats: await loadFromApi<GlobalStatsDto>(request, context, 'stats/get-global-stats') };
  } catch {
    // The home page still works without the statistics.
    return { stats: null };
  }
}

export function meta() {
  return [
    { title: pageTitle() },
    {
      name: 'description',
      content:
        'Vocabulary lists, Anki decks, difficulty and coverage for Japanese anime, novels, games and more.',
    },
    { property: 'og:title', content: 'Goi' },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  return (
    <div className="flex flex-col gap-8">
      <section className="rounded-lg bg-white p-6 dark:bg-gray-900">
        <h1 className="text-3xl font-bold">
          Goi <span lang="ja">語彙</span>
        </h1>
        <p className="mt-2 max-w-prose">
          Prepare for real Japanese media. Every anime, drama, movie, novel, game and manga in the
          library is parsed into a vocabulary deck with statistics, a difficulty level and your own
          coverage. Download decks for Anki, as CSV or TXT, or as a Yomitan frequency dictionary.
        </p>
        <AppLink
          to="/decks/media"
          className="mt-4 inline-block rounded bg-purple-700 px-4 py-2 text-white hover:bg-purple-800"
        >
          Browse media
        </AppLink>
      </section>
      <section aria-labelledby="search-title">
        <h2 id="search-title" className="text-xl font-semibold">
          Look up a sentence
        </h2>
        <Form action="/parse" method="get" role="search" className="mt-2 flex gap-2">
          <label htmlFor="home-search" className="sr-only">
            Japanese text
          </label>
          <input
            id="home-search"
            name="text"
            maxLength={200}
            lang="ja"
            placeholder="日本語の文を入力してください"
            className="grow rounded border border-gray-300 bg-white px-3 py-2 dark:border-gray-700 dark:bg-gray-900"
          />
          <button type="submit" className="rounded bg-purple-700 px-4 py-2 text-white">
            Parse
          </button>
        </Form>
      </section>
      {stats && (
        <section aria-labelledby="library-title">
          <h2 id="library-title" className="text-xl font-semibold">
            The library
          </h2>
          <p className="mt-1">
            {formatInteger(stats.totalMedia)} media, {formatInteger(stats.totalMojis)} characters
            parsed.
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {(Object.keys(MediaType) as (keyof typeof MediaType)[]).map((name) => (
              <li key={name} className="rounded bg-white p-2 text-sm dark:bg-gray-900">
                <AppLink
                  to={`/decks/media?mediaType=${MediaType[name]}`}
                  className="hover:underline"
                >
                  {mediaTypeLabels[MediaType[name]]}
                </AppLink>
                : {formatInteger(stats.mediaByType[name] ?? 0)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
