import { boxingManifest } from '@lcars/contract/boxing/manifest';
import type { AppEntry } from '../../kit/appEntry';
import { boxingRoutes } from './routes';

/** Boxing in the portal registry: its routes; it has no offline use (its pages land on /games/boxing/offline). */
export const boxingApp: AppEntry = { manifest: boxingManifest, routes: boxingRoutes };
