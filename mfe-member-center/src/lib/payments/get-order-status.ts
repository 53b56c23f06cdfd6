import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { paymentCalls, type PaymentOrder } from '@site/shared/contracts';
import { paymentKeys } from './keys';

export type { PaymentOrder };

/**
 * How often a pending order is asked about. The platform publishes `member_deposit.success` for a
 * credited deposit, but nothing for a failed or cancelled one nor for a withdrawal's payout, so the
 * page asks until the order is final.
 */
export const ORDER_STATUS_POLL_MS = 4_000;

/** POST /arks/web/deposit/status {order_no}: one of the member's orders (a deposit or a withdrawal). */
export async function getOrderStatus(orderNo: string, signal?: AbortSignal): Promise<PaymentOrder> {
  return okData(
    await api.call(paymentCalls.orderStatus, { order_no: orderNo }, { signal }),
    paymentCalls.orderStatus.path,
  );
}

/**
 * An order, asked again every ORDER_STATUS_POLL_MS while it is pending (also in a background tab:
 * the member is paying in the checkout window). Stops when it is final or the call fails.
 * `initial`: what the deposit or withdraw call already answered, shown at once.
 */
export function useOrderStatus(orderNo: string | null, initial?: PaymentOrder) {
  return useQuery({
    queryKey: paymentKeys.order(orderNo ?? ''),
    queryFn: ({ signal }) => getOrderStatus(orderNo ?? '', signal),
    enabled: Boolean(orderNo),
    ...(initial ? { initialData: initial, initialDataUpdatedAt: 0 } : {}),
    refetchInterval: (query) =>
      query.state.status === 'error' || (query.state.data && query.state.data.status !== 'pending')
        ? false
        : ORDER_STATUS_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
