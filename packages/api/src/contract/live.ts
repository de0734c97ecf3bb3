import { z } from 'zod';

/** The live channel's events (decisions.md): every one carries an id usable as Last-Event-ID. */
export const LiveEventType = {
  NotificationUpdate: 'NotificationUpdate',
  Toast: 'Toast',
  Progress: 'Progress',
  Resync: 'resync',
} as const;
export type LiveEventTypeValue = (typeof LiveEventType)[keyof typeof LiveEventType];

/** The hub path (not under /api): EventSource connects here with ?access_token= or a bearer header. */
export const LIVE_HUB_PATH = '/a-hub';
export const LIVE_KEEP_ALIVE_MS = 15_000;
export const LIVE_RETRY_MS = 2_000;

/** The spec's toast event. */
export const toastEventSchema = z.object({
  type: z.enum(['info', 'success', 'warning', 'error']),
  title: z.string(),
  text: z.string(),
  duration: z.number().int().optional(),
  closable: z.boolean().optional(),
  navTo: z.string().optional(),
  navTitle: z.string().optional(),
});
export type ToastEvent = z.infer<typeof toastEventSchema>;

export const notificationUpdateEventSchema = z.object({
  /** The notification that changed (0 when several did). */
  notificationId: z.number().int(),
  reason: z.enum(['received', 'read', 'visibility', 'deleted']),
});
export type NotificationUpdateEvent = z.infer<typeof notificationUpdateEventSchema>;

export const progressEventSchema = z.object({
  jobId: z.string(),
  title: z.string(),
  percent: z.number().min(0).max(100),
  done: z.boolean(),
  message: z.string().optional(),
});
export type ProgressEvent = z.infer<typeof progressEventSchema>;

export const resyncEventSchema = z.object({ reason: z.string() });
export type ResyncEvent = z.infer<typeof resyncEventSchema>;
