import type { ReactNode } from 'react';
import { bus } from '@site/shared/bus';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { AuthPageFrame } from '../../../components/auth-page-frame';
import { announceLogin } from '../api/login';
import { BrandHeader } from './brand-header';
import { LoginForm } from './login-form';
import { SecureNote } from './secure-note';

/**
 * The login as a page (./App's root route): what mobile uses instead of the dialog, and what the
 * standalone harness shows. After a login the shell is asked to go home.
 */
export function LoginPage({ siteConfig, layout, footer }: RemoteProps & { footer?: ReactNode }) {
  const t = useT('auth');
  return (
    <AuthPageFrame
      label={t('dialog_label', { brand: siteConfig.brand.name })}
      mobile={layout === 'mobile'}
      width={420}
      header={<BrandHeader siteConfig={siteConfig} />}
      loggedIn={(account) => t('already_logged_in', { account })}
      footer={<SecureNote />}
    >
      <LoginForm
        siteConfig={siteConfig}
        footer={footer}
        onSuccess={(data) => {
          announceLogin(data);
          bus.emit('nav:navigate', { to: '/' });
        }}
      />
    </AuthPageFrame>
  );
}
