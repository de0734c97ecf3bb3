// The file store's own calls: a user's usage against the quota, and the administrators' check.
import { checkFiles, getFileUsage } from '@lcars/contract';
import { AUTHENTICATED, defineRoute, requireClaim } from '../http/routes.js';

export const fileRoutes = [
  defineRoute(
    getFileUsage.method,
    getFileUsage.path,
    AUTHENTICATED,
    'files.usage',
    (_ctx, { user }, server) => server.files.usage(user.id),
    { summary: getFileUsage.summary, response: getFileUsage.response },
  ),
  defineRoute(
    checkFiles.method,
    checkFiles.path,
    requireClaim('Higgs', 'Boson'),
    'files.check',
    (_ctx, _services, server) => server.files.check(),
    { summary: checkFiles.summary, response: checkFiles.response },
  ),
];
