import { useCallback, useEffect, useRef, useState } from 'react';
import { requestOf, type CallInput, type Endpoint, type ResponseOf } from '@lcars/contract';
import { apiCall, call } from '../core/call';
import { useNetworkStore } from '../core/stores/network';

export interface Loaded<T> {
  /** The last answer; the previous one stays on screen while the next loads, and when a load fails. */
  data: T | undefined;
  loading: boolean;
  /** Loads again (after a save); resolves the new answer (undefined when it failed). */
  reload: () => Promise<T | undefined>;
  /** Replaces the data with what a save answered. */
  setData: (data: T) => void;
  /** The last load failed (no answer: offline, or an error the call wrapper toasted); see loadFailedText. */
  failed: boolean;
}

/** A loader of an area's data: resolves the answer, or undefined when the call failed (it toasted already). */
export type Load<T> = () => Promise<T | undefined>;

/**
 * The one data-loading hook of the areas. `useLoad(path)` GETs an api path (null: nothing to load yet);
 * `useLoad(load, key)` runs an app's own loader (its api.ts). Either loads again whenever the path or the key
 * changes; an answer to an older path or key is dropped. Failures toast through the call wrapper.
 */
export function useLoad<E extends Endpoint>(endpoint: E, input: CallInput<E> | null): Loaded<ResponseOf<E>>;
export function useLoad<T>(path: string | null): Loaded<T>;
export function useLoad<T>(load: Load<T>, key: string): Loaded<T>;
export function useLoad<T>(
  source: string | null | Load<T> | Endpoint,
  second?: string | object | null,
): Loaded<T> {
  let loadKey: string | null;
  let load: Load<T>;
  if (typeof source === 'function') {
    loadKey = typeof second === 'string' ? second : '';
    load = source;
  } else if (source !== null && typeof source === 'object') {
    // A descriptor's call (null input: nothing to load yet), keyed by the request it makes.
    const input = second as CallInput<Endpoint> | null;
    loadKey = input === null ? null : JSON.stringify(requestOf(source, input));
    load = () =>
      input === null ? Promise.resolve(undefined) : (call(source, input) as Promise<T | undefined>);
  } else {
    loadKey = source;
    load = () => (source === null ? Promise.resolve(undefined) : apiCall<T>('get', source));
  }
  // The loader of the last render, read by the effects: a new function each render must not reload.
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });
  const [answer, setAnswer] = useState<{ key: string | null; data: T | undefined; failed: boolean }>({
    key: null,
    data: undefined,
    failed: false,
  });
  const [reloading, setReloading] = useState(false);
  const latestKey = useRef(loadKey);

  useEffect(() => {
    latestKey.current = loadKey;
    if (loadKey === null) return;
    let live = true;
    void loadRef.current().then((data) => {
      if (live)
        setAnswer((previous) => ({ key: loadKey, data: data ?? previous.data, failed: data === undefined }));
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
      setAnswer((previous) => ({ key: loadKey, data: data ?? previous.data, failed: data === undefined }));
    setReloading(false);
    return data;
  }, [loadKey]);

  const setData = useCallback((data: T) => setAnswer({ key: loadKey, data, failed: false }), [loadKey]);

  return {
    data: answer.data,
    failed: answer.key === loadKey && answer.failed,
    loading: reloading || (loadKey !== null && answer.key !== loadKey),
    reload,
    setData,
  };
}

/** A value that follows `value` once it stopped changing for `delay` ms (500 by default). */
export function useDebounced<T>(value: T, delay = 500): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/** What a list shows when its load failed, instead of its empty text: offline, or the load failed. */
export function loadFailedText(what: string, connected: boolean): string {
  return connected
    ? `The ${what} could not be loaded. Try again later.`
    : `You are offline: the ${what} could not be loaded. They show again when the connection is back.`;
}

/**
 * A list's empty text: its own when the load worked; when it failed, that the page is offline or the load
 * failed (issue 21: an empty page must not read "There are no saved ledgers available." with the network cut).
 */
export function useEmptyText(
  loaded: Pick<Loaded<unknown>, 'failed'>,
  what: string,
  emptyText: string,
): string {
  const connected = useNetworkStore((state) => state.connected);
  return loaded.failed ? loadFailedText(what, connected) : emptyText;
}
