/** The audit log of a deck (newest first): who did what, when. */
import type { AuditEntry } from './admin-types';
import { formatDateTime } from './admin-labels';

export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0)
    return <p className="text-sm text-gray-700 dark:text-gray-300">No changes recorded yet.</p>;
  return (
    <ol className="divide-y divide-gray-200 text-sm dark:divide-gray-800">
      {entries.map((entry) => (
        <li key={entry.auditId} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-3">
          <time
            dateTime={entry.at}
            className="shrink-0 text-gray-700 tabular-nums dark:text-gray-300"
          >
            {formatDateTime(entry.at)}
          </time>
          <span className="shrink-0 font-medium">{entry.user?.userName ?? 'system'}</span>
          <span className="shrink-0 rounded bg-gray-100 px-1.5 font-mono text-xs leading-5 dark:bg-gray-800">
            {entry.action}
          </span>
          <span className="min-w-0 break-words">{entry.detail}</span>
        </li>
      ))}
    </ol>
  );
}
