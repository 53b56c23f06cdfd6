import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { CurrencyCode } from '@site/shared/constants';
import { paymentCalls, type BanksResponse } from '@site/shared/contracts';
import { paymentKeys } from '../../../lib/payments/keys';

/** POST /arks/web/member/bank-account/banks {currency}: the banks a member of the currency can bind. */
export async function getBanks(currency: CurrencyCode, signal?: AbortSignal): Promise<BanksResponse> {
  return okData(await api.call(paymentCalls.banks, { currency }, { signal }), paymentCalls.banks.path);
}

export function useBanks(currency: CurrencyCode) {
  return useQuery({ queryKey: paymentKeys.banks(currency), queryFn: ({ signal }) => getBanks(currency, signal) });
}
