import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { describeFailure } from '@site/shared/api';
import type { BankAccountEntry, LayoutMode, MemberLayout } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { EmptyState, ErrorState, Skeleton } from '@site/shared/ui';
import { LinkButton } from '../../../components/link-button';
import { Notice } from '../../../components/notice';
import { PageHeading } from '../../../components/page-heading';
import { useBankAccounts } from '../../../lib/payments/get-bank-accounts';
import { useMemberProfile } from '../../../lib/payments/get-member-profile';
import { useBanks } from '../api/get-banks';
import { BankAccountList } from './bank-account-list';
import { BindAccountForm } from './bind-account-form';
import { UnbindDialog } from './unbind-dialog';

const FALLBACK = 'member:load_failed';

/**
 * /user/BindAccount (SPEC §2): the member's bank accounts (bank, masked number, holder, verified or
 * not) with unbind after a confirm, and the form to bind another, up to the platform's maximum.
 * A member who must verify an account (SPEC §5) is told what comes next: a bank-transfer deposit.
 */
export function BindAccountPage({ member, layout }: { member: MemberLayout; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const currency = member.member_currency;
  const accounts = useBankAccounts();
  const banks = useBanks(currency);
  const profile = useMemberProfile();
  const [unbinding, setUnbinding] = useState<BankAccountEntry | null>(null);
  const needsPassword = profile.data?.is_withdraw_password === 1;
  const list = accounts.data?.list ?? [];
  const max = accounts.data?.max ?? 0;

  const failed = accounts.isError ? accounts : banks.isError ? banks : profile.isError ? profile : null;

  return (
    <section
      aria-labelledby="member-bind-heading"
      data-testid="bind-account-page"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <PageHeading
        id="member-bind-heading"
        title={t('bank.heading')}
        aside={
          accounts.data ? (
            <span
              css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}
              data-testid="bank-account-count"
            >
              {t('bank.count', { count: list.length, max })}
            </span>
          ) : undefined
        }
        actions={
          <>
            <LinkButton to="/Deposit" variant="secondary">
              {t('menu.Deposit')}
            </LinkButton>
            <LinkButton to="/Withdrawal" variant="secondary">
              {t('menu.Withdrawal')}
            </LinkButton>
          </>
        }
      />

      {member.need_bank_account_deposit_verified === 1 ? (
        <Notice tone="info" title={t('bank.verify_title')} data-testid="bind-verify-next">
          {t('bank.verify_text')}
        </Notice>
      ) : null}

      {failed ? (
        <ErrorState
          title={t('bank.error_title')}
          message={translateFailure(describeFailure(failed.error, { fallback: FALLBACK }))}
          onRetry={() => void failed.refetch()}
        />
      ) : !accounts.data || !banks.data || !profile.data ? (
        <div aria-busy="true" aria-label={t('bank.loading')} css={{ display: 'grid', gap: theme.space(3) }}>
          <Skeleton height={56} radius={theme.radii.md} />
          <Skeleton height={56} radius={theme.radii.md} />
          <Skeleton height={220} radius={theme.radii.lg} />
        </div>
      ) : (
        <>
          {list.length === 0 ? (
            <EmptyState
              title={t('bank.empty_title')}
              message={t('bank.empty_text')}
              data-testid="bank-accounts-empty"
            />
          ) : (
            <BankAccountList accounts={list} layout={layout} onUnbind={setUnbinding} />
          )}
          {list.some((a) => a.status !== 'verified') ? (
            <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
              {t('bank.unverified_note')}
            </p>
          ) : null}
          {max > 0 && list.length >= max ? (
            <Notice tone="info" title={t('bank.max_title')} data-testid="bank-accounts-full">
              {t('bank.max_text', { max })}
            </Notice>
          ) : (
            <BindAccountForm
              banks={banks.data.list}
              currency={currency}
              needsPassword={needsPassword}
              layout={layout}
            />
          )}
        </>
      )}

      <UnbindDialog account={unbinding} needsPassword={needsPassword} onClose={() => setUnbinding(null)} />
    </section>
  );
}
