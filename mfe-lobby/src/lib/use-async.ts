import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

export interface AsyncResult<T> {
  state: AsyncState<T>;
  /** Runs the request again with the same inputs (the ErrorState's retry). */
  retry: () => void;
}

/**
 * Runs `run` whenever `key` changes (null = inputs not ready: stay idle). An answer to an older key
 * is dropped, so a quick session or currency change never shows the previous currency's list.
 * Small on purpose: the lobby makes a handful of calls; a caching library would be more than it needs.
 */
export function useAsync<T>(key: string | null, run: () => Promise<T>): AsyncResult<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const runRef = useRef(run);
  runRef.current = run;

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    runRef.current().then(
      (data) => {
        if (live) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, retry };
}
