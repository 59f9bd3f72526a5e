import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminRequestError } from './admin-client';
import { Failure, failure } from './jimaku-load-state';

const show = (error: unknown) =>
  render(
    <MemoryRouter>
      <Failure state={failure(error)} />
    </MemoryRouter>,
  );

describe('Jimaku request failures', () => {
  afterEach(cleanup);

  it('Jimaku without a key is a notice naming the setting, with a way out', () => {
    show(new AdminRequestError(409, 'Jimaku: not configured: set JIMAKU_API_KEY', {}));
    const notice = screen.getByRole('alert');
    expect(notice.textContent).toContain('Jimaku is not configured on this server.');
    expect(notice.textContent).toContain('JIMAKU_API_KEY');
    expect(screen.getByRole('link', { name: 'Add media' }).getAttribute('href')).toBe(
      '/dashboard/add-media',
    );
  });

  it("other failures show the API's message", () => {
    show(new AdminRequestError(424, 'Jimaku: unreachable (connect ECONNREFUSED)', {}));
    expect(screen.getByRole('alert').textContent).toBe(
      'Jimaku: unreachable (connect ECONNREFUSED)',
    );
    cleanup();
    // A 409 that is not about configuration (a refused key) stays an error.
    show(new AdminRequestError(409, 'Jimaku: refused our key (HTTP 401): Invalid API key', {}));
    expect(screen.getByRole('alert').textContent).toContain('refused our key');
    expect(screen.queryByText(/not configured/)).toBeNull();
  });

  it('shows nothing unless the request failed', () => {
    const { container } = render(<Failure state={{ kind: 'loading' }} />);
    expect(container.textContent).toBe('');
  });
});
