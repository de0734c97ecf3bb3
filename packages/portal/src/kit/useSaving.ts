import { useCallback, useRef, useState } from 'react';

/**
 * A dialog's save, one at a time: `isSaving` while it runs (the save button waits), and a save asked for
 * meanwhile is ignored, so a double click sends one request. `run` resolves the save's answer, or undefined when
 * it was ignored.
 */
export function useSaving() {
  const running = useRef(false);
  const [isSaving, setSaving] = useState(false);
  const busy = useCallback(() => running.current, []);
  const run = useCallback(async <T>(save: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setSaving(true);
    try {
      return await save();
    } finally {
      running.current = false;
      setSaving(false);
    }
  }, []);
  return { isSaving, busy, run };
}
