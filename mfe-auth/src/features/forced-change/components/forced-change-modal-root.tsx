import { useRef } from 'react';
import { useTheme } from '@emotion/react';
import { Field, Form } from 'react-final-form';
import { describeFailure } from '@site/shared/api';
import { bus, useBusEvent } from '@site/shared/bus';
import { PASSWORD_LENGTH } from '@site/shared/constants';
import type { ModalProps } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, Modal, PasswordField, toast } from '@site/shared/ui';
import { EDIT_PASSWORD_FAILURE, useEditPassword } from '../api/edit-password';
import { validateForcedChange, type ForcedChangeValues } from '../lib/validate-forced-change';

const INITIAL: ForcedChangeValues = { old_password: '', new_password: '', confirm_password: '' };

/**
 * The forced password change of a first login (SPEC §2, §5: member layout
 * first_login_to_change_password 1), the dialog MODALS.forced_password_change. It cannot be
 * dismissed: no close button, Escape and the backdrop do nothing. It ends when the password is
 * changed (the session reads the member again) or when the member logs out.
 */
export function ForcedChangeModalRoot({ onClose }: ModalProps) {
  const theme = useTheme();
  const t = useT('auth');
  const editPassword = useEditPassword();
  const wasMember = useRef(false);

  // Logging out (this dialog's button, or the session ending any other way) leaves nothing to change.
  useBusEvent('session:changed', (session) => {
    if (session.status === 'member') wasMember.current = true;
    else if (session.status === 'anonymous' && wasMember.current) onClose();
  });

  const onSubmit = async (values: ForcedChangeValues) => {
    try {
      await editPassword.mutateAsync(values);
    } catch {
      // Shown above the fields from the mutation's error.
      return;
    }
    toast.success('auth:login_paths.forced_change.success');
    // The layout still says first_login_to_change_password 1 until the session reads it again.
    bus.emit('session:member-refresh-requested', {});
    onClose();
  };

  const failure = editPassword.isError
    ? translateFailure(describeFailure(editPassword.error, EDIT_PASSWORD_FAILURE))
    : null;
  const shown = (meta: { touched?: boolean; submitFailed?: boolean; error?: unknown }) =>
    (meta.touched || meta.submitFailed) && typeof meta.error === 'string' && meta.error ? t(meta.error) : undefined;

  return (
    <Modal
      open
      onClose={() => undefined}
      closeOnBackdrop={false}
      closeOnEscape={false}
      hideCloseButton
      title={t('login_paths.forced_change.title')}
      width={420}
      data-testid="forced-change-modal"
    >
      <p css={{ margin: theme.space(0, 0, 4), fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
        {t('login_paths.forced_change.intro')}
      </p>
      <Form<ForcedChangeValues>
        onSubmit={onSubmit}
        initialValues={INITIAL}
        validate={validateForcedChange}
        render={({ handleSubmit, submitting }) => (
          <form
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
            aria-label={t('login_paths.forced_change.title')}
            css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}
          >
            {failure ? (
              <div
                role="alert"
                data-testid="forced-change-error"
                css={{
                  padding: theme.space(2.5, 3),
                  borderRadius: theme.radii.md,
                  fontSize: theme.fontSizes.sm,
                  color: theme.colors.text,
                  background: `${theme.colors.danger}1f`,
                  border: `1px solid ${theme.colors.danger}66`,
                }}
              >
                {failure}
              </div>
            ) : null}
            <Field<string> name="old_password">
              {({ input, meta }) => (
                <PasswordField
                  {...input}
                  label={t('login_paths.forced_change.old_label')}
                  autoComplete="current-password"
                  showCount={false}
                  maxLength={64}
                  error={shown(meta)}
                />
              )}
            </Field>
            <Field<string> name="new_password">
              {({ input, meta }) => (
                <PasswordField
                  {...input}
                  label={t('login_paths.forced_change.new_label')}
                  hint={t('login_paths.reset.password_hint')}
                  autoComplete="new-password"
                  maxLength={PASSWORD_LENGTH.max}
                  error={shown(meta)}
                />
              )}
            </Field>
            <Field<string> name="confirm_password">
              {({ input, meta }) => (
                <PasswordField
                  {...input}
                  label={t('login_paths.forced_change.confirm_label')}
                  autoComplete="new-password"
                  showCount={false}
                  maxLength={PASSWORD_LENGTH.max}
                  error={shown(meta)}
                />
              )}
            </Field>
            <div
              css={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: theme.space(3),
                marginTop: theme.space(2),
                '& > *': { flex: '1 1 160px' },
              }}
            >
              <Button
                variant="secondary"
                size="lg"
                disabled={submitting}
                onClick={() => bus.emit('session:logout-requested', { reason: 'user' })}
              >
                {t('login_paths.forced_change.logout')}
              </Button>
              <Button
                type="submit"
                size="lg"
                loading={submitting}
                aria-label={submitting ? t('login_paths.forced_change.submitting') : undefined}
              >
                {t('login_paths.forced_change.submit')}
              </Button>
            </div>
          </form>
        )}
      />
    </Modal>
  );
}
