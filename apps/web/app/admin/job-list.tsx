/**
 * The jobs table of /dashboard/manage: kind, deck, status with its progress bar, step, attempts,
 * error, who queued it and when; Retry (failed or cancelled) and Cancel (queued).
 */
import { mediaTypeLabels } from '@goi/contracts/values';
import { Link } from 'react-router';
import type { AdminJob } from './admin-types';
import { formatDateTime } from './admin-labels';
import { JobProgressBar, link, secondaryButton } from './admin-ui';

export const jobTypeLabels: Record<string, string> = {
  'ingest-media': 'Add media',
  'reparse-decks': 'Re-parse decks',
  'reparse-deck': 'Re-parse deck',
  'recompute-frequencies': 'Recompute frequencies',
  'recompute-difficulties': 'Recompute difficulties',
  'fetch-metadata': 'Fetch metadata',
  'known-words-import-anki': 'Known words from Anki',
  'known-words-import-anki-package': 'Word states from an Anki package',
  'known-words-import-frequency': 'Known words by frequency',
  'known-words-import-ids': 'Known words from ids',
};

export function JobList({
  jobs,
  busyJobId,
  onRetry,
  onCancel,
}: {
  jobs: AdminJob[];
  busyJobId: number | null;
  onRetry: (job: AdminJob) => void;
  onCancel: (job: AdminJob) => void;
}) {
  if (jobs.length === 0)
    return <p className="text-sm text-gray-700 dark:text-gray-300">No jobs to show.</p>;
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800" aria-label="Jobs">
      {jobs.map((job) => {
        const name = `${jobTypeLabels[job.type] ?? job.type} #${job.jobId}`;
        return (
          <li
            key={job.jobId}
            className="grid gap-2 py-3 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
          >
            <div className="min-w-0">
              <p className="font-semibold">
                {name}
                {job.deck && (
                  <>
                    {' · '}
                    <Link to={`/dashboard/media/${job.deck.deckId}`} className={link} lang="ja">
                      {job.deck.originalTitle}
                    </Link>{' '}
                    <span className="text-xs font-normal text-gray-700 dark:text-gray-300">
                      ({mediaTypeLabels[job.deck.mediaType]})
                    </span>
                  </>
                )}
                {/* The API names the deck while it exists; without it, it has been deleted. */}
                {!job.deck && job.resultDeckId && (
                  <span className="font-normal text-gray-700 dark:text-gray-300">
                    {' · '}deck {job.resultDeckId} (deleted)
                  </span>
                )}
              </p>
              <p className="text-xs text-gray-700 dark:text-gray-300">
                {job.queuedBy ? `by ${job.queuedBy.userName}, ` : ''}
                <time dateTime={job.createdAt}>{formatDateTime(job.createdAt)}</time>
                {job.finishedAt && (
                  <>
                    {' → '}
                    <time dateTime={job.finishedAt}>{formatDateTime(job.finishedAt)}</time>
                  </>
                )}
                {` · attempt ${job.attempts} of ${job.maxAttempts}`}
              </p>
            </div>
            <JobProgressBar job={job} label={`${name} progress`} />
            <div className="flex gap-2">
              {(job.status === 'failed' || job.status === 'cancelled') && (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busyJobId === job.jobId}
                  aria-label={`Retry ${name}`}
                  onClick={() => onRetry(job)}
                >
                  Retry
                </button>
              )}
              {job.status === 'queued' && (
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={busyJobId === job.jobId}
                  aria-label={`Cancel ${name}`}
                  onClick={() => onCancel(job)}
                >
                  Cancel
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
