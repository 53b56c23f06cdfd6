import { useMutation } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { paymentCalls, type DepositResponse, type FastDepositRequest } from '@site/shared/contracts';

/**
 * POST /arks/web/fast-deposit: an order on the fast payment channel of the member's currency and
 * its QR checkout (`pay_url`). A money call: the same body keeps its `idempotency_key`, so a double
 * submit is one order. Refusals reject with the ApiError of their code (201–205).
 */
export async function createFastDeposit(body: FastDepositRequest, idempotencyKey: string): Promise<DepositResponse> {
  return okData(
    await api.call(paymentCalls.fastDeposit, { ...body, idempotency_key: idempotencyKey }),
    paymentCalls.fastDeposit.path,
  ) as DepositResponse;
}

export function useCreateFastDeposit() {
  return useMutation({
    mutationFn: ({ body, key }: { body: FastDepositRequest; key: string }) => createFastDeposit(body, key),
  });
}
