import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LAYER_CLEAR_DELAY_MS, createToastStore } from './toast-store';

describe('toasts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const store = () => createToastStore(() => Date.now());

  it('removes a toast when its life ends and clears the layer 200 ms later', () => {
    const toasts = store();
    toasts.add({ severity: 'info', summary: 'Saved', life: 1000 });
    expect(toasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(999);
    expect(toasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.getState()).toEqual({ toasts: [], layerVisible: true });
    vi.advanceTimersByTime(TOAST_LAYER_CLEAR_DELAY_MS);
    expect(toasts.getState().layerVisible).toBe(false);
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    const toasts = store();
    const id = toasts.add({ severity: 'warn', summary: 'Careful', life: 1000 });
    vi.advanceTimersByTime(600);
    toasts.pause(id);
    vi.advanceTimersByTime(10_000);
    expect(toasts.getState().toasts).toHaveLength(1);
    toasts.resume(id);
    vi.advanceTimersByTime(399);
    expect(toasts.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toasts.getState().toasts).toHaveLength(0);
  });

  it('closes at once by hand, keeps toasts without a life, defaults to closable', () => {
    const toasts = store();
    const sticky = toasts.add({ severity: 'error', summary: 'Failed' });
    const other = toasts.add({ severity: 'success', summary: 'Done', life: 500 });
    expect(toasts.getState().toasts[0]).toMatchObject({
      id: sticky,
      closable: true,
      severity: 'error',
    });
    toasts.remove(other);
    vi.advanceTimersByTime(60_000);
    expect(toasts.getState().toasts.map((toast) => toast.id)).toEqual([sticky]);
  });

  it('a new toast keeps the layer when it arrives inside the 200 ms', () => {
    const toasts = store();
    const id = toasts.add({ severity: 'info', summary: 'One' });
    toasts.remove(id);
    vi.advanceTimersByTime(100);
    toasts.add({ severity: 'info', summary: 'Two' });
    vi.advanceTimersByTime(500);
    expect(toasts.getState().layerVisible).toBe(true);
  });
});
