import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { promotionCalls } from '@site/shared/contracts';
import { MEMBER_PROMOTIONS_KEY } from '../../../hooks/use-promotions-session';
import { idempotencyHeaders } from '../../../lib/idempotency';

/**
 * Apply for a discount (a money call: one Idempotency-Key per press). Whatever it answers, the
 * member's discount answers are asked again, so "applied" (or "ended") shows everywhere.
 */
export function useApplyDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      okData(
        await api.call(promotionCalls.applyDiscount, { id }, { headers: idempotencyHeaders() }),
        promotionCalls.applyDiscount.path,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: MEMBER_PROMOTIONS_KEY }),
  });
}
