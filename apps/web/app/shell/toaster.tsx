/** The toast area, top-right (spec §2): each toast is an alert, hover pauses its life. */
import { useSyncExternalStore } from 'react';
import { toasts as defaultStore, type ToastStore } from './toast-store';

const severityClass = {
  info: 'border-blue-500 bg-blue-50 text-blue-900 dark:bg-blue-950 dark:text-blue-100',
  success: 'border-green-600 bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100',
  warn: 'border-amber-500 bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  error: 'border-red-600 bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100',
} as const;

export function Toaster({ store = defaultStore }: { store?: ToastStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  if (!state.layerVisible) return null;
  return (
    <div
      className="fixed top-4 right-4 z-[1100] flex w-80 flex-col gap-2"
      data-testid="toast-layer"
    >
      {state.toasts.map((toast) => (
        <div
          key={toast.id}
          role="alert"
          className={`rounded border-l-4 p-3 shadow ${severityClass[toast.severity]}`}
          onPointerEnter={() => store.pause(toast.id)}
          onPointerLeave={() => store.resume(toast.id)}
        >
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">{toast.summary}</p>
            {toast.closable && (
              <button type="button" aria-label="Close" onClick={() => store.remove(toast.id)}>
                ×
              </button>
            )}
          </div>
          {toast.detail && <p className="text-sm">{toast.detail}</p>}
        </div>
      ))}
    </div>
  );
}
