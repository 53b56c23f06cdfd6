import { useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { FORM_ERROR, type FieldState } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useNavigate } from '@site/shared/router';
import { bus } from '@site/shared/bus';
import type { BankAccountEntry, LayoutMode, PaymentChannel } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { fieldErrors } from '@site/shared/validation';
import { Button, SelectField } from '@site/shared/ui';
import { AmountField } from '../../../components/amount-field';
import { FormFailure } from '../../../components/notice';
import { parseAmount, quickAmounts } from '../../../lib/payments/amount';
import { useIdempotencyKey } from '@site/shared/query';
import { useCreateDeposit, type DepositRequest, type DepositResponse } from '../api/create-deposit';
import { ChannelPicker } from './channel-picker';
import { abandonCheckout, openCheckout, prepareCheckout } from '../lib/checkout-window';
import { depositFailure } from '../lib/deposit-failure';
import { depositSchema, type DepositValues } from '../lib/deposit-schema';

type Meta = Pick<FieldState<unknown>, 'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'>;

export interface DepositFormProps {
  channels: PaymentChannel[];
  accounts: BankAccountEntry[];
  currency: string;
  /** SPEC §5: the member must verify a bank account: bank transfer from a bound account only. */
  mustVerify: boolean;
  layout: LayoutMode;
  /** The member centre's basename (/user): the PSP brings the member back to its Deposit page. */
  basename: string;
  /** The order is open and its checkout is on its way ('closed': the deposit window was closed meanwhile). */
  onStarted: (order: DepositResponse, opened: 'window' | 'same-tab' | 'closed') => void;
}

/**
 * The deposit form: channel cards, the amount with its quick amounts and limits, the account a bank
 * transfer comes from, and submit. Submit opens the deposit window in the click (desktop), asks
 * for the order, then shows the checkout in that window or in this tab (mobile, blocked popup).
 */
export function DepositForm({
  channels,
  accounts,
  currency,
  mustVerify,
  layout,
  basename,
  onStarted,
}: DepositFormProps) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const deposit = useCreateDeposit();
  const idempotency = useIdempotencyKey();
  const money = (v: number) => formatMoney(v, currency);
  const channelOf = (id: string) => channels.find((c) => c.channel_id === id);

  const initialValues = useMemo<DepositValues>(
    () => ({
      channel_id: channels[0]?.channel_id ?? '',
      amount: '',
      bank_account_id: mustVerify ? String(accounts[0]?.id ?? '') : '',
    }),
    // The first render's choices; later list changes keep what the member picked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  /** A rule's key in words (with the channel's limits), or the platform's refusal while unchanged. */
  const errorOf = (meta: Meta, params: Record<string, unknown> = {}): string | undefined => {
    if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return t(meta.error, params);
    if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
    return undefined;
  };

  const goTo = (redirect: string) => {
    if (redirect === basename || redirect.startsWith(`${basename}/`))
      void navigate(redirect.slice(basename.length) || '/');
    else bus.emit('nav:navigate', { to: redirect });
  };

  const onSubmit = (values: DepositValues) => {
    const channel = channelOf(values.channel_id);
    const amount = parseAmount(values.amount, currency);
    if (!channel || amount === null) return { [FORM_ERROR]: t('load_failed') };
    const body: DepositRequest = {
      method: channel.method,
      channel_id: channel.channel_id,
      amount,
      return_url: `${window.location.origin}${basename}/Deposit`,
      ...(channel.method === 'bank_transfer' && values.bank_account_id
        ? { bank_account_id: Number(values.bank_account_id) }
        : {}),
    };
    // In the click, before the call: a popup opened after an await is blocked.
    const target = prepareCheckout(layout);
    return deposit.mutateAsync({ body, key: idempotency.keyFor(body) }).then(
      (order) => {
        idempotency.done();
        onStarted(order, openCheckout(target, order.pay_url));
        return undefined;
      },
      (error: unknown) => {
        abandonCheckout(target);
        const failure = depositFailure(error, t, money, channel);
        if (failure.redirect) goTo(failure.redirect);
        return failure.field ? { [failure.field]: failure.text } : { [FORM_ERROR]: failure.text };
      },
    );
  };

  return (
    <Form<DepositValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => fieldErrors(depositSchema(currency, channelOf(values.channel_id), mustVerify), values)}
      subscription={{ submitting: true, values: true }}
    >
      {({ handleSubmit, submitting, values }) => {
        const channel = channelOf(values.channel_id);
        const limits = channel ? { min: money(channel.min), max: money(channel.max) } : {};
        const showAccount = channel?.method === 'bank_transfer' && accounts.length > 0;
        return (
          <form
            onSubmit={(e) => void handleSubmit(e)}
            noValidate
            aria-label={t('deposit.form_label')}
            data-testid="deposit-form"
            css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
          >
            <Field<string> name="channel_id">
              {({ input, meta }) => (
                <ChannelPicker
                  channels={channels}
                  value={input.value}
                  onChange={input.onChange}
                  currency={currency}
                  error={errorOf(meta)}
                  layout={layout}
                />
              )}
            </Field>

            <Field<string> name="amount">
              {({ input, meta }) => (
                <AmountField
                  id="deposit-amount"
                  label={t('deposit.amount_label')}
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  currency={currency}
                  quick={channel ? quickAmounts(channel.min, channel.max, channel.presets) : []}
                  error={errorOf(meta, limits)}
                  hint={channel ? t('deposit.amount_hint', limits) : undefined}
                  disabled={submitting}
                />
              )}
            </Field>

            {showAccount ? (
              <Field<string> name="bank_account_id">
                {({ input, meta }) => (
                  <SelectField
                    id="deposit-from-account"
                    label={t('deposit.from_account_label')}
                    value={input.value}
                    onChange={(e) => input.onChange(e.target.value)}
                    onBlur={input.onBlur}
                    disabled={submitting}
                    error={errorOf(meta)}
                    hint={mustVerify ? t('deposit.from_account_hint_verify') : t('deposit.from_account_hint')}
                    options={[
                      ...(mustVerify ? [] : [{ value: '', label: t('deposit.from_account_none') }]),
                      ...accounts.map((a) => ({
                        value: String(a.id),
                        label: `${a.bank_name} ${a.account_number} · ${a.account_name}${
                          a.status === 'verified' ? '' : ` (${t('bank.status.unverified')})`
                        }`,
                      })),
                    ]}
                  />
                )}
              </Field>
            ) : null}

            <FormFailure title={t('deposit.failed_title')} data-testid="deposit-error" />

            <div
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: theme.space(3),
                flexWrap: 'wrap',
                flexDirection: layout === 'mobile' ? 'column-reverse' : 'row',
              }}
            >
              <Button
                type="submit"
                size="lg"
                loading={submitting}
                block={layout === 'mobile'}
                data-testid="deposit-submit"
              >
                {t('deposit.submit')}
              </Button>
              <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>
                {layout === 'mobile' ? t('deposit.checkout_hint_tab') : t('deposit.checkout_hint_window')}
              </span>
            </div>
          </form>
        );
      }}
    </Form>
  );
}
