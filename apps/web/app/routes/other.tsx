/** `/other` (Tools): global frequency lists and library statistics. */
import { MediaType, mediaTypeLabels } from '@goi/contracts/values';
import type { GlobalStatsDto } from '@goi/contracts';
import { formatInteger } from '../lib/format';
import { loadFromApi } from '../lib/loader-api.server';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/other';

export async function loader({ request, context }: Route.LoaderArgs) {
  return { stats: await loadFromApi<GlobalStatsDto>(request, context, 'stats/get-global-stats') };
}

export function meta() {
  return [{ title: pageTitle('Tools') }];
}

const types = Object.keys(MediaType) as (keyof typeof MediaType)[];

export default function Other({ loaderData }: Route.ComponentProps) {
  const { stats } = loaderData;
  const link = (mediaType: string, format: 'csv' | 'yomitan') =>
    `/api/frequency-list/download?mediaType=${mediaType}&downloadType=${format}`;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Tools</h1>
      <section aria-labelledby="freq-title">
        <h2 id="freq-title" className="text-xl font-semibold">
          Frequency lists
        </h2>
        <p className="text-sm">
          Word frequencies over the whole library or one media type, as CSV or as a Yomitan
          dictionary.
        </p>
        <table className="mt-2 text-sm">
          <tbody>
            {[
              ['', 'All media'] as const,
              ...types.map((name) => [name, mediaTypeLabels[MediaType[name]]] as const),
            ].map(([name, label]) => (
              <tr key={name}>
                <th scope="row" className="pr-4 text-left font-normal">
                  {label}
                </th>
                {name !== '' && (stats.mediaByType[name] ?? 0) === 0 ? (
                  // The API has no list for a type the library holds none of (it answers 404).
                  <td colSpan={2} className="text-gray-600 dark:text-gray-400">
                    No media of this type yet
                  </td>
                ) : (
                  <>
                    <td className="pr-3">
                      <a
                        href={link(name, 'csv')}
                        className="text-purple-700 hover:underline dark:text-purple-300"
                      >
                        CSV
                      </a>
                    </td>
                    <td>
                      <a
                        href={link(name, 'yomitan')}
                        className="text-purple-700 hover:underline dark:text-purple-300"
                      >
                        Yomitan
                      </a>
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="global-title">
        <h2 id="global-title" className="text-xl font-semibold">
          Library statistics
        </h2>
        <p>
          {formatInteger(stats.totalMedia)} media · {formatInteger(stats.totalMojis)} characters
        </p>
        <ul className="list-disc pl-6">
          {types.map((name) => (
            <li key={name}>
              {mediaTypeLabels[MediaType[name]]}: {formatInteger(stats.mediaByType[name] ?? 0)}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
