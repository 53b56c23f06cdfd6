import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@site/shared/api';
import { failureOfAny, type Failure } from '../../../lib/api-failure';

/** Rows a records page asks for (the server allows up to RECORD_MAX_PAGE_SIZE). */
export const RECORD_PAGE_SIZE = 20;

export type RecordsState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `field`: the request field an HTTP 400 names (a bad date range), shown at that field. */
  | { status: 'error'; failure: Failure; field?: 'start_date' | 'end_date' }
  | { status: 'ready'; data: T };

/** The date an HTTP 400 of the records routes is about: the field it names (older servers: the start of its message). */
function fieldOf(err: unknown): 'start_date' | 'end_date' | undefined {
  if (!(err instanceof ApiError) || err.status !== 400) return undefined;
  const named = err.field ?? /^(start_date|end_date)\b/.exec(err.message)?.[1];
  return named === 'start_date' || named === 'end_date' ? named : undefined;
}

/**
 * Runs `fetcher(request)` (a module-level function: a stable one) whenever the request changes
 * (compared by value) and on `reload()`.
 * `request` null means "do not ask" (the filter is invalid): the state goes idle. A reply overtaken
 * by a newer request is dropped, and the older call is aborted.
 */
export function useRecords<Req, Res>(fetcher: (request: Req, signal: AbortSignal) => Promise<Res>, request: Req | null) {
  const [state, setState] = useState<RecordsState<Res>>(request ? { status: 'loading' } : { status: 'idle' });
  const [attempt, setAttempt] = useState(0);
  const key = request === null ? null : JSON.stringify(request);

  useEffect(() => {
    if (key === null) {
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    fetcher(JSON.parse(key) as Req, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error', failure: failureOfAny(err), field: fieldOf(err) });
      },
    );
    return () => controller.abort();
  }, [fetcher, key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}
