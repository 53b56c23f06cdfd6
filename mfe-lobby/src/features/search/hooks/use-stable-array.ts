import { useState } from 'react';

const sameItems = <T>(a: readonly T[], b: readonly T[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * The array kept from an earlier render while its items are the same ones. The search index is
 * cached by array identity; a caller that rebuilds its arrays on every render (a flatMap without
 * useMemo) would otherwise rebuild the index on every render too.
 */
export function useStableArray<T>(array: readonly T[]): readonly T[] {
  const [kept, setKept] = useState(array);
  if (kept === array || sameItems(kept, array)) return kept;
  // Storing what an earlier render saw: React re-renders at once with the new array.
  setKept(array);
  return array;
}
