// Loads data for a client-rendered admin page and exposes the four states of a data page:
// loading, error, empty (the caller checks the data), loaded. `reload()` fetches again after a change.
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "#app/lib/api-client.ts";

export interface ApiData<T> {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
  setData: (updater: (current: T | undefined) => T | undefined) => void;
}

/**
 * Runs `load` whenever one of `deps` (JSON-serialisable values) changes. A slower earlier response never overwrites a newer
 * one, nor a change made through `setData` while it was on its way.
 * The error is the server's message, else `fallbackMessage`.
 */
export function useApiData<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  fallbackMessage: string,
): ApiData<T> {
  const [data, setDataState] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const loadRef = useRef(load);
  loadRef.current = load;
  const controller = useRef<AbortController | null>(null);
  const pending = useRef(false);

  const run = useCallback(async () => {
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    pending.current = true;
    setLoading(true);
    setError(null);
    try {
      const result = await loadRef.current(current.signal);
      if (current.signal.aborted) return;
      setDataState(result);
    } catch (err) {
      if (current.signal.aborted) return;
      setError(errorMessage(err, fallbackMessage));
    } finally {
      if (!current.signal.aborted) {
        pending.current = false;
        setLoading(false);
      }
    }
  }, [fallbackMessage]);

  const setData = useCallback(
    (updater: (current: T | undefined) => T | undefined) => {
      setDataState(updater);
      // An answer still on its way was read before this change (a row toggled while a search loads): landing
      // after it, it would put the old row back. It is dropped and the data asked for again.
      if (pending.current) void run();
    },
    [run],
  );

  // The deps are compared by value, so callers may pass fresh arrays and objects on every render.
  const depKey = JSON.stringify(deps);
  // biome-ignore lint/correctness/useExhaustiveDependencies: depKey stands for the caller's deps.
  useEffect(() => {
    void run();
    return () => controller.current?.abort();
  }, [depKey, run]);

  return { data, error, loading, reload: run, setData };
}

/** The message to show for a failed call: the server's own words when it gave some, else `fallback`. */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message && err.status !== 0 ? err.message : fallback;
}
