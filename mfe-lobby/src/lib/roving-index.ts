/**
 * The tab a key moves to in a row of tabs (WAI-ARIA tabs pattern): Right and Left step and wrap
 * round, Home and End go to the ends; with `upDown`, Down and Up step as Right and Left do. Null
 * for a key the row does not use (it is left to the browser).
 */
export function rovingIndex(key: string, index: number, count: number, { upDown = false } = {}): number | null {
  if (count <= 0) return null;
  const last = count - 1;
  if (key === 'ArrowRight' || (upDown && key === 'ArrowDown')) return index >= last ? 0 : index + 1;
  if (key === 'ArrowLeft' || (upDown && key === 'ArrowUp')) return index <= 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}
