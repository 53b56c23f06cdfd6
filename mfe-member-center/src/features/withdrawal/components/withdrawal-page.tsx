import { useState, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { describeFailure } from '@site/shared/api';
import { useBusValue } from '@site/shared/bus';
import type { LayoutMode, MemberLayout } from '@site/shared/contracts';
import { translateFailure, useFormatMoney, useT } from '@site/shared/i18n';
import { ErrorState, Skeleton } from '@site/shared/ui';
import { LinkButton } from '../../../components/link-button';
import { Notice } from '../../../components/notice';
import { PageHeading } from '../../../components/page-heading';
import { metalAmount } from '../../../styles/metal-amount';
import { useBankAccounts } from '../../../lib/payments/get-bank-accounts';
import { useMemberProfile } from '../../../lib/payments/get-member-profile';
import { usePaymentChannels } from '../../../lib/payments/get-payment-channels';
import type { WithdrawResponse } from '../api/withdraw';
import { WithdrawalForm } from './withdrawal-form';
import { WithdrawalOrderPanel } from './withdrawal-order-panel';

/**
 * /user/Withdrawal: the main-wallet balance and the currency's limits, a verified bank account to
 * pay out to, the amount and the withdraw password. A member without a withdraw password, or
 * without a verified account, is told what is missing instead of the form.
 */
export function WithdrawalPage({ member, layout }: { member: MemberLayout; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const currency = member.member_currency;
  const wallet = useBusValue('wallet:balance');
  const balance = wallet?.member_cash ?? null;
  const profile = useMemberProfile();
  const accounts = useBankAccounts();
  const channels = usePaymentChannels(currency);
  const [request, setRequest] = useState<WithdrawResponse | null>(null);
  const limits = channels.data?.withdraw;
  const verified = (accounts.data?.list ?? []).filter((a) => a.status === 'verified');

  const failed = profile.isError ? profile : accounts.isError ? accounts : channels.isError ? channels : null;
  let body: ReactNode;
  if (request) {
    body = <WithdrawalOrderPanel request={request} onNew={() => setRequest(null)} />;
  } else if (failed) {
    body = (
      <ErrorState
        title={t('withdraw.error_title')}
        message={translateFailure(describeFailure(failed.error, { fallback: 'member:load_failed' }))}
        onRetry={() => void failed.refetch()}
      />
    );
  } else if (!profile.data || !accounts.data || !limits) {
    body = (
      <div aria-busy="true" aria-label={t('withdraw.loading')} css={{ display: 'grid', gap: theme.space(3) }}>
        <Skeleton height={88} radius={theme.radii.md} />
        <Skeleton height={44} radius={theme.radii.md} />
        <Skeleton height={52} radius={theme.radii.md} />
      </div>
    );
  } else if (profile.data.is_withdraw_password !== 1) {
    body = (
      <Notice
        tone="warning"
        role="region"
        title={t('withdraw.no_password_title')}
        data-testid="withdraw-no-password"
        actions={
          <LinkButton to="/Info#withdraw-password" data-testid="withdraw-set-password">
            {t('withdraw.no_password_set')}
          </LinkButton>
        }
      >
        {t('withdraw.no_password_text')}
      </Notice>
    );
  } else if (verified.length === 0) {
    body = (
      <Notice
        tone="info"
        role="region"
        title={t('withdraw.no_account_title')}
        data-testid="withdraw-no-account"
        actions={
          <>
            <LinkButton to="/BindAccount">{t('withdraw.no_account_bind')}</LinkButton>
            <LinkButton to="/Deposit" variant="secondary">
              {t('menu.Deposit')}
            </LinkButton>
          </>
        }
      >
        {accounts.data.list.length > 0 ? t('withdraw.no_account_unverified') : t('withdraw.no_account_text')}
      </Notice>
    );
  } else {
    body = (
      <WithdrawalForm
        accounts={verified}
        currency={currency}
        limits={limits}
        balance={balance}
        layout={layout}
        onDone={setRequest}
      />
    );
  }

  return (
    <section
      aria-labelledby="member-withdraw-heading"
      data-testid="withdrawal-page"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <PageHeading
        id="member-withdraw-heading"
        title={t('withdraw.heading')}
        actions={
          <LinkButton to="/BindAccount" variant="secondary" data-testid="withdraw-bank-accounts">
            {t('bank.manage_link')}
          </LinkButton>
        }
      />
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: theme.space(3),
          padding: theme.space(5, 6),
          borderRadius: theme.radii.lg,
          background: `radial-gradient(120% 160% at 100% 0%, ${theme.colors.primary}33 0%, transparent 55%), ${theme.gradients.surface}`,
          border: `1px solid ${theme.colors.borderStrong}`,
          boxShadow: theme.shadows.lg,
        }}
      >
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(1) }}>
          <span
            id="withdraw-balance-label"
            css={{
              color: theme.colors.textMuted,
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              fontSize: theme.fontSizes.sm,
            }}
          >
            {t('withdraw.balance')}
          </span>
          <span data-testid="withdraw-balance" aria-describedby="withdraw-balance-label" css={metalAmount(theme)}>
            {formatMoney(balance, currency)}
          </span>
        </div>
        {limits ? (
          <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }} data-testid="withdraw-limits">
            {t('withdraw.limits', { min: formatMoney(limits.min, currency), max: formatMoney(limits.max, currency) })}
          </span>
        ) : null}
      </div>
      {body}
    </section>
  );
}
