import { useCallback, useEffect, useRef, useState } from 'react';
import { SMS_COUNTDOWN_S } from '@site/shared/constants';

export interface SmsCountdown {
  /** Seconds left; 0 when the button may send again. */
  remaining: number;
  /**
   * Starts the wait (SPEC §4): SMS_COUNTDOWN_S the first time, then the configured verify time
   * (`verifyTime`, remembered from the last answer that carried it).
   */
  start: (verifyTime?: number) => void;
}

/** The phone-verification button's countdown, ticking each second. */
export function useSmsCountdown(): SmsCountdown {
  const [remaining, setRemaining] = useState(0);
  const left = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const starts = useRef(0);
  const configured = useRef<number | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (verifyTime?: number) => {
      if (verifyTime !== undefined && verifyTime > 0) configured.current = verifyTime;
      const seconds = starts.current === 0 ? SMS_COUNTDOWN_S : (configured.current ?? SMS_COUNTDOWN_S);
      starts.current += 1;
      stop();
      left.current = seconds;
      setRemaining(seconds);
      timer.current = setInterval(() => {
        left.current = Math.max(0, left.current - 1);
        setRemaining(left.current);
        if (left.current === 0) stop();
      }, 1000);
    },
    [stop],
  );

  return { remaining, start };
}
