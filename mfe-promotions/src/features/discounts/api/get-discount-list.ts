import { useMemo } from 'react';
import type { GameTypeId } from '@site/shared/constants';

/**
 * A promotion as the discount page lists it. The platform's promotion routes (the discount list,
 * pop-up discounts, their history) arrive in a later issue; the fields here are the ones the page
 * frame needs: a category to filter on and what a card shows.
 */
export interface Discount {
  id: number;
  title: string;
  /** The game type the promotion is for, or null for all games. */
  gt_id: GameTypeId | null;
  banner: string;
  start_at: string;
  end_at: string;
}

export interface DiscountListState {
  status: 'success';
  data: Discount[];
}

/**
 * The discount list. There is no platform route to call yet, so it is honestly empty: the page
 * shows its empty state, and this hook becomes a real call when the route lands.
 */
export function useDiscountList(): DiscountListState {
  return useMemo(() => ({ status: 'success', data: [] }), []);
}
