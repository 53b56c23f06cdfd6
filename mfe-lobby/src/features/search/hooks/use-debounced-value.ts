import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms. An empty value passes at once: clearing the
 * box must not show the old results for a moment.
 */
export function useDebouncedValue<T>(value: T, delay: number, isEmpty: (value: T) => boolean = () => false): T {
  const [settled, setSettled] = useState(value);
  const empty = isEmpty(value);
  useEffect(() => {
    if (empty) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, empty]);
  return empty ? value : settled;
}
