// The file store's own calls: a user's usage against the quota, and the administrators' check.
import { checkFiles, getFileUsage } from '@lcars/contract';
import { AUTHENTICATED, requireClaim, route } from '../http/routes.js';

export const fileRoutes = [
  route(getFileUsage, AUTHENTICATED, 'files.usage', (_input, { user }, _ctx, server) =>
    server.files.usage(user.id),
  ),
  route(checkFiles, requireClaim('Higgs', 'Boson'), 'files.check', (_input, _services, _ctx, server) =>
    server.files.check(),
  ),
];
