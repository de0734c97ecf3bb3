import { scannerManifest } from '@lcars/contract/scanner/manifest';
import type { AppEntry } from '../../kit/appEntry';
import { scannerRoutes } from './routes';

/** The Scanner in the portal registry: its routes (it has no offline copy: capture needs the server). */
export const scannerApp: AppEntry = { manifest: scannerManifest, routes: scannerRoutes };
