import type { ReactNode } from 'react';
import type { ModalProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Modal } from '@site/shared/ui';
import { announceLogin, BrandHeader, SecureNote } from '../features/login';
import { CornerCloseButton } from '../components/brand-parts';
import { LoginFlow } from './login-flow';

/**
 * The login dialog (MODALS.login), mounted by the shell's modal host as a parcel. It is open for as
 * long as it is mounted; every way of closing it (Escape, backdrop, the close button, a session from
 * the login or its double validation) calls the host's onClose, which unmounts it.
 */
export function LoginModalRoot(props: ModalProps & { footer?: ReactNode }) {
  const t = useT('auth');
  const { siteConfig, onClose, footer } = props;

  return (
    <Modal
      open
      onClose={onClose}
      ariaLabel={t('dialog_label', { brand: siteConfig.brand.name })}
      hideCloseButton
      width={420}
      data-testid="login-modal"
    >
      {/* The kit pads the dialog's content; the header bleeds to the edges over that padding. */}
      <div css={{ position: 'relative', margin: '-8px -20px 20px' }}>
        <BrandHeader siteConfig={siteConfig} />
        <CornerCloseButton label={t('close')} onClick={onClose} size={32} />
      </div>
      <LoginFlow
        siteConfig={siteConfig}
        footer={footer}
        onLoggedIn={(data) => {
          announceLogin(data);
          onClose();
        }}
      />
      <SecureNote />
    </Modal>
  );
}
