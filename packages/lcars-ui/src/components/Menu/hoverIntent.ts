/** Menu open and close delays (ms), for menus that open on hover. */
export const menuOpenDelay = 300;
export const menuCloseDelay = 250;

export interface HoverIntent {
  /** The pointer entered the trigger or the menu: call `open` after the open delay, cancel a pending close. */
  enter(open: () => void): void;
  /** The pointer left: call `close` after the close delay, cancel a pending open. */
  leave(close: () => void): void;
  /** Forget pending timers (unmount, or a click took over). */
  cancel(): void;
}

/** Debounces hover into open and close calls, so passing over a trigger does not flash its menu. */
export function createHoverIntent({
  openDelay = menuOpenDelay,
  closeDelay = menuCloseDelay,
}: { openDelay?: number; closeDelay?: number } = {}): HoverIntent {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const later = (action: () => void, delay: number) => {
    cancel();
    timer = setTimeout(() => {
      timer = undefined;
      action();
    }, delay);
  };
  return {
    enter: (open) => later(open, openDelay),
    leave: (close) => later(close, closeDelay),
    cancel,
  };
}
