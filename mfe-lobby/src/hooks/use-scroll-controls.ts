import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Prev/next state of a horizontal scroller. A phone swipes; a desktop mouse has no horizontal
 * wheel, so rows that overflow get arrow buttons, shown only while there is somewhere to go.
 */
export function useScrollControls<T extends HTMLElement>(deps: readonly unknown[] = []) {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ prev: false, next: false });

  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const prev = el.scrollLeft > 4;
    const next = el.scrollLeft + el.clientWidth < el.scrollWidth - 4;
    setEdges((e) => (e.prev === prev && e.next === next ? e : { prev, next }));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // A ResizeObserver reports once at once, after layout (a free reading); without one, read now.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    if (observer) observer.observe(el);
    else measure();
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  // New content of the same size: read again once the frame that shows it is painted. Reading at
  // once, inside the click that changed it, would make the browser lay the page out twice.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(measure);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);

  const scroll = useCallback((direction: -1 | 1) => {
    const el = ref.current;
    el?.scrollBy?.({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  }, []);

  return { ref, canPrev: edges.prev, canNext: edges.next, scroll };
}
