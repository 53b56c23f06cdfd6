import { useTheme } from '@emotion/react';
import type { PaymentOrderStatus } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';

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
  return (
    <span
      data-testid="record-status"
      data-status={status}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '3px 10px',
        borderRadius: theme.radii.pill,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        whiteSpace: 'nowrap',
        color,
        background: `${color}1f`,
        border: `1px solid ${color}55`,
      }}
    >
      <span aria-hidden="true" css={{ width: 6, height: 6, borderRadius: '50%', background: color }} />
      {t(`records.status.${status}`)}
    </span>
  );
}
