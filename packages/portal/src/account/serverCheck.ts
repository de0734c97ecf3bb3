import { checkAccountEmail, checkAccountUserName } from '@lcars/contract';
import { useEffect, useState } from 'react';
import type { NameCheckResult } from '@lcars/contract';
import { send } from '../core/call';

/** How long typing must pause before the server is asked (the default debounce). */
export const CHECK_DEBOUNCE_MS = 500;

export type CheckKind = 'username' | 'email';

/** GET account/username/{name}/check or account/email/{email}/check; null when the check could not run. */
export async function checkName(kind: CheckKind, value: string): Promise<NameCheckResult | null> {
  try {
    // Checks are advisory: the server decides on save, so a failed check never toasts.
    const context = { context: { toastOnError: false, skipRefresh: true } };
    const answer =
      kind === 'email'
        ? send(checkAccountEmail, { params: { email: value } }, context)
        : send(checkAccountUserName, { params: { name: value } }, context);
    return await answer.json();
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
 * Asks the server whether `value` is acceptable, 500 ms after the last change (the reason
 * shows when invalid). `enabled` false (an empty or locally invalid value) skips the call.
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
