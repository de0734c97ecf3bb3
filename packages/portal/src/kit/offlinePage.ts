/** An app's /offline page ("App Offline"), as a lazy route component. */
export const lazyAppOfflinePage = async () => (await import('../pages/AppOfflinePage')).AppOfflinePage;
