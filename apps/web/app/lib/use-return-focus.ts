/**
 * Focus back on the control that opened a Radix dialog when it closes. Radix returns focus to a
 * `Dialog.Trigger`; a dialog opened from state (the admin confirmation, the download dialog) has
 * none, so without this a keyboard reader who presses Escape or Cancel lands on <body> and must
 * tab through the whole page again.
 */
import { useRef } from 'react';

export function useReturnFocus(): {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Radix calls this before it moves focus into the dialog: the opener still has it.
    onOpenAutoFocus: () => {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
    },
    onCloseAutoFocus: (event) => {
      const target = opener.current;
      if (!target?.isConnected || target === document.body) return;
      event.preventDefault();
      target.focus();
    },
  };
}
