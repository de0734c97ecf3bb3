/**
 * Browser storage under the spec's keys (platform.md section 3, "Storage kinds"). Every access is
 * guarded: storage may be missing (Node tests) or refuse writes (private mode, quota).
 */
export const StorageKey = {
  jwtToken: 'jwtToken',
  lcarsUser: 'lcars-user',
  appOffline: 'app-offline',
} as const;

type StorageKind = 'local' | 'session';

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
