/**
 * `/dashboard/issues` (administrators): the readers' reports (open by default; resolve or dismiss,
 * with who did it) and the reference's lists of decks with missing data (§9.3) plus decks without
 * a cover and failed jobs, each deck linked to its edit page.
 */
import { mediaTypeLabels } from '@goi/contracts/values';
import { useId, useState } from 'react';
import { Link, useRevalidator, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { AdminGate } from '../admin/admin-gate';
import { adminRequest } from '../admin/admin-client';
import { loadAdmin } from '../admin/admin-loader.server';
import { formatDateTime, reportKindLabels } from '../admin/admin-labels';
import type { AdminIssues, DeckRef, Report, ReportPage, ReportStatus } from '../admin/admin-types';
import { AdminNav, ErrorText, card, input, label, link, secondaryButton } from '../admin/admin-ui';
import { jobTypeLabels } from '../admin/job-list';
import { Pager } from '../components/pager';
import { pageTitle } from '../lib/page-title';
import type { Route } from './+types/dashboard-issues';

const REPORTS_PAGE_SIZE = 25;
const reportStatuses: ReportStatus[] = ['open', 'resolved', 'dismissed'];

export function meta() {
  return [{ title: pageTitle('Issues') }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const requested = url.searchParams.get('reports') as ReportStatus | null;
  const status = requested && reportStatuses.includes(requested) ? requested : 'open';
  const offset = Math.max(0, Math.trunc(Number(url.searchParams.get('offset')) || 0));
  return loadAdmin(request, context, async (get) => {
    const [issues, reports] = await Promise.all([
      get<AdminIssues>('/admin/issues'),
      get<ReportPage>('/admin/reports', { status, offset, limit: REPORTS_PAGE_SIZE }),
    ]);
    return { issues, reports, status };
  });
}

function DeckLink({ deck }: { deck: DeckRef }) {
  return (
    <Link to={`/dashboard/media/${deck.deckId}`} className={link}>
      <span lang="ja">{deck.originalTitle}</span>
    </Link>
  );
}

function ReportRow({ report, onDone }: { report: Report; onDone: () => void }) {
  const auth = useAuth();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handle = async (action: 'resolve' | 'dismiss') => {
    setBusy(true);
    setError(null);
    try {
      await adminRequest(auth.client, `/admin/reports/${report.reportId}/${action}`, {
        method: 'POST',
      });
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const name = `report #${report.reportId}`;
  return (
    <li className="py-3">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span className="rounded bg-purple-100 px-1.5 text-xs font-semibold text-purple-900 dark:bg-purple-900 dark:text-purple-100">
          {reportKindLabels[report.kind]}
        </span>
        {report.deck ? <DeckLink deck={report.deck} /> : <span>(deck removed)</span>}
        <span className="text-xs text-gray-700 dark:text-gray-300">
          by {report.reportedBy.userName},{' '}
          <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
        </span>
      </div>
      <p className="mt-1 text-sm break-words whitespace-pre-wrap">{report.text}</p>
      {report.status === 'open' ? (
        <div className="mt-2 flex gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            aria-label={`Resolve ${name}`}
            onClick={() => void handle('resolve')}
          >
            Resolve
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy}
            aria-label={`Dismiss ${name}`}
            onClick={() => void handle('dismiss')}
          >
            Dismiss
          </button>
        </div>
      ) : (
        <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
          {report.status === 'resolved' ? 'Resolved' : 'Dismissed'}
          {report.handledBy && ` by ${report.handledBy.userName}`}
          {report.handledAt && `, ${formatDateTime(report.handledAt)}`}
        </p>
      )}
      <ErrorText>{error}</ErrorText>
    </li>
  );
}

function Reports({ reports, status }: { reports: ReportPage; status: ReportStatus }) {
  const id = useId();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Reports from readers ({reports.totalItems} {status})
        </h2>
        <div>
          <label htmlFor={`${id}-status`} className={label}>
            Show
          </label>
          <select
            id={`${id}-status`}
            className={input}
            value={status}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              next.set('reports', event.target.value);
              next.delete('offset');
              setParams(next);
            }}
          >
            <option value="open">Open</option>
            <option value="resolved">Resolved</option>
            <option value="dismissed">Dismissed</option>
          </select>
        </div>
      </div>
      {reports.data.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">No {status} reports.</p>
      ) : (
        <ul className="divide-y divide-gray-200 dark:divide-gray-800" aria-label="Reports">
          {reports.data.map((report) => (
            <ReportRow
              key={report.reportId}
              report={report}
              onDone={() => void revalidator.revalidate()}
            />
          ))}
        </ul>
      )}
      <Pager
        totalItems={reports.totalItems}
        pageSize={reports.limit}
        currentOffset={reports.offset}
      />
    </section>
  );
}

const deckLists: { key: Exclude<keyof AdminIssues, 'failedJobs'>; title: string }[] = [
  { key: 'missingRomajiTitle', title: 'Missing romaji title' },
  { key: 'noLinks', title: 'No links' },
  { key: 'zeroCharacters', title: 'Zero characters' },
  { key: 'missingReleaseDate', title: 'No release date' },
  { key: 'missingDescription', title: 'No description' },
  { key: 'noCover', title: 'No cover' },
];

function DeckList({ title, decks }: { title: string; decks: DeckRef[] }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded border border-gray-200 p-3 dark:border-gray-800"
    >
      <h3 id={id} className="mb-2 font-semibold">
        {title} ({decks.length})
      </h3>
      {decks.length === 0 ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">None.</p>
      ) : (
        <ul className="max-h-64 space-y-1 overflow-auto text-sm">
          {decks.map((deck) => (
            <li key={deck.deckId}>
              <DeckLink deck={deck} />{' '}
              <span className="text-xs text-gray-700 dark:text-gray-300">
                ({mediaTypeLabels[deck.mediaType]}, {deck.deckId})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Issues({ issues }: { issues: AdminIssues }) {
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        Decks with missing data
      </h2>
      <div className="grid gap-3 md:grid-cols-2">
        {deckLists.map((list) => (
          <DeckList key={list.key} title={list.title} decks={issues[list.key]} />
        ))}
        <section
          aria-labelledby={`${id}-jobs`}
          className="rounded border border-gray-200 p-3 md:col-span-2 dark:border-gray-800"
        >
          <h3 id={`${id}-jobs`} className="mb-2 font-semibold">
            Failed jobs ({issues.failedJobs.length})
          </h3>
          {issues.failedJobs.length === 0 ? (
            <p className="text-sm text-gray-700 dark:text-gray-300">None.</p>
          ) : (
            <ul className="space-y-2 text-sm">
              {issues.failedJobs.map((job) => (
                <li key={job.jobId}>
                  <span className="font-semibold">
                    {jobTypeLabels[job.type] ?? job.type} #{job.jobId}
                  </span>
                  {job.deck && (
                    <>
                      {' · '}
                      <DeckLink deck={job.deck} />
                    </>
                  )}
                  {job.error && (
                    <span className="block break-words text-red-800 dark:text-red-300">
                      {job.error}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-2 text-sm">
            <Link to="/dashboard/manage?status=failed" className={link}>
              Retry them on the manage page
            </Link>
          </p>
        </section>
      </div>
    </section>
  );
}

export default function DashboardIssues({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <AdminNav />
      <h1 className="mb-4 text-2xl font-bold">Issues</h1>
      <AdminGate loaded={loaderData}>
        {({ issues, reports, status }) => (
          <>
            <Reports reports={reports} status={status} />
            <Issues issues={issues} />
          </>
        )}
      </AdminGate>
    </div>
  );
}
