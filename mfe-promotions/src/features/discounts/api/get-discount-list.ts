import { useMemo } from 'react';
import type { GameTypeId } from '@site/shared/constants';

/**
 * A promotion as the discount page lists it: a category to filter on and what a card shows. The
 * platform has no discount-list route (nor pop-up discounts or their history).
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
 * The discount list. The platform has no route to ask, so it is honestly empty and the page shows
 * its empty state.
 */
export function useDiscountList(): DiscountListState {
  return useMemo(() => ({ status: 'success', data: [] }), []);
}
