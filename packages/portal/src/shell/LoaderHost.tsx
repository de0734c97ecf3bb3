import { LoaderOverlay } from '@lcars/ui';
import { useLoaderStore } from '../core/stores/loader';

/** The loader overlay of the loader store; the store already delays the hide by 1 s. */
export function LoaderHost() {
  const loading = useLoaderStore((state) => state.visible);
  return <LoaderOverlay isLoading={loading} hideDelay={0} />;
}
