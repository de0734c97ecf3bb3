import { useCallback, useEffect, useRef, useState } from 'react';
import { apiCall } from '../core/call';

export interface Loaded<T> {
  /** The last answer; the previous one stays on screen while the next loads, and when a load fails. */
  data: T | undefined;
  loading: boolean;
  /** Loads again (after a save); resolves the new answer (undefined when it failed). */
  reload: () => Promise<T | undefined>;
  /** Replaces the data with what a save answered. */
  setData: (data: T) => void;
}

/** A loader of an area's data: resolves the answer, or undefined when the call failed (it toasted already). */
export type Load<T> = () => Promise<T | undefined>;

/**
 * The one data-loading hook of the areas. `useLoad(path)` GETs an api path (null: nothing to load yet);
 * `useLoad(load, key)` runs an app's own loader (its api.ts). Either loads again whenever the path or the key
 * changes; an answer to an older path or key is dropped. Failures toast through the call wrapper.
 */
export function useLoad<T>(path: string | null): Loaded<T>;
export function useLoad<T>(load: Load<T>, key: string): Loaded<T>;
export function useLoad<T>(source: string | null | Load<T>, key?: string): Loaded<T> {
  const loadKey = typeof source === 'function' ? (key ?? '') : source;
  const load: Load<T> =
    typeof source === 'function'
      ? source
      : () => (source === null ? Promise.resolve(undefined) : apiCall<T>('get', source));
  // The loader of the last render, read by the effects: a new function each render must not reload.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [answer, setAnswer] = useState<{ key: string | null; data: T | undefined }>({
    key: null,
    data: undefined,
  });
  const [reloading, setReloading] = useState(false);
  const latestKey = useRef(loadKey);

  useEffect(() => {
    latestKey.current = loadKey;
    if (loadKey === null) return;
    let live = true;
    void loadRef.current().then((data) => {
      if (live) setAnswer((previous) => ({ key: loadKey, data: data ?? previous.data }));
    });
    return () => {
      live = false;
    };
  }, [loadKey]);

  const reload = useCallback(async () => {
    if (loadKey === null) return undefined;
    setReloading(true);
    const data = await loadRef.current();
    if (latestKey.current === loadKey)
      setAnswer((previous) => ({ key: loadKey, data: data ?? previous.data }));
    setReloading(false);
    return data;
  }, [loadKey]);

  const setData = useCallback((data: T) => setAnswer({ key: loadKey, data }), [loadKey]);

  return {
    data: answer.data,
    loading: reloading || (loadKey !== null && answer.key !== loadKey),
    reload,
    setData,
  };
}

/** A value that follows `value` once it stopped changing for `delay` ms (platform.md section 9: 500 ms). */
export function useDebounced<T>(value: T, delay = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
