import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_BAR, createLoadingBar } from './loading-bar-controller';

describe('loading bar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows for a navigation shorter than the 200 ms throttle', () => {
    const changes = vi.fn();
    const bar = createLoadingBar(changes);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs - 1);
    bar.finish();
    vi.advanceTimersByTime(5000);
    expect(changes).not.toHaveBeenCalled();
  });

  it('shows after the throttle, fills, hides after 500 ms and resets 400 ms later', () => {
    const bar = createLoadingBar(() => undefined);
    bar.start();
    vi.advanceTimersByTime(LOADING_BAR.throttleMs);
    expect(bar.getState()).toEqual({ visible: true, progress: 0 });
    vi.advanceTimersByTime(1000);
    expect(bar.getState().progress).toBeCloseTo(50, 5);
    vi.advanceTimersByTime(5000);
    expect(bar.getState().progress).toBe(95);
    bar.finish();
    expect(bar.getState()).toEqual({ visible: true, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.hideDelayMs);
    expect(bar.getState()).toEqual({ visible: false, progress: 100 });
    vi.advanceTimersByTime(LOADING_BAR.resetDelayMs);
    expect(bar.getState()).toEqual({ visible: false, progress: 0 });
    expect(LOADING_BAR).toEqual({
      throttleMs: 200,
      durationMs: 2000,
      hideDelayMs: 500,
      resetDelayMs: 400,
      heightPx: 3,
    });
  });
});
