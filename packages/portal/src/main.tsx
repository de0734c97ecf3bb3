// First: zod's mode is read when each schema is built (./core/zodJitless).
import './core/zodJitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setNavigator } from './core/navigation';
import { appEntries, appOfflineTables, offlineOfApp } from './apps/registry';
import { declareAppOffline } from './core/offline/appOffline';
import { declareAppTables, dropStaleDatabases } from './core/offline/tables';
import { createPortalRouter, routes } from './router';
import { ShellRoutesContext } from './shell/shellRoutes';
import { startLiveChannelWhenSignedIn } from './shell/liveStart';
import { installSound } from './shell/sound';
import { watchNetwork } from './core/stores/network';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const router = createPortalRouter();

// Start-up wiring of the core (once per page): navigation from stores, sound, the network state, the apps'
// offline tables, the live channel (it opens itself once signed in and online), local databases of older client
// versions, the service worker.
setNavigator((to, options) => (typeof to === 'number' ? router.navigate(to) : router.navigate(to, options)));
installSound();
watchNetwork();
declareAppTables(appOfflineTables(appEntries));
declareAppOffline((appId) => offlineOfApp(appEntries, appId));
startLiveChannelWhenSignedIn();
void dropStaleDatabases().catch((error: unknown) =>
  console.error('Dropping old local databases failed.', error),
);
void import('./sw/register').then(({ registerServiceWorker }) => registerServiceWorker());

createRoot(container).render(
  <StrictMode>
    <ShellRoutesContext value={routes}>
      <RouterProvider router={router} />
    </ShellRoutesContext>
  </StrictMode>,
);
