import { useTheme } from '@emotion/react';
import { FORM_ERROR, type FieldState } from 'final-form';
import { Field, Form } from 'react-final-form';
import type { BankAccountEntry, LayoutMode } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { Button, WithdrawPasswordBoxes } from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { AmountField } from '../../../components/amount-field';
import { FormFailure } from '../../../components/notice';
import { parseAmount, quickAmounts } from '../../../lib/payments/amount';
import { useIdempotencyKey } from '@site/shared/query';
import { useWithdraw, type WithdrawRequest, type WithdrawResponse } from '../api/withdraw';
import { withdrawFailure } from '../lib/withdraw-failure';
import { AccountPicker } from './account-picker';
import { emptyWithdrawValues, withdrawSchema, type WithdrawValues } from '../lib/withdraw-schema';

type Meta = Pick<FieldState<unknown>, 'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'>;

/**
 * The withdrawal form: a verified account, the amount (limits, quick amounts, all of the balance),
 * and the withdraw password in four boxes. The platform's codes are shown at their field.
 */
export function WithdrawalForm({
  accounts,
  currency,
  limits,
  balance,
  layout,
  onDone,
}: {
  accounts: BankAccountEntry[];
  currency: string;
  limits: { min: number; max: number };
  /** The main wallet, null while it loads. */
  balance: number | null;
  layout: LayoutMode;
  onDone: (order: WithdrawResponse) => void;
}) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const money = (v: number) => formatMoney(v, currency);
  const withdrawal = useWithdraw();
  const idempotency = useIdempotencyKey();
  const params = { min: money(limits.min), max: money(limits.max), balance: money(balance ?? 0) };
  const ceiling = Math.min(limits.max, balance ?? limits.max);
  const quick = [
    ...quickAmounts(limits.min, ceiling, [], 5),
    ...(balance !== null && balance >= limits.min ? [ceiling] : []),
  ].filter((v, i, all) => all.indexOf(v) === i);

  const errorOf = (meta: Meta): string | undefined => {
    if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return t(meta.error, params);
    if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
    return undefined;
  };

  const onSubmit = async (values: WithdrawValues) => {
    const body: WithdrawRequest = {
      bank_account_id: Number(values.bank_account_id),
      amount: parseAmount(values.amount, currency) ?? 0,
      withdraw_password: values.withdraw_password,
    };
    try {
      const order = await withdrawal.mutateAsync({ body, key: idempotency.keyFor(body) });
      idempotency.done();
      onDone(order);
      return undefined;
    } catch (error) {
      const failure = withdrawFailure(error, t, money, limits);
      return failure.field ? { [failure.field]: failure.text } : { [FORM_ERROR]: failure.text };
    }
  };

  return (
    <Form<WithdrawValues>
      onSubmit={onSubmit}
      initialValues={emptyWithdrawValues(accounts.length === 1 ? String(accounts[0]?.id) : '')}
      validate={(values) => fieldErrors(withdrawSchema(currency, { ...limits, balance }), values)}
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
          aria-label={t('withdraw.form_label')}
          data-testid="withdraw-form"
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
        >
          <Field<string> name="bank_account_id">
            {({ input, meta }) => (
              <AccountPicker
                accounts={accounts}
                value={input.value}
                onChange={input.onChange}
                error={errorOf(meta)}
                disabled={submitting}
              />
            )}
          </Field>
          <Field<string> name="amount">
            {({ input, meta }) => (
              <AmountField
                id="withdraw-amount"
                label={t('withdraw.amount_label')}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                currency={currency}
                quick={quick}
                error={errorOf(meta)}
                hint={t('withdraw.amount_hint', params)}
                disabled={submitting}
              />
            )}
          </Field>
          <Field<string> name="withdraw_password">
            {({ input, meta }) => (
              <WithdrawPasswordBoxes
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                label={t('withdraw_password.label')}
                error={errorOf(meta)}
                disabled={submitting}
              />
            )}
          </Field>
          <FormFailure title={t('withdraw.failed_title')} data-testid="withdraw-error" />
          <div>
            <Button
              type="submit"
              size="lg"
              loading={submitting}
              block={layout === 'mobile'}
              data-testid="withdraw-submit"
            >
              {t('withdraw.submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
