import { useCallback, useEffect, useState } from 'react';
import { apiCall } from '../core/call';

export interface ApiData<T> {
  data: T | undefined;
  loading: boolean;
  /** Loads again (after a save elsewhere). */
  reload: () => Promise<void>;
  /** Replaces the data with what a save answered. */
  setData: (data: T) => void;
}

/** GETs `path` (null: nothing to load yet) through the call wrapper; failures toast and leave data undefined. */
export function useApiData<T>(path: string | null): ApiData<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(path !== null);

  const reload = useCallback(async () => {
    if (path === null) return;
    setLoading(true);
    const answer = await apiCall<T>('get', path);
    if (answer !== undefined) setData(answer);
    setLoading(false);
  }, [path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, loading, reload, setData };
}
