// The outbox's route, a descriptor of the contract (contract/logs.ts).
import * as calls from '@lcars/contract';
import { requireClaim, route } from '../../http/routes.js';
import { listOutbox } from './service.js';

export const mailRoutes = [
  route(calls.pageOutbox, requireClaim('Higgs', 'Boson'), 'admin.outbox', ({ query }, { db }, ctx) => {
    ctx.set('Cache-Control', 'no-store');
    return listOutbox(db, query);
  }),
];
