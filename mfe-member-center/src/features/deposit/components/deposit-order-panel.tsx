import { useEffect } from 'react';
import { useTheme } from '@emotion/react';
import { ApiError, describeFailure } from '@site/shared/api';
import type { PaymentOrder } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, ErrorState, Skeleton, toast } from '@site/shared/ui';
import { OrderSummary } from '../../../components/order-summary';
import { useOrderStatus } from '../../../lib/payments/get-order-status';
import { useCancelDeposit } from '../api/cancel-deposit';
import { DEPOSIT_WINDOW } from '../lib/checkout-window';

/** Codes of deposit/cancel and deposit/status. */
const ORDER_CODES = { '201': 'member:deposit.order_code.201', '202': 'member:deposit.order_code.202' } as const;

/**
 * The deposit being paid: its order, asked again until it is final (SPEC §4 states: pending, then
 * success, failed or cancelled), with the checkout link and a cancel button while it is pending,
 * and the result when it is not.
 */
export function DepositOrderPanel({
  orderNo,
  payUrl,
  onSettled,
  onNew,
}: {
  orderNo: string;
  /** The checkout page, when this page started the order (the status call does not carry it). */
  payUrl: string | null;
  onSettled: (order: PaymentOrder) => void;
  /** Back to an empty form. */
  onNew: () => void;
}) {
  const theme = useTheme();
  const t = useT('member');
  const status = useOrderStatus(orderNo);
  const cancel = useCancelDeposit(orderNo);
  const order = status.data;

  useEffect(() => {
    if (order && order.status !== 'pending') onSettled(order);
  }, [order, onSettled]);

  if (!order) {
    if (status.isError) {
      const unknown = status.error instanceof ApiError && status.error.code === '201';
      return (
        <ErrorState
          title={t('deposit.order.error_title')}
          message={
            unknown
              ? t('deposit.order_code.201')
              : translateFailure(describeFailure(status.error, { fallback: 'member:load_failed' }))
          }
          onRetry={unknown ? onNew : () => void status.refetch()}
          retryLabel={unknown ? t('deposit.order.new') : undefined}
        />
      );
    }
    return <Skeleton height={220} radius={theme.radii.lg} />;
  }

  const pending = order.status === 'pending';
  const inDepositWindow = typeof window !== 'undefined' && window.name === DEPOSIT_WINDOW;
  return (
    <OrderSummary
      order={order}
      title={t(`deposit.order.title_${order.status}`)}
      data-testid="deposit-order"
      actions={
        pending ? (
          <>
            {payUrl ? (
              <a
                href={payUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="deposit-open-checkout"
                css={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  minHeight: 40,
                  padding: '0 20px',
                  borderRadius: theme.radii.md,
                  fontWeight: theme.fontWeights.bold,
                  textDecoration: 'none',
                  color: theme.colors.onPrimary,
                  background: theme.gradients.primary,
                  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
                }}
              >
                {t('deposit.order.open_checkout')}
              </a>
            ) : null}
            <Button
              variant="secondary"
              loading={cancel.isPending}
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => toast.info('member:deposit.order.cancelled_toast'),
                  onError: (error) => toast.failure(error, { codes: ORDER_CODES, fallback: 'member:load_failed' }),
                })
              }
              data-testid="deposit-cancel"
            >
              {t('deposit.order.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button onClick={onNew} data-testid="deposit-new">
              {t('deposit.order.new')}
            </Button>
            {inDepositWindow ? (
              <Button variant="secondary" onClick={() => window.close()}>
                {t('deposit.order.close_window')}
              </Button>
            ) : null}
          </>
        )
      }
    >
      <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
        {t(`deposit.order.text_${order.status}`)}
      </p>
    </OrderSummary>
  );
}
