import { useEffect, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { bus } from '@site/shared/bus';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { OrderSummary } from '../../../components/order-summary';
import { useOrderStatus } from '../../../lib/payments/get-order-status';
import type { WithdrawResponse } from '../api/withdraw';

/**
 * The withdrawal just asked for: the amount is held from the main wallet at once (shown with the
 * balance after the hold), and the order is asked about until the payout succeeds or fails (then
 * the hold comes back, and the balance is read again).
 */
export function WithdrawalOrderPanel({ request, onNew }: { request: WithdrawResponse; onNew: () => void }) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const { member_cash: memberCash, ...initial } = request;
  const status = useOrderStatus(request.order_no, initial);
  const order = status.data ?? initial;
  const settled = useRef(false);

  useEffect(() => {
    if (order.status === 'pending' || settled.current) return;
    settled.current = true;
    bus.emit('wallet:refresh-requested', {});
  }, [order.status]);

  return (
    <OrderSummary
      order={order}
      title={t(`withdraw.order.title_${order.status}`)}
      data-testid="withdraw-order"
      actions={
        order.status === 'pending' ? undefined : (
          <Button onClick={onNew} data-testid="withdraw-new">
            {t('withdraw.order.new')}
          </Button>
        )
      }
    >
      <p
        css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}
        data-testid="withdraw-order-text"
      >
        {order.status === 'pending'
          ? t('withdraw.order.text_pending', {
              amount: formatMoney(order.amount, order.currency),
              balance: formatMoney(memberCash, order.currency),
            })
          : t(`withdraw.order.text_${order.status}`, { amount: formatMoney(order.amount, order.currency) })}
      </p>
    </OrderSummary>
  );
}
