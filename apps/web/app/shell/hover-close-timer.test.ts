import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPOVER_CLOSE_DELAY_MS, createHoverCloseTimer } from './hover-close-timer';

describe('settings popover close timer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes 750 ms after the pointer leaves, not before', () => {
    const onClose = vi.fn();
    const timer = createHoverCloseTimer(onClose);
    timer.pointerEntered();
    timer.pointerLeft();
    vi.advanceTimersByTime(POPOVER_CLOSE_DELAY_MS - 1);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(POPOVER_CLOSE_DELAY_MS).toBe(750);
  });

  it('stays open when the pointer comes back inside', () => {
    const onClose = vi.fn();
    const timer = createHoverCloseTimer(onClose);
    timer.pointerLeft();
    vi.advanceTimersByTime(500);
    timer.pointerEntered();
    vi.advanceTimersByTime(2000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stays open while a dropdown is open, and counts again once it closes', () => {
    const onClose = vi.fn();
    const timer = createHoverCloseTimer(onClose);
    timer.setDropdownOpen(true);
    timer.pointerLeft();
    vi.advanceTimersByTime(5000);
    expect(onClose).not.toHaveBeenCalled();
    timer.setDropdownOpen(false);
    vi.advanceTimersByTime(749);
    expect(onClose).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
