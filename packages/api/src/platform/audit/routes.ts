// The audit log's route, a descriptor of the contract (contract/logs.ts).
import * as calls from '@lcars/contract';
import { requireClaim, route } from '../../http/routes.js';
import { listAudit } from './service.js';

export const auditRoutes = [
  route(calls.pageAuditLog, requireClaim('Higgs', 'Boson'), 'admin.audit', ({ query }, { db }) =>
    listAudit(db, query),
  ),
];
