import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_OPT_OUT_KEY, analyticsAllowed, schedulePageView } from './analytics';

describe('analytics', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const storage = (value: string | null) => ({ getItem: () => value });

  it('is off without an endpoint, on localhost, and with the opt-out flag', () => {
    expect(analyticsAllowed(undefined, 'goi.example', storage(null))).toBe(false);
    expect(analyticsAllowed('https://a.example/api/savory', 'localhost', storage(null))).toBe(
      false,
    );
    expect(analyticsAllowed('https://a.example/api/savory', '127.0.0.1', storage(null))).toBe(
      false,
    );
    expect(analyticsAllowed('https://a.example/api/savory', 'goi.example', storage('true'))).toBe(
      false,
    );
    expect(analyticsAllowed('https://a.example/api/savory', 'goi.example', storage(null))).toBe(
      true,
    );
    expect(ANALYTICS_OPT_OUT_KEY).toBe('goi-analytics-disabled');
  });

  it('sends the page event 250 ms after the page finished', () => {
    const send = vi.fn();
    const win = {
      location: { hostname: 'goi.example', pathname: '/faq', search: '' },
      localStorage: storage(null),
      navigator: { language: 'en' },
      screen: { width: 1280, height: 720 },
      document: { title: 'FAQ - Goi', referrer: '' },
    } as unknown as Window;
    schedulePageView('https://a.example/api/savory', win, send);
    vi.advanceTimersByTime(249);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledTimes(1);
    expect(JSON.parse(send.mock.calls[0]![1] as string)).toEqual({
      type: 'event',
      payload: {
        hostname: 'goi.example',
        language: 'en',
        screen: '1280x720',
        url: '/faq',
        title: 'FAQ - Goi',
        referrer: '',
      },
    });
  });
});
