import { z } from 'zod';
import { endpoint } from './endpoint.js';

/** The live channel's events (decisions.md): every one carries an id usable as Last-Event-ID. */
export const LiveEventType = {
  NotificationUpdate: 'NotificationUpdate',
  Toast: 'Toast',
  Progress: 'Progress',
  Resync: 'resync',
} as const;
export type LiveEventTypeValue = (typeof LiveEventType)[keyof typeof LiveEventType];

/** The hub path (not under /api): EventSource connects here with ?ticket= (createLiveTicket) or a bearer header. */
export const LIVE_HUB_PATH = '/a-hub';
export const LIVE_KEEP_ALIVE_MS = 15_000;
export const LIVE_RETRY_MS = 2_000;

/** The live channel's toast event. */
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

/** How long a live ticket may wait before it is used (issue #21): long enough to open a connection. */
export const LIVE_TICKET_TTL_MS = 30_000;

/** POST /api/live/ticket: a one-use ticket for /a-hub?ticket=..., so no long-lived secret goes in the URL. */
export const liveTicketSchema = z.object({
  ticket: z.string(),
  /** Seconds the ticket stays valid if unused. */
  expiresInSeconds: z.number().int(),
});
export type LiveTicket = z.infer<typeof liveTicketSchema>;

export const createLiveTicket = endpoint({
  method: 'POST',
  path: '/live/ticket',
  response: liveTicketSchema,
  summary: 'A one-use ticket, valid 30 s, for opening the live channel as /a-hub?ticket=...',
});
