/**
 * The settings popover's close rule (spec §2, §9): it closes 750 ms after the pointer leaves,
 * unless by then the pointer is back inside (trigger or panel) or one of its dropdowns is open.
 */
export const POPOVER_CLOSE_DELAY_MS = 750;

export interface HoverCloseTimer {
  pointerEntered(): void;
  pointerLeft(): void;
  setDropdownOpen(open: boolean): void;
  cancel(): void;
}

export function createHoverCloseTimer(
  onClose: () => void,
  delayMs = POPOVER_CLOSE_DELAY_MS,
): HoverCloseTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inside = false;
  let dropdownOpen = false;

  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const schedule = () => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      if (!inside && !dropdownOpen) onClose();
    }, delayMs);
  };

  return {
    pointerEntered() {
      inside = true;
      cancel();
    },
    pointerLeft() {
      inside = false;
      schedule();
    },
    setDropdownOpen(open) {
      dropdownOpen = open;
      // A dropdown that closes while the pointer is outside starts the countdown again.
      if (!open && !inside) schedule();
      if (open) cancel();
    },
    cancel,
  };
}
