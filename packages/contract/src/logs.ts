// The administrator's logs: the audit log and the outbox of mails kept when no SMTP server is configured.
import { z } from 'zod';
import { pageQuerySchema } from './account.js';
import { endpoint } from './endpoint.js';
import { INT32_MAX } from './int32.js';
import { pagedListSchema } from './paged.js';

/** ?page=&itemsPerPage=&event=&userId= of the audit log. */
export const auditQuerySchema = pageQuerySchema.extend({
  event: z.string().trim().max(100).optional(),
  userId: z.coerce.number().int().positive().max(INT32_MAX).optional(),
});

/** One entry of the audit log, as AuditEntry (account.ts). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  event: z.string(),
  userId: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdDate: z.string(),
});

/** One mail of the outbox, as OutboxMail (account.ts). */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string(),
  createdDate: z.string(),
});

export const pageAuditLog = endpoint({
  method: 'GET',
  path: '/admin/audit',
  request: auditQuerySchema,
  response: pagedListSchema(auditEntrySchema),
  summary: 'The audit log, newest first',
});

export const pageOutbox = endpoint({
  method: 'GET',
  path: '/admin/outbox',
  request: pageQuerySchema,
  response: pagedListSchema(outboxMailSchema),
  summary: 'Mails kept in the outbox when no SMTP server is configured, newest first',
});
