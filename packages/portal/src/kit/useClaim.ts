import { hasClaim } from '@lcars/contract';
import { useSessionStore } from '../core/stores/session';

/** Whether the signed-in user holds the claim `type`/`value` (the server checks again on every call). */
export function useClaim(type: string, value: string): boolean {
  return useSessionStore((state) => hasClaim(state.accountContext?.claims ?? [], type, value));
}
