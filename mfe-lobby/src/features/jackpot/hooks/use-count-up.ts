import { useEffect, useRef, useState } from 'react';

/**
 * The shortest time between two steps of the climb: about 16 steps a second reads as a steady tick
 * (the last digits change faster than an eye follows anyway) at a quarter of the work of every frame,
 * which a slow phone spends on the lobby instead.
 */
export const COUNT_UP_STEP_MS = 60;

export interface CountUpOptions {
  /** How long the climb from the shown value to a new one takes. */
  durationMs: number;
  /** False (reduced motion): every new value is shown at once. */
  animate: boolean;
}

/**
 * The value a counter shows while its source moves on: from what it shows now to each new value in
 * a straight line over `durationMs`, a step every COUNT_UP_STEP_MS or so (on animation frames), so a total that grows steadily
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
    let last = -Infinity;
    const step = (now: number) => {
      start ??= now;
      const progress = Math.min(1, (now - start) / durationMs);
      if (progress === 1 || now - last >= COUNT_UP_STEP_MS) {
        last = now;
        show(from + (target - from) * progress);
      }
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, animate, durationMs]);

  return shown;
}
