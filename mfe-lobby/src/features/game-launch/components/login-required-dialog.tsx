import { MESSAGE_KEYS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { Button, Modal } from '@site/shared/ui';

export interface LoginRequiredDialogProps {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC §5: the confirm a visitor gets before a game ('proxy.please_login_title'); OK opens the login dialog. */
export function LoginRequiredDialog({ open, onConfirm, onCancel }: LoginRequiredDialogProps) {
  const t = useT('lobby');
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t(MESSAGE_KEYS.pleaseLogin)}
      width={400}
      data-testid="login-required-dialog"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            {t('login_required.cancel')}
          </Button>
          <Button variant="primary" onClick={onConfirm}>
            {t('login_required.confirm')}
          </Button>
        </>
      }
    >
      <p style={{ margin: 0 }}>{t('login_required.message')}</p>
    </Modal>
  );
}
