import { useCallback, useRef } from 'react';
import { useTheme } from '@emotion/react';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import * as yup from 'yup';
import { describeFailure } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { PATHS, STORAGE_KEYS, type WaitingWindow } from '@site/shared/constants';
import type { LayoutMode, MemberLayout } from '@site/shared/contracts';
import { translateFailure, useFormatMoney, useT } from '@site/shared/i18n';
import { local } from '@site/shared/storage';
import { Button, EmptyState, ErrorState, Skeleton } from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { AmountField } from '../../../components/amount-field';
import { FormFailure } from '../../../components/notice';
import { PageHeading } from '../../../components/page-heading';
import { amountRule, parseAmount, quickAmounts } from '../../../lib/payments/amount';
import { usePaymentChannels } from '../../../lib/payments/get-payment-channels';
import { useIdempotencyKey } from '@site/shared/query';
import { DepositOrderPanel } from './deposit-order-panel';
import { checkoutHost } from '../lib/checkout-window';
import { depositFailure } from '../lib/deposit-failure';
import { useDepositSettlement } from '../lib/use-deposit-settlement';
import { useOrderParam } from '../lib/use-order-param';
import { useCreateFastDeposit } from '../api/create-fast-deposit';

/** SPEC §3 waitingWindow of the fast payment window. */
const FP_WINDOW: WaitingWindow = 'fpWindow';

interface FastPaymentValues {
  amount: string;
}

/**
 * /fastPayment (SPEC §2, §6): the deposit shortcut's page, in its own 1500×800 window on a desktop
 * and in the page on a phone. The fast payment channel of the member's currency: an amount (its
 * quick amounts and limits), then the QR checkout in this same window; the PSP brings the member
 * back here with the order, shown until it is final.
 */
export function FastPaymentPage({ member, layout }: { member: MemberLayout; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const currency = member.member_currency;
  const channels = usePaymentChannels(currency);
  const fastDeposit = useCreateFastDeposit();
  const idempotency = useIdempotencyKey();
  const { orderNo, payUrl, setOrder } = useOrderParam();
  const settle = useDepositSettlement({ window: FP_WINDOW });
  const onNew = useCallback(() => setOrder(null), [setOrder]);
  const channel = channels.data?.list.find((c) => c.method === 'fast_payment');
  const money = (v: number) => formatMoney(v, currency);
  const otherMethods = () => bus.emit('nav:navigate', { to: PATHS.userDeposit });

  // Once an order is asked for, this page is on its way to the checkout: a second click (before the
  // button shows it is busy, or while the checkout loads) must not open a second order.
  const inFlight = useRef(false);

  const onSubmit = (values: FastPaymentValues) => {
    const amount = parseAmount(values.amount, currency);
    if (!channel || amount === null) return { [FORM_ERROR]: t('load_failed') };
    if (inFlight.current) return undefined;
    inFlight.current = true;
    const body = { amount, return_url: `${window.location.origin}${PATHS.fastPayment}` };
    return fastDeposit.mutateAsync({ body, key: idempotency.keyFor(body) }).then(
      (order) => {
        idempotency.done();
        setOrder(order);
        // This page is the fast payment window (or the phone's tab): the QR checkout takes it.
        local.set(STORAGE_KEYS.waitingWindow, FP_WINDOW);
        local.set(STORAGE_KEYS.waitingUrl, order.pay_url);
        checkoutHost.assign(order.pay_url);
        return undefined;
      },
      (error: unknown) => {
        inFlight.current = false;
        const failure = depositFailure(error, t, money, channel);
        if (failure.redirect) bus.emit('nav:navigate', { to: failure.redirect });
        return failure.field === 'amount' ? { amount: failure.text } : { [FORM_ERROR]: failure.text };
      },
    );
  };

  let body;
  if (channels.isPending) {
    body = (
      <div aria-busy="true" aria-label={t('deposit.loading')} css={{ display: 'grid', gap: theme.space(3) }}>
        <Skeleton height={72} radius={theme.radii.md} />
        <Skeleton height={44} radius={theme.radii.md} />
      </div>
    );
  } else if (channels.isError) {
    body = (
      <ErrorState
        title={t('deposit.error_title')}
        message={translateFailure(describeFailure(channels.error, { fallback: 'member:load_failed' }))}
        onRetry={() => void channels.refetch()}
      />
    );
  } else if (!channel) {
    body = <EmptyState title={t('fast_payment.unavailable')} message={t('fast_payment.unavailable_text')} />;
  } else {
    const limits = { min: money(channel.min), max: money(channel.max) };
    body = (
      <Form<FastPaymentValues>
        onSubmit={onSubmit}
        initialValues={{ amount: '' }}
        validate={(values) => fieldErrors(yup.object({ amount: amountRule(currency, channel) }), values)}
        subscription={{ submitting: true }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            onSubmit={(e) => void handleSubmit(e)}
            noValidate
            aria-label={t('fast_payment.form_label')}
            data-testid="fast-payment-form"
            css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
          >
            <Field<string> name="amount">
              {({ input, meta }) => (
                <AmountField
                  id="fast-payment-amount"
                  label={t('deposit.amount_label')}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  currency={currency}
                  quick={quickAmounts(channel.min, channel.max, channel.presets)}
                  error={
                    (meta.touched || meta.submitFailed) && typeof meta.error === 'string'
                      ? t(meta.error, limits)
                      : !meta.dirtySinceLastSubmit && typeof meta.submitError === 'string'
                        ? meta.submitError
                        : undefined
                  }
                  hint={t('deposit.amount_hint', limits)}
                  disabled={submitting}
                />
              )}
            </Field>
            <FormFailure title={t('deposit.failed_title')} data-testid="fast-payment-error" />
            <Button type="submit" size="lg" block loading={submitting} data-testid="fast-payment-submit">
              {t('fast_payment.submit')}
            </Button>
          </form>
        )}
      </Form>
    );
  }

  const steps = [t('fast_payment.step_amount'), t('fast_payment.step_scan'), t('fast_payment.step_credit')];

  return (
    <section
      aria-labelledby="fast-payment-heading"
      data-testid="fast-payment-page"
      css={{
        width: '100%',
        maxWidth: 640,
        margin: '0 auto',
        padding: layout === 'mobile' ? theme.space(4) : theme.space(8, 4),
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(5),
      }}
    >
      <PageHeading
        id="fast-payment-heading"
        title={t('fast_payment.heading')}
        actions={
          <Button variant="ghost" onClick={otherMethods} data-testid="fast-payment-other-methods">
            {t('fast_payment.other_methods')}
          </Button>
        }
      />
      <div
        css={{
          display: 'flex',
          alignItems: 'center',
          gap: theme.space(4),
          padding: theme.space(5),
          borderRadius: theme.radii.lg,
          background: `radial-gradient(120% 160% at 100% 0%, ${theme.colors.primary}33 0%, transparent 60%), ${theme.gradients.surface}`,
          border: `1px solid ${theme.colors.borderStrong}`,
          boxShadow: theme.shadows.lg,
        }}
      >
        <QrArt />
        <div css={{ minWidth: 0 }}>
          <p css={{ margin: 0, fontWeight: theme.fontWeights.bold, fontSize: theme.fontSizes.lg }}>
            {channel?.name ?? t('fast_payment.heading')}
          </p>
          <ol
            css={{
              margin: theme.space(2, 0, 0),
              paddingLeft: theme.space(5),
              color: theme.colors.textMuted,
              fontSize: theme.fontSizes.sm,
              display: 'grid',
              gap: theme.space(1),
            }}
          >
            {steps.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
      </div>
      {orderNo ? <DepositOrderPanel orderNo={orderNo} payUrl={payUrl} onSettled={settle} onNew={onNew} /> : null}
      {body}
    </section>
  );
}

/** A QR mark in the brand's colours: what the member is about to scan. */
function QrArt() {
  const theme = useTheme();
  const cells = [
    [0, 0],
    [1, 0],
    [2, 0],
    [0, 1],
    [2, 1],
    [0, 2],
    [1, 2],
    [2, 2],
    [4, 0],
    [6, 1],
    [4, 2],
    [5, 3],
    [3, 4],
    [6, 4],
    [4, 5],
    [6, 6],
    [5, 6],
    [3, 6],
    [0, 4],
    [1, 4],
    [2, 4],
    [0, 5],
    [2, 5],
    [0, 6],
    [1, 6],
    [2, 6],
  ];
  return (
    <svg width="72" height="72" viewBox="-1 -1 9 9" aria-hidden="true" css={{ flex: 'none' }}>
      <rect x="-1" y="-1" width="9" height="9" rx="1.4" fill={theme.colors.surfaceRaised} />
      {cells.map(([x, y]) => (
        <rect key={`${x}-${y}`} x={x} y={y} width="0.92" height="0.92" rx="0.2" fill={theme.colors.primary} />
      ))}
    </svg>
  );
}
