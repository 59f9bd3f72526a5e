/**
 * The line under a form that says how its action went: a success is a polite status (read when
 * the reader pauses), a failure an alert (read at once), each in its colour.
 */
import type { ReactNode } from 'react';

export function OutcomeMessage({ ok, children }: { ok: boolean; children: ReactNode }) {
  return (
    <p
      role={ok ? 'status' : 'alert'}
      className={ok ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-300'}
    >
      {children}
    </p>
  );
}
