import { useTheme } from '@emotion/react';
import type { BankAccountStatus } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { StatusPill } from '../../../components/status-pill';

/** Verified (a bank-transfer deposit came from it) or not yet, as a pill. */
export function AccountStatusBadge({ status }: { status: BankAccountStatus }) {
  const theme = useTheme();
  const t = useT('member');
  const color = status === 'verified' ? theme.colors.success : theme.colors.warning;
  return (
    <StatusPill color={color} label={t(`bank.status.${status}`)} status={status} data-testid="bank-account-status" />
  );
}
