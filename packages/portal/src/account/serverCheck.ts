import { useEffect, useState } from 'react';
import type { NameCheckResult } from '@lcars/contract';
import { api } from '../core/api';

/** platform.md section 9: the default debounce. */
export const CHECK_DEBOUNCE_MS = 500;

export type CheckKind = 'username' | 'email';

/** GET account/username/{name}/check or account/email/{email}/check; null when the check could not run. */
export async function checkName(kind: CheckKind, value: string): Promise<NameCheckResult | null> {
  try {
    return await api
      .get(`account/${kind}/${encodeURIComponent(value)}/check`, {
        // Checks are advisory: the server decides on save, so a failed check never toasts.
        context: { toastOnError: false, skipRefresh: true },
      })
      .json<NameCheckResult>();
  } catch {
    return null;
  }
}

export interface ServerCheckState {
  checking: boolean;
  /** The server's reason when the value is not acceptable. */
  invalidReason: string | null;
}

/**
 * Asks the server whether `value` is acceptable, 500 ms after the last change (section 5: the reason shows
 * when invalid). `enabled` false (an empty or locally invalid value) skips the call.
 */
export function useServerCheck(kind: CheckKind, value: string, enabled: boolean): ServerCheckState {
  const [state, setState] = useState<ServerCheckState & { value: string }>({
    checking: false,
    invalidReason: null,
    value: '',
  });
  useEffect(() => {
    if (!enabled) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      setState({ checking: true, invalidReason: null, value });
      void checkName(kind, value).then((result) => {
        if (cancelled) return;
        setState({
          checking: false,
          invalidReason: result && !result.isValid ? result.invalidReason || 'Not available.' : null,
          value,
        });
      });
    }, CHECK_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [kind, value, enabled]);
  if (!enabled || state.value !== value) return { checking: enabled, invalidReason: null };
  return { checking: state.checking, invalidReason: state.invalidReason };
}
