/**
 * The navigation loading bar (spec §9): it appears only when a navigation lasts longer than the
 * 200 ms throttle, creeps towards the end over 2000 ms, fills when the page arrives, fades 500 ms
 * later and resets its width 400 ms after that. Height 3 px (the component).
 */
export const LOADING_BAR = {
  throttleMs: 200,
  durationMs: 2000,
  hideDelayMs: 500,
  resetDelayMs: 400,
  heightPx: 3,
} as const;

export interface LoadingBarState {
  visible: boolean;
  /** 0–100. */
  progress: number;
}

const TICK_MS = 100;

export function createLoadingBar(onChange: (state: LoadingBarState) => void) {
  let state: LoadingBarState = { visible: false, progress: 0 };
  let throttle: ReturnType<typeof setTimeout> | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hide: ReturnType<typeof setTimeout> | undefined;
  let reset: ReturnType<typeof setTimeout> | undefined;
  let loading = false;

  const set = (next: LoadingBarState) => {
    state = next;
    onChange(state);
  };
  const clearAll = () => {
    for (const timer of [throttle, hide, reset]) if (timer !== undefined) clearTimeout(timer);
    if (ticker !== undefined) clearInterval(ticker);
    throttle = ticker = hide = reset = undefined;
  };

  return {
    getState: () => state,
    start() {
      if (loading) return;
      loading = true;
      clearAll();
      throttle = setTimeout(() => {
        throttle = undefined;
        set({ visible: true, progress: 0 });
        // Equal steps that would reach 100% at `durationMs`, capped below the end until done.
        const step = (100 * TICK_MS) / LOADING_BAR.durationMs;
        ticker = setInterval(() => {
          set({ visible: true, progress: Math.min(95, state.progress + step) });
        }, TICK_MS);
      }, LOADING_BAR.throttleMs);
    },
    finish() {
      if (!loading) return;
      loading = false;
      const wasVisible = throttle === undefined;
      clearAll();
      if (!wasVisible) return; // Finished within the throttle: never shown.
      set({ visible: true, progress: 100 });
      hide = setTimeout(() => {
        hide = undefined;
        set({ visible: false, progress: 100 });
        reset = setTimeout(() => {
          reset = undefined;
          set({ visible: false, progress: 0 });
        }, LOADING_BAR.resetDelayMs);
      }, LOADING_BAR.hideDelayMs);
    },
    dispose: clearAll,
  };
}
