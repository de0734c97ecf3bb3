import { create } from 'zustand';
import { progressEventSchema, toastEventSchema, type ProgressEvent, type ToastEvent } from '@lcars/contract';
import type { LiveMessage, LiveState } from './live';
import { liveToastDuration, type ToastInput } from './stores/toasts';

export interface LiveHandlers {
  /** NotificationUpdate: reload the recent notifications. */
  reloadNotifications: () => void;
  toast: (toast: ToastInput) => void;
  progress: (progress: ProgressEvent) => void;
  /** resync: the hub could not replay what was missed; reload what the screens show. */
  resync: () => void;
}

/** A live Toast as the toast store takes it: its duration from its word count. */
export function liveToastOf(event: ToastEvent): ToastInput {
  return { ...event, duration: liveToastDuration(event.text) };
}

/** Routes one live event to its handler; malformed payloads are dropped (and logged). */
export function handleLiveMessage(message: LiveMessage, handlers: LiveHandlers): void {
  switch (message.type) {
    case 'NotificationUpdate':
      handlers.reloadNotifications();
      return;
    case 'Toast': {
      const parsed = toastEventSchema.safeParse(message.data);
      if (parsed.success) handlers.toast(liveToastOf(parsed.data));
      else console.warn('A live toast was malformed.', message.data);
      return;
    }
    case 'Progress': {
      const parsed = progressEventSchema.safeParse(message.data);
      if (parsed.success) handlers.progress(parsed.data);
      else console.warn('A live progress event was malformed.', message.data);
      return;
    }
    case 'resync':
      handlers.resync();
      return;
  }
}

interface LiveStoreState {
  state: LiveState;
  /** Long jobs (preload, OCR, tools) by job id, as their Progress events report them. */
  jobs: Record<string, ProgressEvent>;
  /** Bumped on every resync: screens showing server data refetch when it changes. */
  resyncCount: number;
  setState: (state: LiveState) => void;
  progress: (progress: ProgressEvent) => void;
  forgetJob: (jobId: string) => void;
  resync: () => void;
}

export const useLiveStore = create<LiveStoreState>()((set) => ({
  state: 'disconnected',
  jobs: {},
  resyncCount: 0,
  setState: (state) => set({ state }),
  progress: (progress) => set((current) => ({ jobs: { ...current.jobs, [progress.jobId]: progress } })),
  forgetJob: (jobId) =>
    set((current) => {
      const { [jobId]: _forgotten, ...jobs } = current.jobs;
      return { jobs };
    }),
  resync: () => set((current) => ({ resyncCount: current.resyncCount + 1 })),
}));
