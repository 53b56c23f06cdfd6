import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@site/shared/api';
import type { MyCashEntry, MyCashResponse } from '@site/shared/contracts';

/** POST /member/profile/my_cash → my_cash_list (one balance per provider) and total (SPEC §3, §7). */
export const MY_CASH_PATH = '/member/profile/my_cash';

export type { MyCashEntry, MyCashResponse };

export function getMyCash() {
  return api.post<MyCashResponse>(MY_CASH_PATH);
}

export type MyCashState =
  | { status: 'loading' }
  | { status: 'error'; message: string; isKey: boolean }
  | { status: 'ready'; data: MyCashResponse };

/**
 * The wallet list, loaded on mount; `reload` runs it again (the error state's retry). A reply that
 * arrives after a newer request started, or after unmount, is dropped.
 */
export function useMyCash(): { state: MyCashState; reload: () => void } {
  const [state, setState] = useState<MyCashState>({ status: 'loading' });
  const requestId = useRef(0);

  const reload = useCallback(() => {
    const id = ++requestId.current;
    setState({ status: 'loading' });
    getMyCash().then(
      (res) => {
        if (id !== requestId.current) return;
        if (res.ok) setState({ status: 'ready', data: res.data });
        else setState({ status: 'error', message: res.message, isKey: false });
      },
      (err: unknown) => {
        if (id !== requestId.current) return;
        if (err instanceof ApiError && err.messageKey) setState({ status: 'error', message: err.messageKey, isKey: true });
        else if (err instanceof ApiError) setState({ status: 'error', message: err.message, isKey: false });
        else setState({ status: 'error', message: 'load_failed', isKey: true });
      },
    );
  }, []);

  useEffect(() => {
    reload();
    return () => {
      requestId.current += 1;
    };
  }, [reload]);

  return { state, reload };
}
