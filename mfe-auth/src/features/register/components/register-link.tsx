import { bus } from '@site/shared/bus';
import { useT } from '@site/shared/i18n';
import { SwitchLink } from './switch-link';

/** "No account? Sign up" for the login form: closes the login dialog and opens the sign-up dialog. */
export function RegisterLink() {
  const t = useT('auth');
  return (
    <SwitchLink
      question={t('register.no_account')}
      action={t('register.signup_link')}
      onClick={() => {
        bus.emit('modal:close', { name: 'login' });
        bus.emit('modal:open', { name: 'register' });
      }}
    />
  );
}
