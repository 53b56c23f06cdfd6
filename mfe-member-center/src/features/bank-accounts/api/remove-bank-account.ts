import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { paymentCalls, type CallBody } from '@site/shared/contracts';
import { paymentKeys } from '../../../lib/payments/keys';

type RemoveBody = Omit<CallBody<typeof paymentCalls.removeBankAccount>, 'idempotency_key'>;

/** POST /arks/web/member/bank-account/remove {id, withdraw_password?}: unbinds one of the member's accounts. */
export async function removeBankAccount(body: RemoveBody, idempotencyKey: string): Promise<void> {
  okData(
    await api.call(paymentCalls.removeBankAccount, { ...body, idempotency_key: idempotencyKey }),
    paymentCalls.removeBankAccount.path,
  );
}

export function useRemoveBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RemoveBody; key: string }) => removeBankAccount(body, key),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.bankAccounts }),
  });
}
