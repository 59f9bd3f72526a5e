/** Small pieces shared by the admin pages: styles, the job progress bar, the confirmation dialog. */
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobCore } from '../auth/use-job-progress';
import { useReturnFocus } from '../lib/use-return-focus';
import { jobStatusLabels } from './admin-labels';

export const card =
  'mb-6 rounded-lg border border-gray-200 bg-white p-4 sm:p-5 dark:border-gray-800 dark:bg-gray-900';
export const primaryButton =
  'rounded bg-purple-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-purple-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-700 disabled:opacity-60';
export const secondaryButton =
  'rounded border border-gray-400 px-3 py-1.5 text-sm hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple-700 disabled:opacity-60 dark:border-gray-600 dark:hover:bg-gray-800';
export const dangerButton =
  'rounded bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:opacity-60';
export const input =
  'w-full rounded border border-gray-400 bg-white px-2 py-1.5 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-950 dark:text-gray-100';
export const label = 'mb-1 block text-sm font-medium';
export const link = 'text-purple-700 underline dark:text-purple-300';

export function AdminNav() {
  return (
    <nav aria-label="Administration" className="mb-4 text-sm">
      <Link to="/dashboard" className={link}>
        Dashboard
      </Link>
    </nav>
  );
}

/** A job's progress: bar (role progressbar), status and step; the error when it failed. */
export function JobProgressBar({ job, label: name }: { job: JobCore; label: string }) {
  const failed = job.status === 'failed';
  return (
    <div>
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={job.progress}
        aria-valuetext={`${jobStatusLabels[job.status]}, ${job.progress}%`}
        className="h-2 overflow-hidden rounded bg-gray-200 dark:bg-gray-800"
      >
        <div
          className={`h-full transition-all ${failed ? 'bg-red-600' : 'bg-purple-600'}`}
          style={{ width: `${job.progress}%` }}
        />
      </div>
      <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
        {jobStatusLabels[job.status]}
        {job.status === 'queued'
          ? ' — waiting to start'
          : job.step && job.step.toLowerCase() !== jobStatusLabels[job.status].toLowerCase()
            ? ` — ${job.step}`
            : ''}{' '}
        ({job.progress}%)
      </p>
      {failed && job.error && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {job.error}
        </p>
      )}
    </div>
  );
}

/** A confirmation before a destructive action; the title names what will be lost. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  busy,
  onConfirm,
  onOpenChange,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onOpenChange: (open: boolean) => void;
}) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[1000] bg-black/50" />
        <Dialog.Content
          {...returnFocus}
          className="fixed top-1/2 left-1/2 z-[1100] w-[min(28rem,95vw)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 text-gray-900 shadow-xl dark:bg-gray-900 dark:text-gray-100"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            {description}
          </Dialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <Dialog.Close className={secondaryButton}>Cancel</Dialog.Close>
            <button type="button" className={dangerButton} disabled={busy} onClick={onConfirm}>
              {busy ? 'Working…' : confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ErrorText({ children }: { children: ReactNode }) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      {children}
    </p>
  );
}
