/**
 * The error page (spec §2, §8): "Page Not Found" for 404, "Forbidden" for 403 (with the reason,
 * e.g. "You need administrator rights"), "Service Unavailable" for 503 (the server refused work
 * it had no room for, e.g. a busy parser: not a failure), "Internal Server Error" otherwise, with
 * the status code, the status message and a description. Search-engine and link-preview bots get
 * no error page (only the status and a log line), so an error never becomes an indexed page.
 */
import { isRouteErrorResponse } from 'react-router';

export interface ErrorView {
  statusCode: number;
  statusMessage: string;
  message: string;
  stack?: string;
}

export function errorView(error: unknown, path: string): ErrorView {
  if (isRouteErrorResponse(error)) {
    const statusCode = error.status || 500;
    const message =
      typeof error.data === 'string' && error.data
        ? error.data
        : statusCode === 404
          ? `Page not found: ${path}`
          : error.statusText || 'Internal Server Error';
    return { statusCode, statusMessage: statusMessageFor(statusCode), message };
  }
  const statusCode = 500;
  return {
    statusCode,
    statusMessage: statusMessageFor(statusCode),
    message: error instanceof Error ? error.message : 'Internal Server Error',
    ...(error instanceof Error && error.stack ? { stack: error.stack } : {}),
  };
}

export function statusMessageFor(statusCode: number): string {
  if (statusCode === 404) return 'Page Not Found';
  // Issue 16 item 10: a refused reader is not told that the server failed.
  if (statusCode === 403) return 'Forbidden';
  if (statusCode === 429) return 'Too Many Requests';
  if (statusCode === 503) return 'Service Unavailable';
  return 'Internal Server Error';
}

function descriptionFor(statusCode: number): string {
  if (statusCode === 404) return 'The page you are looking for does not exist or has moved.';
  if (statusCode === 403)
    return 'This page is for the administrators of this site. Sign in with an administrator account to open it.';
  if (statusCode === 429)
    return 'Many requests came from your address in a short time. Please wait a minute and reload.';
  if (statusCode === 503)
    return 'The server is busy right now. Please wait a few seconds and reload.';
  return 'Something went wrong on our side. Please try again in a moment.';
}

export function ErrorPage({
  view,
  isBot,
  showStack,
}: {
  view: ErrorView;
  isBot: boolean;
  showStack: boolean;
}) {
  if (isBot) {
    if (typeof window === 'undefined') {
      console.warn(`[bot] ${view.statusCode} ${view.message}`);
    }
    return <p>{view.statusCode}</p>;
  }
  const description = descriptionFor(view.statusCode);
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl py-16 text-center">
      <p className="text-6xl font-bold text-purple-700 dark:text-purple-300">{view.statusCode}</p>
      <h1 id="error-title" className="mt-4 text-2xl font-semibold">
        {view.statusMessage}
      </h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300" data-testid="error-message">
        {view.message}
      </p>
      <p className="mt-2 text-sm text-gray-600 dark:text-gray-400">{description}</p>
      <a
        href="/"
        className="mt-6 inline-block rounded bg-purple-700 px-4 py-2 text-white hover:bg-purple-800"
      >
        Go home
      </a>
      {showStack && view.stack && (
        <pre className="mt-6 overflow-auto text-left text-xs">{view.stack}</pre>
      )}
    </section>
  );
}
