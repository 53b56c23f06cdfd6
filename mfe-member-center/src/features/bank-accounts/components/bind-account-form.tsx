import { useTheme } from '@emotion/react';
import { FORM_ERROR, type FieldState, type FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import type { BankEntry, LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button, TextField, toast, WithdrawPasswordBoxes, SelectField } from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { FormFailure } from '../../../components/notice';
import { accountDigitsOf, cleanAccountNumber } from '../../../lib/payments/account-number';
import { useIdempotencyKey } from '@site/shared/query';
import { useBindBankAccount, type BankAccountStoreRequest } from '../api/bind-bank-account';
import { bankAccountFailure } from '../lib/bank-account-failure';
import {
  ACCOUNT_NAME_LENGTH,
  bindAccountSchema,
  EMPTY_BIND_VALUES,
  type BindAccountValues,
} from '../lib/bank-account-schema';

type Meta = Pick<FieldState<unknown>, 'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'>;

/**
 * Binds a bank account: the bank (from the banks of the member's currency), the holder's name, the
 * number, and the withdraw password when the member has one. The platform's codes come back at
 * the field they are about.
 */
export function BindAccountForm({
  banks,
  currency,
  needsPassword,
  layout,
}: {
  banks: BankEntry[];
  currency: string;
  needsPassword: boolean;
  layout: LayoutMode;
}) {
  const theme = useTheme();
  const t = useT('member');
  const bind = useBindBankAccount();
  const idempotency = useIdempotencyKey();
  const digits = accountDigitsOf(currency);
  const params = {
    min: digits.min,
    max: digits.max,
    nameMin: ACCOUNT_NAME_LENGTH.min,
    nameMax: ACCOUNT_NAME_LENGTH.max,
  };

  const errorOf = (meta: Meta): string | undefined => {
    if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return t(meta.error, params);
    if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
    return undefined;
  };

  const onSubmit = async (values: BindAccountValues, form: FormApi<BindAccountValues>) => {
    const body: BankAccountStoreRequest = {
      bank_code: values.bank_code,
      account_name: values.account_name.trim(),
      account_number: cleanAccountNumber(values.account_number),
      ...(needsPassword ? { withdraw_password: values.withdraw_password } : {}),
    };
    try {
      const account = await bind.mutateAsync({ body, key: idempotency.keyFor(body) });
      idempotency.done();
      toast.success('member:bank.bound_toast', { params: { bank: account.bank_name, number: account.account_number } });
      // After the submit settles, so the empty form does not show its rules as errors.
      setTimeout(() => form.restart(EMPTY_BIND_VALUES));
      return undefined;
    } catch (error) {
      const failure = bankAccountFailure(error, t);
      return failure.field ? { [failure.field]: failure.text } : { [FORM_ERROR]: failure.text };
    }
  };

  return (
    <Form<BindAccountValues>
      onSubmit={onSubmit}
      initialValues={EMPTY_BIND_VALUES}
      validate={(values) => fieldErrors(bindAccountSchema(currency, needsPassword), values)}
      subscription={{ submitting: true }}
    >
      {({ handleSubmit, submitting }) => (
        <form
          onSubmit={(e) => void handleSubmit(e)}
          noValidate
          aria-labelledby="bind-account-form-heading"
          data-testid="bind-account-form"
          css={{
            display: 'flex',
            flexDirection: 'column',
            gap: theme.space(4),
            padding: theme.space(5),
            borderRadius: theme.radii.lg,
            background: theme.gradients.surface,
            border: `1px solid ${theme.colors.border}`,
            boxShadow: theme.shadows.md,
          }}
        >
          <h2 id="bind-account-form-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
            {t('bank.form_heading')}
          </h2>
          <div
            css={{
              display: 'grid',
              gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(2, minmax(0, 1fr))',
              gap: theme.space(4),
            }}
          >
            <Field<string> name="bank_code">
              {({ input, meta }) => (
                <SelectField
                  id="bind-bank"
                  label={t('bank.bank_label')}
                  value={input.value}
                  onChange={(e) => input.onChange(e.target.value)}
                  onBlur={input.onBlur}
                  disabled={submitting}
                  error={errorOf(meta)}
                  options={[
                    { value: '', label: t('bank.bank_placeholder'), disabled: true },
                    ...banks.map((b) => ({ value: b.bank_code, label: b.bank_name })),
                  ]}
                />
              )}
            </Field>
            <Field<string> name="account_name">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  id="bind-account-name"
                  label={t('bank.name_label')}
                  autoComplete="name"
                  maxLength={ACCOUNT_NAME_LENGTH.max}
                  showCount={false}
                  disabled={submitting}
                  error={errorOf(meta)}
                  hint={t('bank.name_hint')}
                />
              )}
            </Field>
            <Field<string> name="account_number">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  id="bind-account-number"
                  label={t('bank.number_label')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={40}
                  showCount={false}
                  disabled={submitting}
                  error={errorOf(meta)}
                  hint={t('bank.number_hint', params)}
                />
              )}
            </Field>
          </div>
          {needsPassword ? (
            <Field<string> name="withdraw_password">
              {({ input, meta }) => (
                <WithdrawPasswordBoxes
                  value={input.value}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  label={t('withdraw_password.label')}
                  hint={t('bank.password_hint')}
                  error={errorOf(meta)}
                  disabled={submitting}
                  data-testid="bind-password"
                />
              )}
            </Field>
          ) : null}
          <FormFailure title={t('bank.bind_failed_title')} data-testid="bind-account-error" />
          <div>
            <Button type="submit" loading={submitting} block={layout === 'mobile'} data-testid="bind-account-submit">
              {t('bank.bind_submit')}
            </Button>
          </div>
        </form>
      )}
    </Form>
  );
}
