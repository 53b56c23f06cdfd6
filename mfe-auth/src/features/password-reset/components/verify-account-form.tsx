import { useEffect, useMemo } from 'react';
import { useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { describeFailure } from '@site/shared/api';
import { ACCOUNT_LENGTH } from '@site/shared/constants';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, TextField, WithdrawPasswordBoxes } from '@site/shared/ui';
import { useVerifyAccount, VERIFY_FAILURE } from '../api/verify-reset';
import { EMPTY_WITHDRAW_PASSWORD, validateVerifyAccount, type VerifyAccountValues } from '../lib/validate';
import type { CaptchaSlot } from '../../../components/captcha-slot';
import { VerifyMethodSwitch } from './verify-method-switch';
import { ViewAlert } from '../../../components/view-alert';

export interface VerifyAccountFormProps {
  siteId: number;
  /** The account: fixed after a login's 802; typed (and prefilled) on the forgot-password path. */
  account: string;
  askAccount: boolean;
  captcha: CaptchaSlot;
  labelledBy: string;
  onVerified: (result: { account: string; token: string }) => void;
  onBack: () => void;
}

/**
 * The first step of a reset (SPEC §5 transfer verification, §7 vx/verify): the withdraw password
 * in four boxes, the phone or the email of the account, and the captcha.
 */
export function VerifyAccountForm({
  siteId,
  account,
  askAccount,
  captcha,
  labelledBy,
  onVerified,
  onBack,
}: VerifyAccountFormProps) {
  const theme = useTheme();
  const t = useT('auth');
  const verify = useVerifyAccount();
  const { refresh } = captcha;
  const initialValues = useMemo<VerifyAccountValues>(
    () => ({
      account,
      withdraw_password: EMPTY_WITHDRAW_PASSWORD,
      method: 'phone',
      member_phone: '',
      member_email: '',
      captcha: '',
    }),
    [account],
  );

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const onSubmit = async (values: VerifyAccountValues, form: FormApi<VerifyAccountValues>) => {
    const accountName = (askAccount ? values.account : account).trim();
    try {
      const { token } = await verify.mutateAsync({
        account: accountName,
        withdraw_password: values.withdraw_password,
        ...(values.method === 'email'
          ? { member_email: values.member_email.trim() }
          : { member_phone: values.member_phone.trim() }),
        site_id: siteId,
        captcha_token: captcha.token,
        answer: values.captcha.trim(),
      });
      onVerified({ account: accountName, token });
      return;
    } catch {
      // Shown above the fields from the mutation's error.
    }
    // The platform used the captcha up whatever the answer: a new one for the next try.
    form.batch(() => {
      form.change('captcha', '');
      form.resetFieldState('captcha');
    });
    void refresh();
  };

  const failure = verify.isError ? translateFailure(describeFailure(verify.error, VERIFY_FAILURE)) : null;
  const shown = (meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }) =>
    (meta.touched || meta.submitFailed) && typeof meta.error === 'string' && meta.error ? t(meta.error) : undefined;

  return (
    <Form<VerifyAccountValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => validateVerifyAccount(values, askAccount)}
      render={({ handleSubmit, submitting, values, form }) => (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-labelledby={labelledBy}
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3.5) }}
        >
          {failure ? <ViewAlert data-testid="verify-error">{failure}</ViewAlert> : null}

          {askAccount ? (
            <Field<string> name="account">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  label={t('account_label')}
                  placeholder={t('account_placeholder')}
                  maxLength={ACCOUNT_LENGTH.max}
                  showCount={false}
                  autoComplete="username"
                  autoCapitalize="none"
                  autoCorrect="off"
                  spellCheck={false}
                  error={shown(meta)}
                />
              )}
            </Field>
          ) : (
            <p css={{ margin: 0, fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
              {t('account_label')}:{' '}
              <strong data-testid="verify-account" css={{ color: theme.colors.text }}>
                {account}
              </strong>
            </p>
          )}

          <Field<string> name="withdraw_password">
            {({ input, meta }) => (
              <WithdrawPasswordBoxes
                value={input.value || EMPTY_WITHDRAW_PASSWORD}
                onChange={input.onChange}
                onBlur={() => input.onBlur()}
                label={t('login_paths.verify.withdraw_password_label')}
                error={meta.submitFailed ? shown(meta) : undefined}
                disabled={submitting}
                digitLabel={(index, total) => t('login_paths.verify.withdraw_digit', { index, total })}
              />
            )}
          </Field>

          <VerifyMethodSwitch disabled={submitting} />

          {values.method === 'email' ? (
            <Field<string> name="member_email" key="email">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  autoCapitalize="none"
                  spellCheck={false}
                  maxLength={128}
                  showCount={false}
                  label={t('login_paths.verify.email_label')}
                  placeholder={t('login_paths.verify.email_placeholder')}
                  error={shown(meta)}
                />
              )}
            </Field>
          ) : (
            <Field<string> name="member_phone" key="phone">
              {({ input, meta }) => (
                <TextField
                  {...input}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="tel-national"
                  maxLength={32}
                  showCount={false}
                  label={t('login_paths.verify.phone_label')}
                  placeholder={t('login_paths.verify.phone_placeholder')}
                  error={shown(meta)}
                />
              )}
            </Field>
          )}

          <Field<string> name="captcha">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={t('captcha_label')}
                placeholder={captcha.placeholder || t('captcha_placeholder')}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                error={shown(meta)}
                adornment={captcha.adornment(Boolean(submitting))}
              />
            )}
          </Field>
          {captcha.alternative?.((answer) => form.change('captcha', answer))}

          <Button
            type="submit"
            size="lg"
            block
            loading={submitting}
            aria-label={submitting ? t('login_paths.verify.submitting') : undefined}
            css={{ marginTop: theme.space(1) }}
          >
            {t('login_paths.verify.submit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onBack} disabled={submitting} css={{ alignSelf: 'center' }}>
            {t('login_paths.back_to_login')}
          </Button>
        </form>
      )}
    />
  );
}
