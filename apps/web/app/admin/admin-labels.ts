/** Words the admin pages show for the API's codes. */
import type { AdminJobStatus, ReportKind } from './admin-types';

export const reportKindLabels: Record<ReportKind, string> = {
  'wrong-title': 'Wrong title',
  'wrong-metadata': 'Wrong metadata',
  'bad-parse': 'Bad parse',
  'missing-episodes': 'Missing episodes or volumes',
  other: 'Other',
};

export const REPORT_TEXT_MAX = 2000;

export const jobStatusLabels: Record<AdminJobStatus, string> = {
  queued: 'Queued',
  running: 'Running',
  succeeded: 'Done',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

export function isJobFinished(status: AdminJobStatus): boolean {
  return status === 'succeeded' || status === 'failed' || status === 'cancelled';
}

/** The heading of an add job's panel, by how far it got: "Adding …" only while it runs. */
export function addJobHeading(status: AdminJobStatus | undefined): string {
  if (status === 'succeeded') return 'Added';
  if (status === 'failed') return 'Could not add';
  if (status === 'cancelled') return 'Cancelled adding';
  return 'Adding';
}

/** "2026-11-24 16:05 UTC": the same text on the server and in the browser (no hydration drift). */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}
