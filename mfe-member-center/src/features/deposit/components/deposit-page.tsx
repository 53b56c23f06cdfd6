import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { describeFailure } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import type { LayoutMode, MemberDepositSuccessEvent, MemberLayout, PaymentOrder } from '@site/shared/contracts';
import { translateFailure, useFormatMoney, useT } from '@site/shared/i18n';
import { onMemberEvent } from '@site/shared/realtime';
import { EmptyState, ErrorState, Skeleton, toast } from '@site/shared/ui';
import { LinkButton } from '../../../components/link-button';
import { PageHeading } from '../../../components/page-heading';
import { failureText } from '../../../lib/failure-text';
import { useBankAccounts } from '../../../lib/payments/get-bank-accounts';
import { usePaymentChannels } from '../../../lib/payments/get-payment-channels';
import { paymentKeys } from '../../../lib/payments/keys';
import type { DepositResponse } from '../api/create-deposit';
import { clearWaiting } from '../lib/checkout-window';
import { DepositForm } from './deposit-form';
import { DepositOrderPanel } from './deposit-order-panel';
import { VerificationPrompt } from './verification-prompt';

/** The query parameter naming the order being paid (the PSP's return_url adds it too). */
const ORDER_PARAM = 'order_no';

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
  const formatMoney = useFormatMoney();
  const queryClient = useQueryClient();
  const currency = member.member_currency;
  const mustVerify = member.need_bank_account_deposit_verified === 1;
  const channels = usePaymentChannels(currency);
  const accounts = useBankAccounts();
  const [params, setParams] = useSearchParams();
  const orderNo = params.get(ORDER_PARAM);
  const [payUrl, setPayUrl] = useState<string | null>(null);

  const setOrder = useCallback(
    (next: string | null) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('status');
          if (next) out.set(ORDER_PARAM, next);
          else out.delete(ORDER_PARAM);
          return out;
        },
        { replace: true },
      ),
    [setParams],
  );

  // One announcement per order, whichever tells first: the realtime event or the status call.
  const announced = useRef(new Set<string>());
  const settle = useCallback(
    (order: Pick<PaymentOrder, 'order_no' | 'status' | 'amount' | 'currency'> & Partial<PaymentOrder>) => {
      if (order.status === 'pending' || announced.current.has(order.order_no)) return;
      announced.current.add(order.order_no);
      clearWaiting();
      if (order.status === 'success') {
        toast.success('member:deposit.success_toast', {
          params: { amount: formatMoney(order.amount, order.currency) },
        });
        bus.emit('wallet:refresh-requested', {});
        // A bank transfer from a bound account verifies it: the accounts and the layout flag change.
        void queryClient.invalidateQueries({ queryKey: paymentKeys.bankAccounts });
        if (mustVerify) bus.emit('session:member-refresh-requested', {});
      } else if (order.status === 'failed') {
        toast.error('member:deposit.failed_toast', {
          params: {
            reason: order.failure_reason ? failureText(t, order.failure_reason) : t('payment_failure.declined'),
          },
        });
      }
    },
    [formatMoney, queryClient, mustVerify, t],
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

  const onStarted = useCallback(
    (order: DepositResponse) => {
      setPayUrl(order.pay_url);
      setOrder(order.order_no);
    },
    [setOrder],
  );
  const onNew = useCallback(() => {
    setPayUrl(null);
    setOrder(null);
  }, [setOrder]);

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
