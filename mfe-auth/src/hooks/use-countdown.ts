import { useCallback, useEffect, useRef, useState } from 'react';

export interface Countdown {
  /** Seconds left; 0 when nothing is waited for. */
  remaining: number;
  /** Starts (or restarts) a wait of this many seconds, ticking each second. */
  start: (seconds: number) => void;
}

/** A wait in whole seconds that ticks once a second and stops at 0 (SMS buttons of SPEC §4). */
export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  const left = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = useCallback(
    (seconds: number) => {
      stop();
      left.current = Math.max(0, Math.floor(seconds));
      setRemaining(left.current);
      if (left.current === 0) return;
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
