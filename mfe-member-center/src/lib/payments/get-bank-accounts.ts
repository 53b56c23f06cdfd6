import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { paymentCalls, type BankAccountEntry, type BankAccountListResponse } from '@site/shared/contracts';
import { paymentKeys } from './keys';

export type { BankAccountEntry, BankAccountListResponse };

/** POST /arks/web/member/bank-account: the member's bound accounts (numbers masked), oldest first. */
export async function getBankAccounts(signal?: AbortSignal): Promise<BankAccountListResponse> {
  return okData(await api.call(paymentCalls.bankAccounts, {}, { signal }), paymentCalls.bankAccounts.path);
}

/** The bound accounts: listed on BindAccount, chosen from on Deposit (bank transfer) and Withdrawal. */
export function useBankAccounts() {
  return useQuery({ queryKey: paymentKeys.bankAccounts, queryFn: ({ signal }) => getBankAccounts(signal) });
}
