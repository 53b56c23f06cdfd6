import { bus } from '@site/shared/bus';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { AuthPageFrame } from '../../../components/auth-page-frame';
import type { RegisterCaptchaKit } from '../lib/captcha-kit';
import { RegisterForm } from './register-form';
import { RegisterHeader } from './register-header';
import { SwitchLink } from './switch-link';

/**
 * The sign-up as a full page (/register, SPEC §2): the same form as the dialog. After a
 * registration the shell is asked to go home.
 */
export function RegisterPage({ siteConfig, layout, captcha }: RemoteProps & { captcha: RegisterCaptchaKit }) {
  const t = useT('auth');
  const mobile = layout === 'mobile';
  return (
    <AuthPageFrame
      label={t('register.dialog_label', { brand: siteConfig.brand.name })}
      mobile={mobile}
      width={760}
      header={<RegisterHeader siteConfig={siteConfig} />}
      loggedIn={(account) => t('register.already_logged_in', { account })}
    >
      <RegisterForm
        siteConfig={siteConfig}
        captcha={captcha}
        columns={mobile ? 1 : 2}
        onSuccess={() => bus.emit('nav:navigate', { to: '/' })}
      />
      <SwitchLink
        question={t('register.have_account')}
        action={t('register.login_link')}
        onClick={() => bus.emit('modal:open', { name: 'login' })}
      />
    </AuthPageFrame>
  );
}
