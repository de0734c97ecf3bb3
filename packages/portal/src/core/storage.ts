/**
 * Browser storage under the portal's keys. Every access is
 * guarded: storage may be missing (Node tests) or refuse writes (private mode, quota).
 */
export const StorageKey = {
  jwtToken: 'jwtToken',
  lcarsExternal: 'lcars-external',
  /** The two lcars theme flags (theme mode and dark). */
  lcarsUser: 'lcars-user',
  muteSound: 'mute-sound',
  /** Alert settings: active, alertActive, alertType, alertTimeout. */
  appAlert: 'app-alert',
  appOffline: 'app-offline',
} as const;

/** Reads a JSON value stored under `key`; null when missing or not JSON. */
export function readStoredJson<T>(kind: StorageKind, key: string): Partial<T> | null {
  try {
    const parsed: unknown = JSON.parse(readStored(kind, key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredJson(kind: StorageKind, key: string, value: unknown): void {
  writeStored(kind, key, value === null ? null : JSON.stringify(value));
}

export type StorageKind = 'local' | 'session';

function storageOf(kind: StorageKind): Storage | null {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return storageOf(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(kind: StorageKind, key: string, value: string | null): void {
  try {
    const storage = storageOf(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or disabled storage only costs persistence, never the session in memory.
  }
}

/** The bearer token: kept in localStorage when the user asked to be remembered, else for this tab only. */
export const tokenStorage = {
  read(): { token: string; rememberMe: boolean } | null {
    const remembered = readStored('local', StorageKey.jwtToken);
    if (remembered) return { token: remembered, rememberMe: true };
    const session = readStored('session', StorageKey.jwtToken);
    return session ? { token: session, rememberMe: false } : null;
  },
  write(token: string, rememberMe: boolean): void {
    writeStored(rememberMe ? 'local' : 'session', StorageKey.jwtToken, token);
    writeStored(rememberMe ? 'session' : 'local', StorageKey.jwtToken, null);
  },
  clear(): void {
    writeStored('local', StorageKey.jwtToken, null);
    writeStored('session', StorageKey.jwtToken, null);
  },
};
