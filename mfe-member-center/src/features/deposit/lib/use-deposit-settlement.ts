import { useCallback, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { bus } from '@site/shared/bus';
import type { WaitingWindow } from '@site/shared/constants';
import type { MemberDepositSuccessEvent, PaymentOrder } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { onMemberEvent } from '@site/shared/realtime';
import { toast } from '@site/shared/ui';
import { failureText } from '../../../lib/failure-text';
import { paymentKeys } from '../../../lib/payments/keys';
import { clearWaiting, DEPOSIT_WINDOW } from './checkout-window';

export type SettledOrder = Pick<PaymentOrder, 'order_no' | 'status' | 'amount' | 'currency'> & Partial<PaymentOrder>;

/**
 * The end of a deposit, announced once per order whichever tells first: the realtime event
 * (member_deposit.success) or the status call. A credit shows a toast and the balance is read
 * again; a failure says why. `window`: the waiting window the checkout ran in (SPEC §3), which is
 * no longer waiting. `verifies`: a member who must verify a bank account, whose layout changes.
 */
export function useDepositSettlement({
  window: waiting = DEPOSIT_WINDOW,
  verifies = false,
}: { window?: WaitingWindow; verifies?: boolean } = {}) {
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const queryClient = useQueryClient();
  const announced = useRef(new Set<string>());

  const settle = useCallback(
    (order: SettledOrder) => {
      if (order.status === 'pending' || announced.current.has(order.order_no)) return;
      announced.current.add(order.order_no);
      clearWaiting(waiting);
      if (order.status === 'success') {
        toast.success('member:deposit.success_toast', {
          params: { amount: formatMoney(order.amount, order.currency) },
        });
        bus.emit('wallet:refresh-requested', {});
        // A bank transfer from a bound account verifies it: the accounts and the layout flag change.
        void queryClient.invalidateQueries({ queryKey: paymentKeys.bankAccounts });
        if (verifies) bus.emit('session:member-refresh-requested', {});
      } else if (order.status === 'failed') {
        toast.error('member:deposit.failed_toast', {
          params: {
            reason: order.failure_reason ? failureText(t, order.failure_reason) : t('payment_failure.declined'),
          },
        });
      }
    },
    [formatMoney, queryClient, verifies, waiting, t],
  );

  useEffect(
    () =>
      onMemberEvent('member_deposit.success', (data) => {
        const event = data as unknown as MemberDepositSuccessEvent;
        if (!event || typeof event.order_no !== 'string') return;
        settle({ order_no: event.order_no, status: 'success', amount: event.amount, currency: event.currency });
        void queryClient.invalidateQueries({ queryKey: paymentKeys.order(event.order_no) });
      }),
    [settle, queryClient],
  );

  return settle;
}
