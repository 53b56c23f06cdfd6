import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, okData } from '@site/shared/api';
import { CAPTCHA_WAIT_MS, type CaptchaType } from '@site/shared/constants';
import { authCalls, CAPTCHA_CODE_WAIT, type CaptchaRequest, type CaptchaResponse } from '@site/shared/contracts';

export type { CaptchaRequest, CaptchaResponse };

/** POST /captcha {type, site_id} → {token, captcha (image data URL), placeholder} (SPEC §7). */
export function getCaptcha(body: CaptchaRequest, signal?: AbortSignal) {
  return api.call(authCalls.captcha, body, { signal });
}

export type CaptchaStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UseCaptchaResult {
  /** The current image and token, kept while a new one loads. */
  captcha: CaptchaResponse | null;
  status: CaptchaStatus;
  /** True during the wait that code 101 starts: refresh() does nothing then. */
  waiting: boolean;
  /** Requests a new captcha; resolves false when refused (a request is running or the wait is on). */
  refresh: () => Promise<boolean>;
}

/**
 * The captcha of one form, as a query of its own that only the form starts (on open, after a failed
 * login, on a click). SPEC §4: a captcha cannot be requested while a request is running or during a
 * wait. Whether one is running is read from the query cache, which knows it as soon as the request
 * starts, so two clicks in the same tick still make one call.
 */
export function useCaptcha({ type, siteId }: { type: CaptchaType; siteId: number }): UseCaptchaResult {
  const queryClient = useQueryClient();
  // A token is good for one form and one try: each form has its own key, and nothing is kept once it closes.
  const formId = useId();
  const queryKey = useMemo(() => ['auth', 'captcha', type, siteId, formId] as const, [type, siteId, formId]);
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => okData(await getCaptcha({ type, site_id: siteId }, signal), authCalls.captcha.path),
    enabled: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const [waiting, setWaiting] = useState(false);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (waitTimer.current) clearTimeout(waitTimer.current);
      waitTimer.current = null;
    },
    [],
  );

  const startWait = useCallback(() => {
    if (waitTimer.current) clearTimeout(waitTimer.current);
    setWaiting(true);
    waitTimer.current = setTimeout(() => {
      waitTimer.current = null;
      setWaiting(false);
    }, CAPTCHA_WAIT_MS);
  }, []);

  const { refetch } = query;
  const refresh = useCallback(async (): Promise<boolean> => {
    if (waitTimer.current || queryClient.getQueryState(queryKey)?.fetchStatus === 'fetching') return false;
    const { error } = await refetch({ cancelRefetch: false });
    // SPEC §8: code 101 (an answer, or a failure status that still carries the envelope) starts the wait.
    if (error instanceof ApiError && error.code === CAPTCHA_CODE_WAIT) startWait();
    return true;
  }, [queryClient, queryKey, refetch, startWait]);

  const status: CaptchaStatus = query.isFetching ? 'loading' : query.isError ? 'error' : query.data ? 'ready' : 'idle';
  return { captcha: query.data ?? null, status, waiting, refresh };
}
