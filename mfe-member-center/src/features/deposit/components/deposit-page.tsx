import { useCallback, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { describeFailure } from '@site/shared/api';
import type { LayoutMode, MemberLayout } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { EmptyState, ErrorState, Skeleton } from '@site/shared/ui';
import { LinkButton } from '../../../components/link-button';
import { PageHeading } from '../../../components/page-heading';
import { useBankAccounts } from '../../../lib/payments/get-bank-accounts';
import { usePaymentChannels } from '../../../lib/payments/get-payment-channels';
import type { DepositResponse } from '../api/create-deposit';
import { useDepositSettlement } from '../lib/use-deposit-settlement';
import { useOrderParam } from '../lib/use-order-param';
import { DepositForm } from './deposit-form';
import { DepositOrderPanel } from './deposit-order-panel';
import { VerificationPrompt } from './verification-prompt';

/**
 * /user/Deposit (SPEC §2): the channels of the member's currency, the amount, and the order being
 * paid until it is final. A member who must verify a bank account is prompted first (SPEC §5).
 * A credited deposit (member_deposit.success on the bus, or the status call) shows a toast and the
 * balance is read again.
 */
export function DepositPage({
  member,
  layout,
  basename,
}: {
  member: MemberLayout;
  layout: LayoutMode;
  basename: string;
}) {
  const theme = useTheme();
  const t = useT('member');
  const currency = member.member_currency;
  const mustVerify = member.need_bank_account_deposit_verified === 1;
  const channels = usePaymentChannels(currency);
  const accounts = useBankAccounts();
  const { orderNo, payUrl, setOrder } = useOrderParam();
  const settle = useDepositSettlement({ verifies: mustVerify });
  const onStarted = useCallback((order: DepositResponse) => setOrder(order), [setOrder]);
  const onNew = useCallback(() => setOrder(null), [setOrder]);

  const accountList = accounts.data?.list ?? [];
  // SPEC §5: with nothing bound yet, the prompt replaces the form.
  const promptOnly = mustVerify && accounts.isSuccess && accountList.length === 0;
  const offered = (channels.data?.list ?? []).filter((c) => !mustVerify || c.method === 'bank_transfer');

  let body: ReactNode;
  if (promptOnly) body = null;
  else if (channels.isPending || accounts.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('deposit.loading')} css={{ display: 'grid', gap: theme.space(3) }}>
        <Skeleton height={96} radius={theme.radii.md} />
        <Skeleton height={96} radius={theme.radii.md} />
        <Skeleton height={44} radius={theme.radii.md} />
      </div>
    );
  } else if (channels.isError || accounts.isError) {
    const error = channels.error ?? accounts.error;
    body = (
      <ErrorState
        title={t('deposit.error_title')}
        message={translateFailure(
          describeFailure(error, { codes: { '201': 'member:deposit.no_channels' }, fallback: 'member:load_failed' }),
        )}
        onRetry={() => {
          if (channels.isError) void channels.refetch();
          if (accounts.isError) void accounts.refetch();
        }}
      />
    );
  } else if (offered.length === 0) {
    body = <EmptyState title={t('deposit.no_channels')} message={t('deposit.no_channels_text')} />;
  } else {
    body = (
      <DepositForm
        key={mustVerify ? 'verify' : 'all'}
        channels={offered}
        accounts={accountList}
        currency={currency}
        mustVerify={mustVerify}
        layout={layout}
        basename={basename}
        onStarted={onStarted}
      />
    );
  }

  return (
    <section
      aria-labelledby="member-deposit-heading"
      data-testid="deposit-page"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <PageHeading
        id="member-deposit-heading"
        title={t('deposit.heading')}
        actions={
          <LinkButton to="/BindAccount" variant="secondary" data-testid="deposit-bank-accounts">
            {t('bank.manage_link')}
          </LinkButton>
        }
      />
      {mustVerify ? <VerificationPrompt hasAccounts={accountList.length > 0} /> : null}
      {orderNo ? <DepositOrderPanel orderNo={orderNo} payUrl={payUrl} onSettled={settle} onNew={onNew} /> : null}
      {body}
    </section>
  );
}
