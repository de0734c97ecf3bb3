import { toolsManifest } from '@lcars/contract/tools/manifest';
import type { AppEntry } from '../../kit/appEntry';
import { toolsRoutes } from './routes';

/**
 * Tools in the portal registry: its routes. It has no offline use: a search runs on the server, and a found
 * password or a decrypted copy must never be kept on the device (its pages land on /tools/offline).
 */
export const toolsApp: AppEntry = { manifest: toolsManifest, routes: toolsRoutes };
