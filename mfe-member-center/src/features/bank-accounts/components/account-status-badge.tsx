import { useTheme } from '@emotion/react';
import type { BankAccountStatus } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';

/** Verified (a bank-transfer deposit came from it) or not yet, as a pill. */
export function AccountStatusBadge({ status }: { status: BankAccountStatus }) {
  const theme = useTheme();
  const t = useT('member');
  const color = status === 'verified' ? theme.colors.success : theme.colors.warning;
  return (
    <span
      data-testid="bank-account-status"
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
      {t(`bank.status.${status}`)}
    </span>
  );
}
