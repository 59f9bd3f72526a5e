import { cleanup, render, screen } from '@testing-library/react';
import { data } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ErrorPage, errorView } from './error-page';

/** What React Router hands the error boundary for `throw data(message, { status })`. */
function routeError(message: string, status: number) {
  const thrown = data(message, { status });
  return { status, statusText: '', internal: false, data: thrown.data };
}

describe('the error page', () => {
  afterEach(cleanup);

  it('tells a refused reader they need administrator rights, not that the server failed', () => {
    const view = errorView(routeError('You need administrator rights', 403), '/dashboard');
    expect(view).toMatchObject({ statusCode: 403, statusMessage: 'Forbidden' });
    render(<ErrorPage view={view} isBot={false} showStack={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Forbidden');
    expect(screen.getByTestId('error-message').textContent).toBe('You need administrator rights');
    expect(document.body.textContent).not.toContain('Internal Server Error');
    expect(document.body.textContent).not.toContain('Something went wrong on our side');
  });

  it('keeps "Internal Server Error" for failures', () => {
    const view = errorView(routeError('down', 500), '/');
    expect(view.statusMessage).toBe('Internal Server Error');
    expect(errorView(routeError('bad gateway', 502), '/').statusMessage).toBe(
      'Internal Server Error',
    );
  });

  it('tells a reader turned away by a busy server to retry, not that the server failed', () => {
    const busy =
      'The text could not be parsed within 3000 ms (the parser is busy); try again shortly';
    const view = errorView(routeError(busy, 503), '/parse');
    expect(view).toMatchObject({ statusCode: 503, statusMessage: 'Service Unavailable' });
    render(<ErrorPage view={view} isBot={false} showStack={false} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Service Unavailable');
    expect(screen.getByTestId('error-message').textContent).toBe(busy);
    expect(document.body.textContent).toContain('The server is busy right now');
    expect(document.body.textContent).not.toContain('Internal Server Error');
    expect(document.body.textContent).not.toContain('Something went wrong on our side');
  });
});
