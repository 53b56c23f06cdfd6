import { useMutation } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { paymentCalls, type WithdrawRequest, type WithdrawResponse } from '@site/shared/contracts';

export type { WithdrawRequest, WithdrawResponse };

/**
 * POST /arks/web/withdraw: the amount is held at once (the order is pending) and the payout is
 * requested. A money call, with its idempotency key. A refusal rejects with its code (201–210).
 */
export async function withdraw(body: WithdrawRequest, idempotencyKey: string): Promise<WithdrawResponse> {
  return okData(
    await api.call(paymentCalls.withdraw, { ...body, idempotency_key: idempotencyKey }),
    paymentCalls.withdraw.path,
  ) as WithdrawResponse;
}

/** Withdraws; whatever the answer, the header balance is read again (a hold may have been taken). */
export function useWithdraw() {
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawRequest; key: string }) => withdraw(body, key),
    onSettled: () => bus.emit('wallet:refresh-requested', {}),
  });
}
