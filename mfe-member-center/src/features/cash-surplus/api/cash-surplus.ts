import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { cashSurplusCalls, type CashSurplusClaimResponse, type CashSurplusDetail } from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

/*
 * cashSurplusCalls.detail → the previous Caracas day's net loss, rate, cap and the claimable
 * amount; cashSurplusCalls.claim (a money call, once per day) → {day, amount, member_cash}.
 */

export type { CashSurplusClaimResponse, CashSurplusDetail };

export const cashSurplusKey = memberKey('cash-surplus');

export function useCashSurplus() {
  return useQuery({
    queryKey: cashSurplusKey,
    queryFn: async ({ signal }): Promise<CashSurplusDetail> =>
      okData(await api.call(cashSurplusCalls.detail, undefined, { signal }), cashSurplusCalls.detail.path),
  });
}

/**
 * The claim. One idempotency key per loss day: a second click (or a retry after a lost answer)
 * repeats the same claim and gets the first answer, never a second payment.
 */
export function useClaimCashSurplus(day: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<CashSurplusClaimResponse> =>
      okData(
        await api.call(cashSurplusCalls.claim, {}, { headers: { 'Idempotency-Key': `cash-surplus-${day ?? ''}` } }),
        cashSurplusCalls.claim.path,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashSurplusKey }),
  });
}
