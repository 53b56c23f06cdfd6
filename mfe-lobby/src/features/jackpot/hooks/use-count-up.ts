import { useEffect, useRef, useState } from 'react';

export interface CountUpOptions {
  /** How long the climb from the shown value to a new one takes. */
  durationMs: number;
  /** False (reduced motion): every new value is shown at once. */
  animate: boolean;
}

/**
 * The value a counter shows while its source moves on: from what it shows now to each new value in
 * a straight line over `durationMs`, one step per animation frame, so a total that grows steadily
 * reads as one that ticks. The first value, a lower value (a jackpot was won) and every value when
 * `animate` is false are shown at once.
 */
export function useCountUp(target: number | null, { durationMs, animate }: CountUpOptions): number | null {
  const [shown, setShown] = useState<number | null>(target);
  const shownRef = useRef<number | null>(target);

  useEffect(() => {
    if (target === null) return;
    const from = shownRef.current;
    const show = (value: number) => {
      shownRef.current = value;
      setShown(value);
    };
    if (!animate || from === null || target <= from || durationMs <= 0) {
      show(target);
      return;
    }
    let frame = 0;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      show(from + (target - from) * progress);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, animate, durationMs]);

  return shown;
}
