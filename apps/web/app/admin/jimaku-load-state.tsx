/**
 * The states of the Jimaku page's requests (search, entry) and how a failure shows: Jimaku
 * without `JIMAKU_API_KEY` (the API's 409 "Jimaku: not configured …") is a notice saying what to
 * set, not an error; other failures show the API's message, which names the provider.
 */
import { Link } from 'react-router';
import { AdminRequestError } from './admin-client';
import { ErrorText } from './admin-ui';

export type Loadable<T> =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; value: T }
  | { kind: 'failed'; message: string; notConfigured: boolean };

export function failure(error: unknown): Loadable<never> {
  const message = error instanceof Error ? error.message : String(error);
  return {
    kind: 'failed',
    message,
    notConfigured:
      error instanceof AdminRequestError && error.status === 409 && /not configured/i.test(message),
  };
}

export function Failure({ state }: { state: Loadable<unknown> }) {
  if (state.kind !== 'failed') return null;
  if (state.notConfigured)
    return (
      <div
        role="alert"
        className="mb-4 rounded border border-amber-400 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
      >
        <p className="font-semibold">Jimaku is not configured on this server.</p>
        <p>
          Set <code>JIMAKU_API_KEY</code> (an API key from your jimaku.cc account) in the
          server&apos;s environment and restart it. Titles can still be added from files on{' '}
          <Link to="/dashboard/add-media" className="underline">
            Add media
          </Link>
          .
        </p>
      </div>
    );
  return <ErrorText>{state.message}</ErrorText>;
}
