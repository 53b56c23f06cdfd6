import { useTheme } from '@emotion/react';
import type { PaymentOrderStatus } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { StatusPill } from './status-pill';

/** A payment order's state as a coloured pill (names from PAYMENT_ORDER_STATUSES). */
export function StatusBadge({ status }: { status: PaymentOrderStatus }) {
  const theme = useTheme();
  const t = useT('member');
  const color = {
    pending: theme.colors.warning,
    success: theme.colors.success,
    failed: theme.colors.danger,
    cancelled: theme.colors.textSubtle,
  }[status];
  return <StatusPill color={color} label={t(`records.status.${status}`)} status={status} data-testid="record-status" />;
}
