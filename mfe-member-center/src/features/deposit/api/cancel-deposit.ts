import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, okData } from '@site/shared/api';
import { paymentCalls, type PaymentOrder } from '@site/shared/contracts';
import { paymentKeys } from '../../../lib/payments/keys';

/** POST /arks/web/deposit/cancel {order_no}: the member gives up a pending deposit (no money has moved). */
export async function cancelDeposit(orderNo: string): Promise<PaymentOrder> {
  return okData(
    await api.call(paymentCalls.cancelDeposit, { order_no: orderNo }),
    paymentCalls.cancelDeposit.path,
  ) as PaymentOrder;
}

/**
 * Cancels, then shows the order as the platform answers it. 202 (no longer pending: it was paid or
 * failed meanwhile) also carries the order, which replaces the stale one.
 */
export function useCancelDeposit(orderNo: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelDeposit(orderNo),
    onSuccess: (order) => queryClient.setQueryData(paymentKeys.order(orderNo), order),
    onError: (error) => {
      if (error instanceof ApiError && error.code === '202' && error.data && typeof error.data === 'object') {
        queryClient.setQueryData(paymentKeys.order(orderNo), error.data);
      }
      void queryClient.invalidateQueries({ queryKey: paymentKeys.order(orderNo) });
    },
  });
}
