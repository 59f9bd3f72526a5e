import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_CHECK_DELAY_MS, checkForNewBuild, watchBuilds } from './build-watcher';

const reply = (status: number, body: unknown = {}) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('new-build detection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reports a different build id, not the same one', async () => {
    expect(
      await checkForNewBuild({ currentBuildId: 'a', fetchImpl: () => reply(200, { id: 'b' }) }),
    ).toBe('b');
    expect(
      await checkForNewBuild({ currentBuildId: 'a', fetchImpl: () => reply(200, { id: 'a' }) }),
    ).toBeNull();
  });

  it('tolerates 404 and 403 silently and logs other failures', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await checkForNewBuild({ currentBuildId: 'a', fetchImpl: () => reply(404) })).toBeNull();
    expect(await checkForNewBuild({ currentBuildId: 'a', fetchImpl: () => reply(403) })).toBeNull();
    expect(warn).not.toHaveBeenCalled();
    expect(await checkForNewBuild({ currentBuildId: 'a', fetchImpl: () => reply(500) })).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('fetches the manifest first about 1 s after load', async () => {
    const fetchImpl = vi.fn(() => reply(200, { id: 'next' }));
    const onNewBuild = vi.fn();
    const stop = watchBuilds({ currentBuildId: 'now', fetchImpl, onNewBuild });
    vi.advanceTimersByTime(FIRST_CHECK_DELAY_MS - 1);
    expect(fetchImpl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(onNewBuild).toHaveBeenCalledWith('next');
    stop();
  });
});
