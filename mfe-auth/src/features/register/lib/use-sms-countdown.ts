import { useCallback, useRef } from 'react';
import { SMS_COUNTDOWN_S } from '@site/shared/constants';
import { useCountdown } from '@site/shared/ui';

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
  const countdown = useCountdown();
  const starts = useRef(0);
  const configured = useRef<number | null>(null);
  const { start: startWait } = countdown;

  const start = useCallback(
    (verifyTime?: number) => {
      if (verifyTime !== undefined && verifyTime > 0) configured.current = verifyTime;
      const seconds = starts.current === 0 ? SMS_COUNTDOWN_S : (configured.current ?? SMS_COUNTDOWN_S);
      starts.current += 1;
      startWait(seconds);
    },
    [startWait],
  );

  return { remaining: countdown.remaining, start };
}
