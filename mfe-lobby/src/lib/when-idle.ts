/**
 * Runs `run` when the page is next idle, at the latest `timeoutMs` later (requestIdleCallback), or
 * after `fallbackMs` where the browser has no idle callbacks (Safari, jsdom). Answers a function
 * that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number, fallbackMs = 0): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallbackMs);
  return () => clearTimeout(timer);
}
