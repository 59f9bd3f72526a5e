/**
 * Toasts (spec §3, §4): id, severity, summary, detail, life, group, closable. A toast with a
 * life leaves when it ends; hovering pauses the countdown and leaving resumes it with the time
 * that was left; closing removes it at once. The layer is cleared 200 ms after the last leaves.
 */
import type { ToastSeverity } from '@goi/contracts';

export const TOAST_LAYER_CLEAR_DELAY_MS = 200;
export const DEFAULT_TOAST_LIFE_MS = 5000;

export interface Toast {
  id: number;
  severity: ToastSeverity;
  summary: string;
  detail?: string;
  /** Milliseconds; undefined = stays until closed. */
  life?: number;
  group?: string;
  closable: boolean;
}

export type ToastInput = Omit<Toast, 'id' | 'closable'> & { closable?: boolean };

export interface ToastState {
  toasts: readonly Toast[];
  /** Whether the toast layer is mounted (stays 200 ms after the last toast leaves). */
  layerVisible: boolean;
}

interface Countdown {
  timer?: ReturnType<typeof setTimeout>;
  remaining: number;
  startedAt: number;
}

export function createToastStore(now: () => number = () => Date.now()) {
  let state: ToastState = { toasts: [], layerVisible: false };
  let nextId = 1;
  let layerTimer: ReturnType<typeof setTimeout> | undefined;
  const countdowns = new Map<number, Countdown>();
  const listeners = new Set<() => void>();

  const emit = (next: ToastState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const startCountdown = (id: number, countdown: Countdown) => {
    countdown.startedAt = now();
    countdown.timer = setTimeout(() => remove(id), countdown.remaining);
  };

  function remove(id: number) {
    const countdown = countdowns.get(id);
    if (countdown?.timer !== undefined) clearTimeout(countdown.timer);
    countdowns.delete(id);
    const toasts = state.toasts.filter((toast) => toast.id !== id);
    if (toasts.length === state.toasts.length) return;
    emit({ ...state, toasts });
    if (toasts.length === 0) {
      if (layerTimer !== undefined) clearTimeout(layerTimer);
      layerTimer = setTimeout(() => {
        layerTimer = undefined;
        if (state.toasts.length === 0) emit({ ...state, layerVisible: false });
      }, TOAST_LAYER_CLEAR_DELAY_MS);
    }
  }

  return {
    getState: () => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    add: (input: ToastInput): number => {
      const toast: Toast = { closable: true, ...input, id: nextId++ };
      if (layerTimer !== undefined) clearTimeout(layerTimer);
      layerTimer = undefined;
      emit({ toasts: [...state.toasts, toast], layerVisible: true });
      if (toast.life !== undefined && toast.life > 0) {
        const countdown: Countdown = { remaining: toast.life, startedAt: now() };
        countdowns.set(toast.id, countdown);
        startCountdown(toast.id, countdown);
      }
      return toast.id;
    },
    remove,
    /** Pointer entered the toast: stop its clock. */
    pause: (id: number) => {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.timer === undefined) return;
      clearTimeout(countdown.timer);
      countdown.timer = undefined;
      countdown.remaining = Math.max(0, countdown.remaining - (now() - countdown.startedAt));
    },
    /** Pointer left: the clock runs on with the time that was left. */
    resume: (id: number) => {
      const countdown = countdowns.get(id);
      if (!countdown || countdown.timer !== undefined) return;
      startCountdown(id, countdown);
    },
    clear: (group?: string) => {
      for (const toast of state.toasts)
        if (group === undefined || toast.group === group) remove(toast.id);
    },
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** The app's toasts (one per browser tab; the server renders none). */
export const toasts = createToastStore();
