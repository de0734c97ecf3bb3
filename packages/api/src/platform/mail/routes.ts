import { pageQuerySchema } from '@lcars/contract';
import { defineRoute, requireClaim } from '../../http/routes.js';
import { validate } from '../../http/validate.js';
import { listOutbox } from './service.js';

export const mailRoutes = [
  defineRoute(
    'GET',
    '/admin/outbox',
    requireClaim('Higgs', 'Boson'),
    'admin.outbox',
    (ctx, { db }) => {
      ctx.set('Cache-Control', 'no-store');
      return listOutbox(db, validate(pageQuerySchema, ctx.query));
    },
    {
      summary: 'Mails kept in the outbox when no SMTP server is configured, newest first',
      query: pageQuerySchema,
    },
  ),
];
