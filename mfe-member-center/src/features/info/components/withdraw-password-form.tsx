import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FORM_ERROR, type FieldState, type FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button, EMPTY_WITHDRAW_PASSWORD, PasswordField, WithdrawPasswordBoxes } from '@site/shared/ui';
import { fieldErrors, withdrawPasswordSchema } from '@site/shared/validation';
import { FormFailure, Notice } from '../../../components/notice';
import { StatusPill } from '../../../components/status-pill';
import { useSetWithdrawPassword } from '../api/profile-calls';
import { withdrawPasswordFailure } from '../lib/profile-failure';
import { digitsOf } from '../lib/profile-forms';
import { SecurityCard } from './security-card';

interface Values {
  password: string;
  old_withdraw_password: string;
  withdraw_password: string;
  confirm_withdraw_password: string;
}
const EMPTY: Values = {
  password: '',
  old_withdraw_password: EMPTY_WITHDRAW_PASSWORD,
  withdraw_password: EMPTY_WITHDRAW_PASSWORD,
  confirm_withdraw_password: EMPTY_WITHDRAW_PASSWORD,
};
type Meta = Pick<FieldState<unknown>, 'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'>;
const BOXES = ['old_withdraw_password', 'withdraw_password', 'confirm_withdraw_password'] as const;

/**
 * Sets the 4-digit withdraw password (SPEC §5), proving the member with the login password, or
 * changes it with the current one. Wrong ones count towards the withdrawal's lock, and say how
 * many tries are left.
 */
export function WithdrawPasswordForm({ hasPassword, layout }: { hasPassword: boolean; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const save = useSetWithdrawPassword();
  const [done, setDone] = useState<null | 'set' | 'changed'>(null);
  const schema = withdrawPasswordSchema({ hasWithdrawPassword: hasPassword });

  const errorOf = (meta: Meta): string | undefined => {
    if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return t(meta.error);
    if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
    return undefined;
  };
  const plain = (v: Values) => ({
    password: v.password,
    old_withdraw_password: digitsOf(v.old_withdraw_password),
    withdraw_password: digitsOf(v.withdraw_password),
    confirm_withdraw_password: digitsOf(v.confirm_withdraw_password),
  });

  const onSubmit = async (values: Values, form: FormApi<Values>) => {
    setDone(null);
    const p = plain(values);
    try {
      await save.mutateAsync({
        withdraw_password: p.withdraw_password,
        confirm_withdraw_password: p.confirm_withdraw_password,
        ...(hasPassword ? { old_withdraw_password: p.old_withdraw_password } : { password: p.password }),
      });
      setDone(hasPassword ? 'changed' : 'set');
      setTimeout(() => form.restart(EMPTY));
      return undefined;
    } catch (error) {
      const failure = withdrawPasswordFailure(error, t);
      return failure.field ? { [failure.field]: failure.text } : { [FORM_ERROR]: failure.text };
    }
  };

  return (
    <SecurityCard
      id="withdraw-password"
      title={t('profile.withdraw.heading')}
      text={hasPassword ? t('profile.withdraw.intro_change') : t('profile.withdraw.intro_set')}
      aside={
        <StatusPill
          color={hasPassword ? theme.colors.success : theme.colors.warning}
          status={hasPassword ? 'set' : 'none'}
          label={hasPassword ? t('profile.withdraw.status_set') : t('profile.withdraw.status_none')}
          data-testid="withdraw-password-status"
        />
      }
    >
      <Form<Values>
        key={hasPassword ? 'change' : 'set'}
        onSubmit={onSubmit}
        initialValues={EMPTY}
        validate={(values) => fieldErrors(schema, plain(values))}
        subscription={{ submitting: true }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            onSubmit={(e) => void handleSubmit(e)}
            noValidate
            aria-labelledby="withdraw-password-heading"
            data-testid="withdraw-password-form"
            css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}
          >
            {hasPassword ? null : (
              <Field<string> name="password">
                {({ input, meta }) => (
                  <PasswordField
                    {...input}
                    id="withdraw-login-password"
                    label={t('profile.withdraw.login_password')}
                    autoComplete="current-password"
                    maxLength={64}
                    showCount={false}
                    disabled={submitting}
                    error={errorOf(meta)}
                    hint={t('profile.withdraw.login_password_hint')}
                  />
                )}
              </Field>
            )}
            <div
              css={{
                display: 'grid',
                gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(auto-fit, minmax(240px, 1fr))',
                gap: theme.space(4),
              }}
            >
              {BOXES.filter((name) => hasPassword || name !== 'old_withdraw_password').map((name) => (
                <Field<string> key={name} name={name}>
                  {({ input, meta }) => (
                    <WithdrawPasswordBoxes
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      label={t(`profile.withdraw.${name}`)}
                      error={errorOf(meta)}
                      disabled={submitting}
                      data-testid={`profile-${name}`}
                    />
                  )}
                </Field>
              ))}
            </div>
            <FormFailure title={t('profile.withdraw.failed')} data-testid="withdraw-password-error" />
            {done ? (
              <Notice
                tone="success"
                role="status"
                title={t(`profile.withdraw.done_${done}`)}
                data-testid="withdraw-password-done"
              >
                {t('profile.withdraw.done_text')}
              </Notice>
            ) : null}
            <div>
              <Button
                type="submit"
                loading={submitting}
                block={layout === 'mobile'}
                data-testid="withdraw-password-submit"
              >
                {hasPassword ? t('profile.withdraw.submit_change') : t('profile.withdraw.submit_set')}
              </Button>
            </div>
          </form>
        )}
      </Form>
    </SecurityCard>
  );
}
