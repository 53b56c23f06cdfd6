import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import type { FormApi } from 'final-form';
import { ACCOUNT_LENGTH, CAPTCHA_TYPE, PASSWORD_LENGTH } from '@site/shared/constants';
import type { LoginResponse, SiteConfig } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, PasswordField, TextField } from '@site/shared/ui';
import { useCaptcha, type UseCaptchaResult } from '../api/get-captcha';
import { loginNextStepOf, useLogin, type LoginFormValues, type LoginNextStep } from '../api/login';
import { describeLoginFailure } from '../../../lib/login-failure';
import { validateLogin } from '../lib/validate-login';
import { CaptchaAdornment } from './captcha-adornment';
import { CaptchaAlternative } from './captcha-alternative';
import { FormAlert, type FormAlertTone } from './form-alert';

const INITIAL_VALUES: LoginFormValues = { account: '', password: '', answer: '' };

/** A message shown above the fields until the member submits (a password just reset, a login to redo). */
export interface LoginNotice {
  tone: FormAlertTone;
  text: string;
}

export interface LoginFormProps {
  siteConfig: SiteConfig;
  /** Called with the session after a successful login; the caller hands it on (announceLogin, a popup's opener). */
  onSuccess: (data: LoginResponse) => void;
  autoFocus?: boolean;
  /** Under the submit button: the register link. */
  footer?: ReactNode;
  /** Shows the "Forgot password?" link; called with the account typed so far. */
  onForgotPassword?: (account: string) => void;
  /** A login answered with a next step (SPEC §8 107, 802): the caller moves to its view. */
  onNextStep?: (step: LoginNextStep, account: string) => void;
  /** Any other refused login, after it is shown (the popup login reports it to its opener). */
  onFailure?: (error: unknown) => void;
  /** A captcha shared with the views that follow the login; by default the form has its own. */
  captcha?: UseCaptchaResult;
  initialAccount?: string;
  notice?: LoginNotice | null;
}

/**
 * The login form of SPEC §4/§5/§8: account, password and captcha; the first failing rule shown;
 * on failure the server's code mapped to its message, the answer cleared and a new captcha loaded.
 */
export function LoginForm({
  siteConfig,
  onSuccess,
  autoFocus = false,
  footer,
  onForgotPassword,
  onNextStep,
  onFailure,
  captcha: sharedCaptcha,
  initialAccount = '',
  notice = null,
}: LoginFormProps) {
  const theme = useTheme();
  const t = useT('auth');
  const ownCaptcha = useCaptcha({ type: CAPTCHA_TYPE.login, siteId: siteConfig.site_id });
  const captcha = sharedCaptcha ?? ownCaptcha;
  const submitLogin = useLogin({ siteId: siteConfig.site_id });
  const { refresh } = captcha;
  const [noticeShown, setNoticeShown] = useState(true);
  const initialValues = useMemo(() => ({ ...INITIAL_VALUES, account: initialAccount }), [initialAccount]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const onSubmit = async (values: LoginFormValues, form: FormApi<LoginFormValues>) => {
    setNoticeShown(false);
    try {
      const data = await submitLogin.mutateAsync({ values, captchaToken: captcha.captcha?.token ?? '' });
      onSuccess(data);
      return;
    } catch (error) {
      const next = onNextStep ? loginNextStepOf(error) : null;
      if (next && onNextStep) {
        // The next view takes over, with a captcha of its own loading as it opens.
        onNextStep(next, values.account.trim());
        return;
      }
      onFailure?.(error);
    }
    // SPEC §8: after a failure the captcha answer is cleared and a new captcha loaded (a captcha
    // token is good for one try).
    form.batch(() => {
      form.change('answer', '');
      form.resetFieldState('answer');
    });
    void refresh();
  };

  const failureText = submitLogin.isError ? translateFailure(describeLoginFailure(submitLogin.error)) : null;

  return (
    <Form<LoginFormValues>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={validateLogin}
      render={({ handleSubmit, submitting, form }) => (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-label={t('title')}
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
        >
          {failureText ? (
            <FormAlert data-testid="login-error">{failureText}</FormAlert>
          ) : notice && noticeShown ? (
            <FormAlert tone={notice.tone} data-testid="login-notice">
              {notice.text}
            </FormAlert>
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
                adornment={<CaptchaAdornment captcha={captcha} formBusy={submitting} />}
              />
            )}
          </Field>
          <CaptchaAlternative captcha={captcha} onSolved={(answer) => form.change('answer', answer)} />

          {onForgotPassword ? (
            <div css={{ display: 'flex', justifyContent: 'flex-end', marginTop: theme.space(-1) }}>
              <button
                type="button"
                onClick={() => onForgotPassword(form.getState().values.account?.trim() ?? '')}
                data-testid="forgot-password"
                css={{
                  padding: theme.space(1, 0),
                  border: 0,
                  background: 'none',
                  color: theme.colors.primary,
                  fontSize: theme.fontSizes.sm,
                  fontWeight: theme.fontWeights.medium,
                  textDecoration: 'underline',
                  textUnderlineOffset: 3,
                  cursor: 'pointer',
                  '&:hover': { color: theme.colors.primaryHover },
                  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
                }}
              >
                {t('login_paths.forgot_password')}
              </button>
            </div>
          ) : null}

          <Button
            type="submit"
            size="lg"
            block
            loading={submitting}
            disabled={submitting}
            // The kit hides a busy button's text behind its spinner: keep the name for assistive tech.
            aria-label={submitting ? t('submitting') : t('submit')}
            css={{ marginTop: theme.space(onForgotPassword ? 0 : 2) }}
          >
            {submitting ? t('submitting') : t('submit')}
          </Button>

          {footer ? <div css={{ textAlign: 'center', fontSize: theme.fontSizes.sm }}>{footer}</div> : null}
        </form>
      )}
    />
  );
}

const fieldError = (key: unknown, t: (k: string) => string): string | undefined =>
  typeof key === 'string' && key ? t(key) : undefined;
