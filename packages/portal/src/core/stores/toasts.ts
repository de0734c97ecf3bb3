import { create } from 'zustand';
import type { ToastEvent } from '@lcars/contract';

export type ToastType = ToastEvent['type'];

/** A toast lasts 7500 ms by default (0 means the default); error toasts 5000 ms. */
export const DEFAULT_TOAST_DURATION = 7500;
export const ERROR_TOAST_DURATION = 5000;
/** Live-channel toasts last 500 ms a word, at least 5000 ms, time to read them. */
export const LIVE_TOAST_MS_PER_WORD = 500;
export const LIVE_TOAST_MIN_DURATION = 5000;
/** Toasts beyond this many destroy the oldest, so the newest always show. */
export const MAX_TOASTS = 5;

/** A toast on screen: the live channel's Toast event, numbered. `duration` null means sticky (closable). */
export interface Toast {
  id: number;
  type: ToastType;
  title: string;
  text: string;
  duration: number | null;
  closable: boolean;
  navTo?: string;
  navTitle?: string;
  /** A button in the toast (Undo): runs onAction and closes the toast. Not part of the wire event. */
  action?: ToastAction;
}

export interface ToastAction {
  label: string;
  onAction: () => void;
}

/** What callers push: the live channel's Toast event; `sticky` (or a negative duration) keeps it until closed. */
export type ToastInput = Omit<ToastEvent, 'title' | 'text'> & {
  title?: string;
  text?: string;
  sticky?: boolean;
  action?: ToastAction;
};

/** Applies the defaults: duration 0 or missing is 7500 ms, closable unless said otherwise, sticky is closable. */
export function normalizeToast(input: ToastInput, id: number): Toast {
  const sticky = input.sticky === true || (input.duration !== undefined && input.duration < 0);
  const duration = sticky ? null : input.duration || DEFAULT_TOAST_DURATION;
  return {
    id,
    type: input.type,
    title: input.title ?? '',
    text: input.text ?? '',
    duration,
    closable: sticky || (input.closable ?? true),
    ...(input.navTo !== undefined && { navTo: input.navTo }),
    ...(input.navTitle !== undefined && { navTitle: input.navTitle }),
    ...(input.action !== undefined && { action: input.action }),
  };
}

/** A live-channel toast's duration: its word count times 500 ms, at least 5000 ms. */
export function liveToastDuration(text: string): number {
  const words = text.trim().split(/\s+/).filter(Boolean).length;
  return Math.max(LIVE_TOAST_MIN_DURATION, words * LIVE_TOAST_MS_PER_WORD);
}

interface ToastState {
  toasts: Toast[];
  /** Shows a toast; returns its id. The oldest toasts beyond MAX_TOASTS are destroyed. */
  push: (toast: ToastInput) => number;
  /** Destroys a toast (timer, close button or click): the renderer calls this. */
  dismiss: (id: number) => void;
  clear: () => void;
}

let nextToastId = 1;

/**
 * The toasts waiting to be shown. The screens layer renders them with @lcars/ui's toast region, which
 * owns the timers (hover pauses them) and calls `dismiss`.
 */
export const useToastStore = create<ToastState>()((set) => ({
  toasts: [],
  push(input) {
    const toast = normalizeToast(input, nextToastId++);
    set((state) => ({ toasts: [...state.toasts, toast].slice(-MAX_TOASTS) }));
    return toast.id;
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) }));
  },
  clear() {
    set({ toasts: [] });
  },
}));

/** Shorthand for code outside React (api hooks, stores). */
export const pushToast = (toast: ToastInput): number => useToastStore.getState().push(toast);
