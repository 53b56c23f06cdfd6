import { useMutation } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { paymentCalls, type DepositRequest, type DepositResponse } from '@site/shared/contracts';

export type { DepositRequest, DepositResponse };

/**
 * POST /arks/web/deposit: a pending order and the PSP's checkout page (`pay_url`). A money call:
 * `idempotency_key` makes a repeated submit of the same body one order. A refusal rejects with the
 * ApiError of its code (201–205, data {min, max} / {redirect} / {max}).
 */
export async function createDeposit(body: DepositRequest, idempotencyKey: string): Promise<DepositResponse> {
  const data = okData(
    await api.call(paymentCalls.deposit, { ...body, idempotency_key: idempotencyKey }),
    paymentCalls.deposit.path,
  );
  return data as DepositResponse;
}

export function useCreateDeposit() {
  return useMutation({
    mutationFn: ({ body, key }: { body: DepositRequest; key: string }) => createDeposit(body, key),
  });
}
