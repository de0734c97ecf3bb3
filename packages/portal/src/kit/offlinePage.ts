/** An app's /offline page (platform.md section 2, "App Offline"), as a lazy route component. */
export const lazyAppOfflinePage = async () => (await import('../pages/AppOfflinePage')).AppOfflinePage;
