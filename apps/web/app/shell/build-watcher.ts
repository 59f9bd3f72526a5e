/**
 * New-build detection (spec §4, §9): the page fetches the build manifest about 1 s after load
 * (not on slow connections), then every few minutes; when the build id differs from the one the
 * page was built with, the next navigation reloads the page. 404 and 403 are tolerated (a host
 * without the manifest), other failures are logged.
 */
export const BUILD_MANIFEST_PATH = '/builds/latest.json';
export const FIRST_CHECK_DELAY_MS = 1000;
export const CHECK_INTERVAL_MS = 5 * 60_000;

export interface BuildWatcherOptions {
  currentBuildId: string;
  fetchImpl?: typeof fetch;
  onNewBuild: (buildId: string) => void;
}

/** One check: the new build id, or null when nothing changed or the check was tolerated. */
export async function checkForNewBuild({
  currentBuildId,
  fetchImpl = fetch,
}: Omit<BuildWatcherOptions, 'onNewBuild'>): Promise<string | null> {
  let response: Response;
  try {
    response = await fetchImpl(BUILD_MANIFEST_PATH, { cache: 'no-store' });
  } catch (error) {
    console.warn('Could not check for a new build', error);
    return null;
  }
  if (response.status === 404 || response.status === 403) return null;
  if (!response.ok) {
    console.warn(`Build manifest answered ${response.status}`);
    return null;
  }
  const body = (await response.json()) as { id?: unknown };
  return typeof body.id === 'string' && body.id !== currentBuildId ? body.id : null;
}

/** Starts polling; returns the stop function. */
export function watchBuilds(options: BuildWatcherOptions): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  let stopped = false;
  const check = async () => {
    const next = await checkForNewBuild(options);
    if (next && !stopped) {
      stopped = true;
      if (interval !== undefined) clearInterval(interval);
      options.onNewBuild(next);
    }
  };
  const first = setTimeout(() => {
    void check();
    interval = setInterval(() => void check(), CHECK_INTERVAL_MS);
  }, FIRST_CHECK_DELAY_MS);
  return () => {
    stopped = true;
    clearTimeout(first);
    if (interval !== undefined) clearInterval(interval);
  };
}
