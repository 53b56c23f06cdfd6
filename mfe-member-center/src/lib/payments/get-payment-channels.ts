import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { CurrencyCode } from '@site/shared/constants';
import { paymentCalls, type PaymentChannel, type PaymentChannelsResponse } from '@site/shared/contracts';
import { paymentKeys } from './keys';

export type { PaymentChannel, PaymentChannelsResponse };

/** POST /arks/web/payment/channels {currency}: the deposit channels and the withdrawal limits of a currency. */
export async function getPaymentChannels(
  currency: CurrencyCode,
  signal?: AbortSignal,
): Promise<PaymentChannelsResponse> {
  return okData(await api.call(paymentCalls.channels, { currency }, { signal }), paymentCalls.channels.path);
}

/** The member currency's channels (Deposit) and withdrawal limits (Withdrawal): one call for both pages. */
export function usePaymentChannels(currency: CurrencyCode) {
  return useQuery({
    queryKey: paymentKeys.channels(currency),
    queryFn: ({ signal }) => getPaymentChannels(currency, signal),
  });
}
