/** The toasts' lifetimes and limits. */
export const toastDefaults = {
  /** Default lifetime; a duration of 0 means this. */
  duration: 7500,
  /** Lifetime of an error toast (the request error time-out). */
  errorDuration: 5000,
  /** Live-channel toasts: this much per word, at least `liveMinimum`. */
  perWord: 500,
  liveMinimum: 5000,
  enter: 1000,
  leave: 650,
  width: 300,
  /** Visible at once; a newer toast past it destroys the oldest. */
  maxCount: 5,
} as const;

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** A toast to show: the live channel's Toast event, plus options. */
export interface ToastEvent {
  /** Default 'info'. */
  type?: ToastType;
  title?: string;
  text: string;
  /** Lifetime in ms; 0 or none means the default (7500, errors 5000). */
  duration?: number;
  /** Stays until closed; always closable. */
  sticky?: boolean;
  /** Shows a close button. Default true. */
  closable?: boolean;
  /** A route to open from the toast, shown as a link titled navTitle. */
  navTo?: string;
  navTitle?: string;
  /** A button in the toast (Undo, say): pressing it runs onAction and closes the toast. */
  action?: ToastAction;
  /** Hovering or focusing the toast pauses its timer. Default true. */
  pauseOnHover?: boolean;
}

/** A toast's action button: its label and what it does. */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export type ToastEndReason = 'timeout' | 'close' | 'click' | 'overflow' | 'clear' | 'action';

export interface ToastRecord {
  id: string;
  type: ToastType;
  title?: string;
  text: string;
  /** null: sticky. */
  duration: number | null;
  closable: boolean;
  navTo?: string;
  navTitle?: string;
  action?: ToastAction;
  pauseOnHover: boolean;
  /** 'leaving' during the leave animation, before it is removed. */
  phase: 'visible' | 'leaving';
  paused: boolean;
}

/** The lifetime of a toast in ms, or null for a sticky one. */
export function toastDuration(event: Pick<ToastEvent, 'type' | 'duration' | 'sticky'>): number | null {
  if (event.sticky) return null;
  if (event.duration !== undefined && event.duration > 0) return event.duration;
  return event.type === 'error' ? toastDefaults.errorDuration : toastDefaults.duration;
}

/** The lifetime of a live-channel toast: 500 ms per word, at least 5000 ms. */
export function liveToastDuration(text: string): number {
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
  return Math.max(toastDefaults.liveMinimum, words * toastDefaults.perWord);
}

export interface ToastStoreOptions {
  maxCount?: number;
  leaveDuration?: number;
}

interface Timer {
  handle?: ReturnType<typeof setTimeout>;
  startedAt: number;
  remaining: number;
}

/**
 * The toasts on screen and their timers, with no React in it: show, dismiss, pause and resume, and a maximum
 * count past which the oldest goes. Subscribe for changes; the snapshot array is replaced on every change.
 */
export class ToastStore {
  private toasts: readonly ToastRecord[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly timers = new Map<string, Timer>();
  private readonly leaving = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly endListeners = new Map<string, (reason: ToastEndReason) => void>();
  private nextId = 1;
  readonly maxCount: number;
  readonly leaveDuration: number;

  constructor({
    maxCount = toastDefaults.maxCount,
    leaveDuration = toastDefaults.leave,
  }: ToastStoreOptions = {}) {
    this.maxCount = maxCount;
    this.leaveDuration = leaveDuration;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly ToastRecord[] => this.toasts;

  /** Shows a toast and returns its id. `onEnd` hears why it went. */
  show = (event: ToastEvent, onEnd?: (reason: ToastEndReason) => void): string => {
    const duration = toastDuration(event);
    const same = onEnd || event.action ? undefined : this.visibleTwin(event, duration);
    if (same) {
      // The same message again (a second copy, a second save) restarts the one on screen rather than stacking
      // a copy: on a phone five toasts cover the page.
      if (duration !== null && !same.paused) {
        this.stopTimer(same.id);
        this.startTimer(same.id, duration);
      }
      return same.id;
    }
    const id = `toast-${this.nextId++}`;
    const record: ToastRecord = {
      id,
      type: event.type ?? 'info',
      title: event.title,
      text: event.text,
      duration,
      closable: event.sticky ? true : (event.closable ?? true),
      navTo: event.navTo,
      navTitle: event.navTitle,
      ...(event.action && { action: event.action }),
      pauseOnHover: event.pauseOnHover ?? true,
      phase: 'visible',
      paused: false,
    };
    if (onEnd) this.endListeners.set(id, onEnd);
    this.set([...this.toasts, record]);
    if (duration !== null) this.startTimer(id, duration);
    const visible = this.toasts.filter((toast) => toast.phase === 'visible');
    for (const oldest of visible.slice(0, Math.max(0, visible.length - this.maxCount))) {
      this.dismiss(oldest.id, 'overflow');
    }
    return id;
  };

  /** A toast on screen that says exactly what `event` says, with nothing to act on (and sticky as it is). */
  private visibleTwin(event: ToastEvent, duration: number | null): ToastRecord | undefined {
    return this.toasts.find(
      (toast) =>
        toast.phase === 'visible' &&
        (toast.duration === null) === (duration === null) &&
        !toast.action &&
        !this.endListeners.has(toast.id) &&
        toast.type === (event.type ?? 'info') &&
        toast.title === event.title &&
        toast.text === event.text &&
        toast.navTo === event.navTo &&
        toast.navTitle === event.navTitle,
    );
  }

  /** Starts the leave animation; the toast is removed after it. */
  dismiss = (id: string, reason: ToastEndReason = 'close'): void => {
    const toast = this.toasts.find((candidate) => candidate.id === id);
    if (!toast || toast.phase === 'leaving') return;
    this.stopTimer(id);
    this.update(id, { phase: 'leaving' });
    this.endListeners.get(id)?.(reason);
    this.endListeners.delete(id);
    const finish = () => {
      this.leaving.delete(id);
      this.set(this.toasts.filter((candidate) => candidate.id !== id));
    };
    if (this.leaveDuration <= 0) finish();
    else this.leaving.set(id, setTimeout(finish, this.leaveDuration));
  };

  /** Pauses a toast's timer (hover, focus). */
  pause = (id: string): void => {
    const timer = this.timers.get(id);
    if (!timer || timer.handle === undefined) return;
    clearTimeout(timer.handle);
    timer.handle = undefined;
    timer.remaining = Math.max(0, timer.remaining - (Date.now() - timer.startedAt));
    this.update(id, { paused: true });
  };

  /** Resumes a paused timer with the time it had left. */
  resume = (id: string): void => {
    const timer = this.timers.get(id);
    if (!timer || timer.handle !== undefined) return;
    this.startTimer(id, timer.remaining);
    this.update(id, { paused: false });
  };

  /** Removes every toast at once, without animation. */
  clear = (): void => {
    for (const id of [...this.timers.keys()]) this.stopTimer(id);
    for (const handle of this.leaving.values()) clearTimeout(handle);
    this.leaving.clear();
    for (const [id, onEnd] of this.endListeners) {
      onEnd('clear');
      this.endListeners.delete(id);
    }
    this.set([]);
  };

  private startTimer(id: string, delay: number) {
    const timer: Timer = { startedAt: Date.now(), remaining: delay };
    timer.handle = setTimeout(() => this.dismiss(id, 'timeout'), delay);
    this.timers.set(id, timer);
  }

  private stopTimer(id: string) {
    const timer = this.timers.get(id);
    if (timer?.handle !== undefined) clearTimeout(timer.handle);
    this.timers.delete(id);
  }

  private update(id: string, patch: Partial<ToastRecord>) {
    this.set(this.toasts.map((toast) => (toast.id === id ? { ...toast, ...patch } : toast)));
  }

  private set(toasts: readonly ToastRecord[]) {
    this.toasts = toasts;
    for (const listener of this.listeners) listener();
  }
}

/** The app-wide store behind `toast()`. */
export const toastStore = new ToastStore();

type ToastShortcut = (text: string, options?: Omit<ToastEvent, 'text' | 'type'>) => string;

const shortcut =
  (type: ToastType): ToastShortcut =>
  (text, options) =>
    toastStore.show({ ...options, text, type });

/** Shows a toast on the app-wide store (rendered by a ToastRegion without a `store`); returns its id. */
export const toast = Object.assign((event: ToastEvent): string => toastStore.show(event), {
  info: shortcut('info'),
  success: shortcut('success'),
  warning: shortcut('warning'),
  error: shortcut('error'),
  dismiss: (id: string): void => toastStore.dismiss(id),
});
