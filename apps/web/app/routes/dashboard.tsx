/**
 * `/dashboard` (administrators, verified on the server): the library's counts — decks per media
 * type, jobs queued / running / failed, open user reports — and the links to the admin pages.
 */
import { mediaTypeLabels, mediaTypePluralLabels } from '@goi/contracts/values';
import { Link } from 'react-router';
import { AdminGate } from '../admin/admin-gate';
import { loadAdmin } from '../admin/admin-loader.server';
import type { AdminDashboard } from '../admin/admin-types';
import { card, link } from '../admin/admin-ui';
import { formatInteger } from '../lib/format';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/dashboard';

export function meta() {
  return [{ title: pageTitle('Dashboard') }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  return loadAdmin(request, context, (get) => get<AdminDashboard>('/admin/dashboard'));
}

const links = [
  { to: '/dashboard/add-media', label: 'Add media', text: 'Upload a title and its files.' },
  { to: '/dashboard/add-jimaku', label: 'Add from Jimaku', text: 'Import subtitles.' },
  {
    to: '/dashboard/manage',
    label: 'Manage media',
    text: 'Re-parse, recompute, clear caches; follow the jobs.',
  },
  { to: '/dashboard/issues', label: 'Issues', text: 'Titles with missing data, user reports.' },
];

function Count({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className="rounded border border-gray-200 p-3 dark:border-gray-800">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-2xl font-bold">
        {to ? (
          <Link to={to} className={link}>
            {formatInteger(value)}
          </Link>
        ) : (
          formatInteger(value)
        )}
      </dd>
    </div>
  );
}

function Counts({ dashboard }: { dashboard: AdminDashboard }) {
  const total = dashboard.decksByType.reduce((sum, entry) => sum + entry.count, 0);
  return (
    <>
      <section aria-labelledby="work-heading" className={card}>
        <h2 id="work-heading" className="mb-3 text-lg font-semibold">
          Work
        </h2>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Count
            label="Jobs queued"
            value={dashboard.jobs.queued}
            to="/dashboard/manage?status=queued"
          />
          <Count
            label="Jobs running"
            value={dashboard.jobs.running}
            to="/dashboard/manage?status=running"
          />
          <Count
            label="Jobs failed"
            value={dashboard.jobs.failed}
            to="/dashboard/manage?status=failed"
          />
          <Count label="Open reports" value={dashboard.openReports} to="/dashboard/issues" />
        </dl>
      </section>
      <section aria-labelledby="library-heading" className={card}>
        <h2 id="library-heading" className="mb-3 text-lg font-semibold">
          Library: {formatInteger(total)} {total === 1 ? 'deck' : 'decks'}
        </h2>
        {total === 0 ? (
          <p>
            The library is empty.{' '}
            <Link to="/dashboard/add-media" className={link}>
              Add the first title
            </Link>
            .
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {dashboard.decksByType.map((entry) => (
              <Count
                key={entry.mediaType}
                label={mediaTypePluralLabels[entry.mediaType] ?? mediaTypeLabels[entry.mediaType]}
                value={entry.count}
                to={`/decks/media/list/${entry.mediaType}`}
              />
            ))}
          </dl>
        )}
      </section>
    </>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold">Dashboard</h1>
      <AdminGate loaded={loaderData}>
        {(dashboard) => (
          <>
            <ul className="mb-6 grid gap-4 sm:grid-cols-2">
              {links.map((entry) => (
                <li
                  key={entry.to}
                  className="rounded-lg border border-gray-200 bg-white p-4 dark:border-gray-800 dark:bg-gray-900"
                >
                  <Link
                    to={entry.to}
                    className="font-semibold text-purple-700 underline dark:text-purple-300"
                  >
                    {entry.label}
                  </Link>
                  <p className="text-sm text-gray-700 dark:text-gray-400">{entry.text}</p>
                </li>
              ))}
            </ul>
            <Counts dashboard={dashboard} />
          </>
        )}
      </AdminGate>
    </div>
  );
}
