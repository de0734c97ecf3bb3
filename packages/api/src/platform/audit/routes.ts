import { z } from 'zod';
import { pageQuerySchema } from '@lcars/contract';
import { defineRoute, requireClaim } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { listAudit } from './service.js';

const auditQuerySchema = pageQuerySchema.extend({
  event: z.string().trim().max(100).optional(),
  userId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

export const auditRoutes = [
  defineRoute(
    'GET',
    '/admin/audit',
    requireClaim('Higgs', 'Boson'),
    'admin.audit',
    (ctx, { db }) => listAudit(db, validate(auditQuerySchema, ctx.query)),
    { summary: 'The audit log, newest first', query: auditQuerySchema },
  ),
];
