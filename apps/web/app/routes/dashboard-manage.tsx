/**
 * `/dashboard/manage` (administrators): library-wide actions (reference §9.3 "Manage") — re-parse
 * by media type, by "added before" date or all; recompute frequencies and difficulties; clear the
 * read caches — and the job list, refreshed every 2 s while a job is queued or running.
 */
import { MediaType, mediaTypeLabels } from '@goi/contracts/values';
import { useEffect, useId, useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { AdminGate } from '../admin/admin-gate';
import { adminRequest } from '../admin/admin-client';
import { loadAdmin } from '../admin/admin-loader.server';
import { jobStatusLabels } from '../admin/admin-labels';
import type { AdminJob, AdminJobPage, AdminJobStatus } from '../admin/admin-types';
import {
  AdminNav,
  ErrorText,
  card,
  input,
  label,
  primaryButton,
  secondaryButton,
} from '../admin/admin-ui';
import { JobList } from '../admin/job-list';
import { Pager } from '../components/pager';
import { pageTitle } from '../lib/page-title';
import { toasts } from '../shell/toast-store';
import type { Route } from './+types/dashboard-manage';

const JOBS_PAGE_SIZE = 25;
const JOBS_REFRESH_MS = 2000;
const statuses = Object.keys(jobStatusLabels) as AdminJobStatus[];

export function meta() {
  return [{ title: pageTitle('Manage media') }];
}

export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const offset = Math.max(0, Math.trunc(Number(url.searchParams.get('offset')) || 0));
  const status = url.searchParams.get('status') ?? '';
  return loadAdmin(request, context, (get) =>
    get<AdminJobPage>('/admin/jobs', {
      offset,
      limit: JOBS_PAGE_SIZE,
      status: statuses.includes(status as AdminJobStatus) ? status : undefined,
    }),
  );
}

type ReparseScope = 'type' | 'before' | 'all';

function Actions({ onQueued }: { onQueued: () => void }) {
  const auth = useAuth();
  const id = useId();
  const [scope, setScope] = useState<ReparseScope>('type');
  const [mediaType, setMediaType] = useState<number>(MediaType.Novel);
  const [before, setBefore] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [overwriteMetadata, setOverwriteMetadata] = useState(false);

  const run = async (name: string, path: string, body?: unknown) => {
    setBusy(name);
    setError(null);
    try {
      const answer = await adminRequest<{ jobId?: number }>(auth.client, path, {
        method: 'POST',
        ...(body === undefined ? {} : { json: body }),
      });
      toasts.add({
        severity: 'success',
        summary: answer.jobId ? `${name}: job #${answer.jobId} queued` : `${name}: done`,
        life: 4000,
      });
      onQueued();
    } catch (failure) {
      setError(`${name}: ${(failure as Error).message}`);
    } finally {
      setBusy(null);
    }
  };

  const reparseBody =
    scope === 'type' ? { mediaType } : scope === 'before' ? { addedBefore: before } : { all: true };
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h2 id={`${id}-heading`} className="mb-3 text-lg font-semibold">
        Actions
      </h2>
      <ErrorText>{error}</ErrorText>
      <fieldset className="mb-4 rounded border border-gray-300 p-3 dark:border-gray-700">
        <legend className="px-1 text-sm font-semibold">Re-parse from the stored texts</legend>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor={`${id}-scope`} className={label}>
              Which decks
            </label>
            <select
              id={`${id}-scope`}
              className={input}
              value={scope}
              onChange={(event) => setScope(event.target.value as ReparseScope)}
            >
              <option value="type">Of one media type</option>
              <option value="before">Added before a date</option>
              <option value="all">All decks</option>
            </select>
          </div>
          {scope === 'type' && (
            <div>
              <label htmlFor={`${id}-type`} className={label}>
                Media type
              </label>
              <select
                id={`${id}-type`}
                className={input}
                value={mediaType}
                onChange={(event) => setMediaType(Number(event.target.value))}
              >
                {Object.values(MediaType).map((type) => (
                  <option key={type} value={type}>
                    {mediaTypeLabels[type]}
                  </option>
                ))}
              </select>
            </div>
          )}
          {scope === 'before' && (
            <div>
              <label htmlFor={`${id}-before`} className={label}>
                Added before
              </label>
              <input
                id={`${id}-before`}
                type="date"
                className={input}
                value={before}
                onChange={(event) => setBefore(event.target.value)}
              />
            </div>
          )}
          <button
            type="button"
            className={primaryButton}
            disabled={busy !== null || (scope === 'before' && !before)}
            onClick={() => void run('Re-parse', '/admin/reparse', reparseBody)}
          >
            Re-parse
          </button>
        </div>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButton}
          disabled={busy !== null}
          onClick={() => void run('Recompute frequencies', '/admin/recompute-frequencies')}
        >
          Recompute frequencies
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy !== null}
          onClick={() => void run('Recompute difficulties', '/admin/recompute-difficulties')}
        >
          Recompute difficulties
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={busy !== null}
          onClick={() => void run('Clear caches', '/admin/clear-caches')}
        >
          Clear the read caches
        </button>
      </div>
      <fieldset className="mt-4 rounded border border-gray-300 p-3 dark:border-gray-700">
        <legend className="px-1 text-sm font-semibold">Metadata from providers</legend>
        <p className="mb-2 text-sm text-gray-700 dark:text-gray-300">
          Looks every deck up at its provider (AniList, TMDB, VNDB, Google Books, IGDB by media
          type) and fills its empty titles, date, description, links and cover.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <label className="inline-flex items-center gap-1 text-sm">
            <input
              type="checkbox"
              checked={overwriteMetadata}
              onChange={(event) => setOverwriteMetadata(event.target.checked)}
            />
            Overwrite fields that are already filled
          </label>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy !== null}
            onClick={() =>
              void run('Fetch all missing metadata', '/admin/fetch-missing-metadata', {
                overwrite: overwriteMetadata,
              })
            }
          >
            Fetch all missing metadata
          </button>
        </div>
      </fieldset>
    </section>
  );
}

function Jobs({ page }: { page: AdminJobPage }) {
  const auth = useAuth();
  const id = useId();
  const revalidator = useRevalidator();
  const [params, setParams] = useSearchParams();
  const [busyJobId, setBusyJobId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const active = page.data.some((job) => job.status === 'queued' || job.status === 'running');

  // Live progress: while work is under way the list is read again every 2 s.
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, JOBS_REFRESH_MS);
    return () => clearInterval(timer);
  }, [active, revalidator]);

  const act = async (job: AdminJob, action: 'retry' | 'cancel') => {
    setBusyJobId(job.jobId);
    setError(null);
    try {
      await adminRequest(auth.client, `/admin/jobs/${job.jobId}/${action}`, { method: 'POST' });
      await revalidator.revalidate();
    } catch (failure) {
      setError(`Job #${job.jobId}: ${(failure as Error).message}`);
    } finally {
      setBusyJobId(null);
    }
  };

  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          Jobs ({page.totalItems})
        </h2>
        <div>
          <label htmlFor={`${id}-status`} className={label}>
            Status
          </label>
          <select
            id={`${id}-status`}
            className={input}
            value={params.get('status') ?? ''}
            onChange={(event) => {
              const next = new URLSearchParams(params);
              if (event.target.value) next.set('status', event.target.value);
              else next.delete('status');
              next.delete('offset');
              setParams(next);
            }}
          >
            <option value="">All</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {jobStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ErrorText>{error}</ErrorText>
      <JobList
        jobs={page.data}
        busyJobId={busyJobId}
        onRetry={(job) => void act(job, 'retry')}
        onCancel={(job) => void act(job, 'cancel')}
      />
      <Pager totalItems={page.totalItems} pageSize={page.limit} currentOffset={page.offset} />
    </section>
  );
}

function ManageContent({ page }: { page: AdminJobPage }) {
  const revalidator = useRevalidator();
  return (
    <>
      <Actions onQueued={() => void revalidator.revalidate()} />
      <Jobs page={page} />
    </>
  );
}

export default function DashboardManage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-5xl">
      <AdminNav />
      <h1 className="mb-4 text-2xl font-bold">Manage media</h1>
      <AdminGate loaded={loaderData}>{(page) => <ManageContent page={page} />}</AdminGate>
    </div>
  );
}
