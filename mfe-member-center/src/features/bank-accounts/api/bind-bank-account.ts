import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { paymentCalls, type BankAccountEntry, type BankAccountStoreRequest } from '@site/shared/contracts';
import { paymentKeys } from '../../../lib/payments/keys';

export type { BankAccountStoreRequest };

/** POST /arks/web/member/bank-account/store: binds an account (unverified until a bank-transfer deposit from it). */
export async function bindBankAccount(
  body: BankAccountStoreRequest,
  idempotencyKey: string,
): Promise<BankAccountEntry> {
  return okData(
    await api.call(paymentCalls.bindBankAccount, { ...body, idempotency_key: idempotencyKey }),
    paymentCalls.bindBankAccount.path,
  ) as BankAccountEntry;
}

/** Binds, then the accounts load again (whatever the answer: a 202/203 means the list may be stale). */
export function useBindBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: BankAccountStoreRequest; key: string }) => bindBankAccount(body, key),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.bankAccounts }),
  });
}
