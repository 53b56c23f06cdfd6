import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { FORM_ERROR, type FieldState, type FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { PASSWORD_LENGTH } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button, PasswordField } from '@site/shared/ui';
import { fieldErrors } from '@site/shared/validation';
import { FormFailure, Notice } from '../../../components/notice';
import { useChangePassword } from '../api/profile-calls';
import { passwordFailure } from '../lib/profile-failure';
import { changePasswordSchema, EMPTY_PASSWORD_VALUES, type ChangePasswordValues } from '../lib/profile-forms';
import { SecurityCard } from './security-card';

type Meta = Pick<FieldState<unknown>, 'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'>;

/**
 * Changes the login password (SPEC §7 edit_password): the current one, the new one by the
 * registration's rule (SPEC §5), its confirmation. Codes 101–104 under their fields. After a change
 * the member's other sessions end; this one stays, and says so.
 */
export function ChangePasswordForm({ currency, layout }: { currency: string; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const schema = changePasswordSchema(currency);

  const errorOf = (meta: Meta): string | undefined => {
    if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string')
      return t(meta.error, { min: PASSWORD_LENGTH.min, max: PASSWORD_LENGTH.max });
    if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
    return undefined;
  };

  const onSubmit = async (values: ChangePasswordValues, form: FormApi<ChangePasswordValues>) => {
    setDone(false);
    try {
      await change.mutateAsync(values);
      setDone(true);
      // After the submit settles, so the empty form does not show its rules as errors.
      setTimeout(() => form.restart(EMPTY_PASSWORD_VALUES));
      return undefined;
    } catch (error) {
      const failure = passwordFailure(error, t);
      return failure.field ? { [failure.field]: failure.text } : { [FORM_ERROR]: failure.text };
    }
  };

  return (
    <SecurityCard id="change-password" title={t('profile.password.heading')} text={t('profile.password.intro')}>
      <Form<ChangePasswordValues>
        onSubmit={onSubmit}
        initialValues={EMPTY_PASSWORD_VALUES}
        validate={(values) => fieldErrors(schema, values)}
        subscription={{ submitting: true }}
      >
        {({ handleSubmit, submitting }) => (
          <form
            onSubmit={(e) => void handleSubmit(e)}
            noValidate
            aria-labelledby="change-password-heading"
            data-testid="change-password-form"
            css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4) }}
          >
            {(['old_password', 'new_password', 'confirm_password'] as const).map((name) => (
              <Field<string> key={name} name={name}>
                {({ input, meta }) => (
                  <PasswordField
                    {...input}
                    id={`password-${name}`}
                    label={t(`profile.password.${name}`)}
                    autoComplete={name === 'old_password' ? 'current-password' : 'new-password'}
                    maxLength={PASSWORD_LENGTH.max}
                    showCount={false}
                    disabled={submitting}
                    error={errorOf(meta)}
                    hint={name === 'new_password' ? t('profile.password.rule') : undefined}
                  />
                )}
              </Field>
            ))}
            <FormFailure title={t('profile.password.failed')} data-testid="change-password-error" />
            {done ? (
              <Notice
                tone="success"
                role="status"
                title={t('profile.password.done_title')}
                data-testid="change-password-done"
              >
                {t('profile.password.done_text')}
              </Notice>
            ) : null}
            <div>
              <Button
                type="submit"
                loading={submitting}
                block={layout === 'mobile'}
                data-testid="change-password-submit"
              >
                {t('profile.password.submit')}
              </Button>
            </div>
          </form>
        )}
      </Form>
    </SecurityCard>
  );
}
