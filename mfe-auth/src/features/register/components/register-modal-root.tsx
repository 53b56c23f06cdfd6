import { useTheme } from '@emotion/react';
import { bus } from '@site/shared/bus';
import type { ModalProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { CloseIcon, Modal } from '@site/shared/ui';
import type { RegisterCaptchaKit } from '../lib/captcha-kit';
import { RegisterForm } from './register-form';
import { RegisterHeader } from './register-header';
import { SwitchLink } from './switch-link';

/** Wide enough for two columns of fields on desktop. */
const DIALOG_WIDTH = 760;

/**
 * The sign-up dialog (MODALS.register), mounted by the shell's modal host as a parcel: wide on
 * desktop, a full-screen sheet on a phone. Every way of closing it (Escape, backdrop, the close
 * button, a registration, the switch to the login) calls the host's onClose.
 */
export function RegisterModalRoot(props: ModalProps & { captcha: RegisterCaptchaKit }) {
  const theme = useTheme();
  const t = useT('auth');
  const { siteConfig, onClose, layout, captcha } = props;

  return (
    <Modal
      open
      onClose={onClose}
      ariaLabel={t('register.dialog_label', { brand: siteConfig.brand.name })}
      hideCloseButton
      width={DIALOG_WIDTH}
      data-testid="register-modal"
      css={{
        [mq.mobile]: { height: '100dvh', maxHeight: '100dvh', borderRadius: 0, border: 0 },
      }}
    >
      {/* The kit pads the dialog's content; the header bleeds to the edges over that padding. */}
      <div css={{ position: 'relative', margin: '-8px -20px 20px' }}>
        <RegisterHeader siteConfig={siteConfig} />
        <button
          type="button"
          onClick={onClose}
          aria-label={t('register.close')}
          css={{
            position: 'absolute',
            top: 12,
            right: 12,
            display: 'grid',
            placeItems: 'center',
            width: 36,
            height: 36,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: '50%',
            background: 'rgba(0, 0, 0, 0.25)',
            color: theme.colors.textMuted,
            cursor: 'pointer',
            transition: `all ${theme.motion.normal}`,
            '&:hover': { color: theme.colors.primary, borderColor: theme.colors.primary, transform: 'rotate(90deg)' },
            '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
          }}
        >
          <CloseIcon size={16} />
        </button>
      </div>
      <RegisterForm
        siteConfig={siteConfig}
        captcha={captcha}
        onSuccess={onClose}
        columns={layout === 'mobile' ? 1 : 2}
      />
      <div css={{ marginTop: theme.space(4) }}>
        <SwitchLink
          question={t('register.have_account')}
          action={t('register.login_link')}
          onClick={() => {
            onClose();
            bus.emit('modal:open', { name: 'login' });
          }}
        />
      </div>
    </Modal>
  );
}
