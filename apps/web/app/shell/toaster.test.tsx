import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store';
import { Toaster } from './toaster';

describe('<Toaster>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('renders toasts as alerts, pauses on hover and closes by hand', () => {
    const store = createToastStore();
    render(<Toaster store={store} />);
    act(
      () =>
        void store.add({
          severity: 'error',
          summary: 'Download failed',
          detail: 'Too many requests',
          life: 1000,
        }),
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Download failed');
    fireEvent.pointerEnter(alert);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
