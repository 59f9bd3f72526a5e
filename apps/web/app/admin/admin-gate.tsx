/**
 * Renders an admin page's content once the server verified the administrator. When the loader
 * could not verify the session (the access token had expired), the browser refreshes it and the
 * loader runs again; nothing of the page shows before that.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useAuth } from '../auth/auth-context';
import type { AdminLoaderData } from './admin-loader.server';

export function AdminGate<T>({
  loaded,
  children,
}: {
  loaded: AdminLoaderData<T>;
  children: (data: T) => ReactNode;
}) {
  const auth = useAuth();
  const revalidator = useRevalidator();
  const asked = useRef(false);
  const waiting = loaded.state === 'refresh';
  useEffect(() => {
    // `me` answered after a refresh: the cookie holds a fresh token the loader can verify.
    if (waiting && auth.user && !asked.current) {
      asked.current = true;
      void revalidator.revalidate();
    }
  }, [waiting, auth.user, revalidator]);
  if (loaded.state === 'ready') return <>{children(loaded.data)}</>;
  const settled = !auth.isLoading && !auth.isRefreshing && !auth.user && auth.client !== null;
  return (
    <div role="status" className="py-16 text-center">
      {settled && !auth.isAuthenticated ? (
        <p>
          Your session has ended.{' '}
          <Link to="/login" className="text-purple-700 underline dark:text-purple-300">
            Sign in again
          </Link>
          .
        </p>
      ) : (
        <p>Checking your session…</p>
      )}
    </div>
  );
}
