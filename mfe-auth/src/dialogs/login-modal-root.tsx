import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { ModalProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { CloseIcon, Modal } from '@site/shared/ui';
import { announceLogin, BrandHeader, SecureNote } from '../features/login';
import { LoginFlow } from './login-flow';

/**
 * The login dialog (MODALS.login), mounted by the shell's modal host as a parcel. It is open for as
 * long as it is mounted; every way of closing it (Escape, backdrop, the close button, a session from
 * the login or its double validation) calls the host's onClose, which unmounts it.
 */
export function LoginModalRoot(props: ModalProps & { footer?: ReactNode }) {
  const theme = useTheme();
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
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          css={{
            position: 'absolute',
            top: 12,
            right: 12,
            display: 'grid',
            placeItems: 'center',
            width: 32,
            height: 32,
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
