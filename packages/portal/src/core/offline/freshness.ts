import { getDataLastModified } from '@lcars/contract';
import { send } from '../call';
import type { LocalStamps } from './tables';

/** When the server's copy last changed (null: never recorded or not reachable). */
export async function fetchLastModified(dataName: string, id: string | number): Promise<string | null> {
  const answer = await send(
    getDataLastModified,
    { params: { dataName, id: String(id) } },
    { context: { toastOnError: false } },
  )
    .json()
    .catch(() => null);
  return answer?.lastModified ?? null;
}

/**
 * Whether the device's copy may be used instead of asking the server: it exists and is not older than the
 * server's last change. An unknown server time keeps the local copy (offline, or never changed).
 */
export function isLocalCopyFresh(
  local: Partial<LocalStamps> | undefined,
  serverLastModified: string | null,
): boolean {
  if (!local?.modifiedDate) return false;
  if (serverLastModified === null) return true;
  const localTime = Date.parse(local.modifiedDate);
  const serverTime = Date.parse(serverLastModified);
  if (Number.isNaN(localTime) || Number.isNaN(serverTime)) return false;
  return localTime >= serverTime;
}
