import { useTheme } from '@emotion/react';
import { bus } from '@site/shared/bus';
import type { ModalProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Modal } from '@site/shared/ui';
import { CornerCloseButton } from '../../../components/brand-parts';
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
        <CornerCloseButton label={t('register.close')} onClick={onClose} size={36} />
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
