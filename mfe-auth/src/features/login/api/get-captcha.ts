import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError } from '@site/shared/api';
import { CAPTCHA_WAIT_MS, type CaptchaType } from '@site/shared/constants';
import type { CaptchaRequest, CaptchaResponse } from '@site/shared/contracts';

/** POST /captcha {type, site_id} → {token, captcha (image data URL), placeholder} (SPEC §7). */
export const CAPTCHA_PATH = '/captcha';
/** SPEC §8: captcha code 101 starts a one-second wait before the next request. */
export const CAPTCHA_CODE_WAIT = '101';

export type { CaptchaRequest, CaptchaResponse };

export function getCaptcha(body: CaptchaRequest) {
  return api.post<CaptchaResponse>(CAPTCHA_PATH, body);
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
 * The captcha of one form. SPEC §4: a captcha cannot be requested while a request is running or
 * during a wait. The guards are refs, not state, so two clicks in the same tick still make one call.
 */
export function useCaptcha({ type, siteId }: { type: CaptchaType; siteId: number }): UseCaptchaResult {
  const [captcha, setCaptcha] = useState<CaptchaResponse | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>('idle');
  const [waiting, setWaiting] = useState(false);
  const running = useRef(false);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      if (waitTimer.current) clearTimeout(waitTimer.current);
      waitTimer.current = null;
    };
  }, []);

  const startWait = useCallback(() => {
    if (waitTimer.current) clearTimeout(waitTimer.current);
    setWaiting(true);
    waitTimer.current = setTimeout(() => {
      waitTimer.current = null;
      if (alive.current) setWaiting(false);
    }, CAPTCHA_WAIT_MS);
  }, []);

  const refresh = useCallback(async (): Promise<boolean> => {
    if (running.current || waitTimer.current) return false;
    running.current = true;
    setStatus('loading');
    try {
      const res = await getCaptcha({ type, site_id: siteId });
      if (!alive.current) return true;
      if (res.ok) {
        setCaptcha(res.data);
        setStatus('ready');
      } else {
        if (String(res.code) === CAPTCHA_CODE_WAIT) startWait();
        setStatus('error');
      }
    } catch (err) {
      // A failure status may still carry the envelope's code.
      if (err instanceof ApiError && err.code === CAPTCHA_CODE_WAIT) startWait();
      if (alive.current) setStatus('error');
    } finally {
      running.current = false;
    }
    return true;
  }, [type, siteId, startWait]);

  return { captcha, status, waiting, refresh };
}
