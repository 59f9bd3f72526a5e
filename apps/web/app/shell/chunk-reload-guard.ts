/**
 * After a new build, the old page may ask for a chunk that no longer exists. Reloading fixes it,
 * but a chunk that is really broken would reload forever: reload at most once per 10 s for the
 * same path (spec §4, §9), remembered in session storage across the reloads.
 */
export const RELOAD_GUARD_MS = 10_000;
const KEY_PREFIX = 'goi-chunk-reload:';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/** True (and remembers the time) when a reload of `path` is allowed now. */
export function claimChunkReload(storage: Storage, path: string, now: number): boolean {
  const key = KEY_PREFIX + path;
  const last = Number(storage.getItem(key) ?? '');
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now));
  return true;
}

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : String(reason);
  return /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
    message,
  );
}

/** Listens for failed chunk loads and reloads under the guard; returns the unsubscribe. */
export function installChunkReloadGuard(win: Window = window): () => void {
  const reload = (reason: unknown) => {
    if (!isChunkLoadError(reason)) return;
    if (claimChunkReload(win.sessionStorage, win.location.pathname, Date.now())) {
      win.location.reload();
    } else {
      console.error('A chunk failed to load again within 10 s; not reloading', reason);
    }
  };
  const onPreloadError = (event: Event) => {
    event.preventDefault();
    reload((event as Event & { payload?: unknown }).payload ?? 'Unable to preload CSS');
  };
  const onRejection = (event: PromiseRejectionEvent) => reload(event.reason);
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
