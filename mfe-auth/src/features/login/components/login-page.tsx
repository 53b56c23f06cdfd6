import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { bus, useBusValue } from '@site/shared/bus';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { announceLogin } from '../api/login';
import { BrandHeader } from './brand-header';
import { LoginForm } from './login-form';
import { SecureNote } from './secure-note';

/**
 * The login as a page (./App's root route): what mobile uses instead of the dialog, and what the
 * standalone harness shows. After a login the shell is asked to go home.
 */
export function LoginPage({ siteConfig, layout, footer }: RemoteProps & { footer?: ReactNode }) {
  const theme = useTheme();
  const t = useT('auth');
  const session = useBusValue('session:changed');
  const mobile = layout === 'mobile';

  return (
    <main
      css={{
        display: 'flex',
        justifyContent: 'center',
        padding: mobile ? 0 : theme.space(10, 4),
        minHeight: mobile ? '100%' : undefined,
      }}
    >
      <section
        aria-label={t('dialog_label', { brand: siteConfig.brand.name })}
        css={{
          width: '100%',
          maxWidth: mobile ? '100%' : 420,
          overflow: 'hidden',
          background: theme.gradients.surface,
          border: mobile ? 0 : `1px solid ${theme.colors.borderStrong}`,
          borderRadius: mobile ? 0 : theme.radii.lg,
          boxShadow: mobile ? undefined : theme.shadows.lg,
        }}
      >
        <BrandHeader siteConfig={siteConfig} />
        <div css={{ padding: theme.space(5) }}>
          {session?.status === 'member' ? (
            <p role="status" css={{ margin: 0, textAlign: 'center', color: theme.colors.textMuted }}>
              {t('already_logged_in', { account: session.member.member_account })}
            </p>
          ) : (
            <LoginForm
              siteConfig={siteConfig}
              footer={footer}
              onSuccess={(data) => {
                announceLogin(data);
                bus.emit('nav:navigate', { to: '/' });
              }}
            />
          )}
          <SecureNote />
        </div>
      </section>
    </main>
  );
}
