import { useEffect } from 'react';
import { useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ACCOUNT_LENGTH, CAPTCHA_TYPE, PASSWORD_LENGTH } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';
import { describeFailure } from '@site/shared/api';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, PasswordField, TextField, toast } from '@site/shared/ui';
import { useCaptcha } from '../api/get-captcha';
import { LOGIN_FAILURE, useLogin, type LoginFormValues } from '../api/login';
import { validateLogin } from '../lib/validate-login';
import { CaptchaImage } from './captcha-image';

const INITIAL_VALUES: LoginFormValues = { account: '', password: '', answer: '' };

export interface LoginFormProps {
  siteConfig: SiteConfig;
  /** Called after a successful login, once the shell has been told (the dialog closes). */
  onSuccess: () => void;
  autoFocus?: boolean;
}

/**
 * The login form of SPEC §4/§5/§8: account, password and captcha; the first failing rule shown;
 * on failure the server's code mapped to its message, the answer cleared and a new captcha loaded.
 */
export function LoginForm({ siteConfig, onSuccess, autoFocus = false }: LoginFormProps) {
  const theme = useTheme();
  const t = useT('auth');
  const captcha = useCaptcha({ type: CAPTCHA_TYPE.login, siteId: siteConfig.site_id });
  const submitLogin = useLogin({ siteId: siteConfig.site_id });
  const { refresh } = captcha;

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const onSubmit = async (values: LoginFormValues, form: FormApi<LoginFormValues>) => {
    try {
      await submitLogin.mutateAsync({ values, captchaToken: captcha.captcha?.token ?? '' });
      toast('success', 'auth:login_success');
      onSuccess();
      return;
    } catch {
      // The failure is the mutation's error, shown above the fields.
    }
    // SPEC §8: after a failure the captcha answer is cleared and a new captcha loaded (a captcha
    // token is good for one try).
    form.batch(() => {
      form.change('answer', '');
      form.resetFieldState('answer');
    });
    void refresh();
  };

  const failureText = submitLogin.isError ? translateFailure(describeFailure(submitLogin.error, LOGIN_FAILURE)) : null;

  return (
    <Form<LoginFormValues>
      onSubmit={onSubmit}
      initialValues={INITIAL_VALUES}
      validate={validateLogin}
      render={({ handleSubmit, submitting }) => (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-label={t('title')}
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
        >
          {failureText ? (
            <div
              role="alert"
              data-testid="login-error"
              css={{
                display: 'flex',
                gap: theme.space(2),
                alignItems: 'flex-start',
                padding: theme.space(2.5, 3),
                borderRadius: theme.radii.md,
                fontSize: theme.fontSizes.sm,
                color: theme.colors.text,
                background: `${theme.colors.danger}1f`,
                border: `1px solid ${theme.colors.danger}66`,
              }}
            >
              <span aria-hidden="true" css={{ color: theme.colors.danger, fontWeight: theme.fontWeights.black }}>
                !
              </span>
              <span>{failureText}</span>
            </div>
          ) : null}

          <Field<string> name="account">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={t('account_label')}
                placeholder={t('account_placeholder')}
                maxLength={ACCOUNT_LENGTH.max}
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                // The login dialog opens to type an account: its first field takes the focus (WAI-ARIA dialog pattern).
                // eslint-disable-next-line jsx-a11y/no-autofocus
                autoFocus={autoFocus}
                error={meta.touched || meta.submitFailed ? fieldError(meta.error, t) : undefined}
              />
            )}
          </Field>

          <Field<string> name="password">
            {({ input, meta }) => (
              <PasswordField
                {...input}
                label={t('password_label')}
                placeholder={t('password_placeholder')}
                maxLength={PASSWORD_LENGTH.max}
                showCount={false}
                autoComplete="current-password"
                error={meta.touched || meta.submitFailed ? fieldError(meta.error, t) : undefined}
              />
            )}
          </Field>

          <Field<string> name="answer">
            {({ input, meta }) => (
              <TextField
                {...input}
                label={t('captcha_label')}
                placeholder={captcha.captcha?.placeholder || t('captcha_placeholder')}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                inputMode="text"
                error={meta.touched || meta.submitFailed ? fieldError(meta.error, t) : undefined}
                adornment={<CaptchaImage {...captcha} formBusy={submitting} />}
              />
            )}
          </Field>

          <Button
            type="submit"
            size="lg"
            block
            loading={submitting}
            disabled={submitting}
            // The kit hides a busy button's text behind its spinner: keep the name for assistive tech.
            aria-label={submitting ? t('submitting') : t('submit')}
            css={{ marginTop: theme.space(2) }}
          >
            {submitting ? t('submitting') : t('submit')}
          </Button>
        </form>
      )}
    />
  );
}

const fieldError = (key: unknown, t: (k: string) => string): string | undefined =>
  typeof key === 'string' && key ? t(key) : undefined;
