import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element is in (or within `margin` of) the window. A browser keeps running a CSS
 * animation or a script's animation frames for what nobody can see; the lobby's moving parts (the
 * marquee, the jackpot's climbing digits) stop while scrolled away, so a phone spends its time on
 * what the visitor is looking at. True until measured, and where IntersectionObserver is missing.
 */
export function useInView(ref: RefObject<Element | null>, margin = '100px'): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true), {
      rootMargin: margin,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, margin]);
  return inView;
}
