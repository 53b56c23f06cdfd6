import { useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import { describeFailure } from '@site/shared/api';
import { PASSWORD_LENGTH } from '@site/shared/constants';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, PasswordField, toast } from '@site/shared/ui';
import { RESET_FAILURE, useResetPassword } from '../api/verify-reset';
import { validateNewPassword, type NewPasswordValues } from '../lib/validate';
import { ViewAlert } from '../../../components/view-alert';

export interface NewPasswordFormProps {
  account: string;
  /** The token of vx/verify (15 minutes, single use). */
  token: string;
  labelledBy: string;
  /** The password is set (signup.verify_success shown): log in with it. */
  onDone: (account: string) => void;
  /** Back to the verification (the token expired, or the member wants to start over). */
  onReverify: () => void;
}

const INITIAL: NewPasswordValues = { password: '', check_password: '' };

/** The second step of a reset (SPEC §5 new password for reset, §7 vx/reset, §8 reset codes). */
export function NewPasswordForm({ account, token, labelledBy, onDone, onReverify }: NewPasswordFormProps) {
  const theme = useTheme();
  const t = useT('auth');
  const reset = useResetPassword();

  const onSubmit = async (values: NewPasswordValues) => {
    try {
      await reset.mutateAsync({ account, password: values.password, token });
    } catch {
      // Shown above the fields from the mutation's error.
      return;
    }
    toast.success('signup.verify_success');
    onDone(account);
  };

  const failure = reset.isError ? translateFailure(describeFailure(reset.error, RESET_FAILURE)) : null;
  const shown = (meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }) =>
    (meta.touched || meta.submitFailed) && typeof meta.error === 'string' && meta.error ? t(meta.error) : undefined;

  return (
    <Form<NewPasswordValues>
      onSubmit={onSubmit}
      initialValues={INITIAL}
      validate={validateNewPassword}
      render={({ handleSubmit, submitting }) => (
        <form
          noValidate
          onSubmit={(event) => void handleSubmit(event)}
          aria-labelledby={labelledBy}
          css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
        >
          {failure ? <ViewAlert data-testid="reset-error">{failure}</ViewAlert> : null}
          {/* Lets password managers store the new password under the right account. */}
          <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
          <Field<string> name="password">
            {({ input, meta }) => (
              <PasswordField
                {...input}
                label={t('login_paths.reset.password_label')}
                hint={t('login_paths.reset.password_hint')}
                maxLength={PASSWORD_LENGTH.max}
                autoComplete="new-password"
                error={shown(meta)}
              />
            )}
          </Field>
          <Field<string> name="check_password">
            {({ input, meta }) => (
              <PasswordField
                {...input}
                label={t('login_paths.reset.confirm_label')}
                maxLength={PASSWORD_LENGTH.max}
                showCount={false}
                autoComplete="new-password"
                error={shown(meta)}
              />
            )}
          </Field>
          <Button
            type="submit"
            size="lg"
            block
            loading={submitting}
            aria-label={submitting ? t('login_paths.reset.submitting') : undefined}
            css={{ marginTop: theme.space(1) }}
          >
            {t('login_paths.reset.submit')}
          </Button>
          <Button variant="ghost" size="sm" onClick={onReverify} disabled={submitting} css={{ alignSelf: 'center' }}>
            {t('login_paths.reset.verify_again')}
          </Button>
        </form>
      )}
    />
  );
}
