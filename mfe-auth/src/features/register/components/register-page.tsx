import { useTheme } from '@emotion/react';
import { bus, useBusValue } from '@site/shared/bus';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import type { RegisterCaptchaKit } from '../lib/captcha-kit';
import { RegisterForm } from './register-form';
import { RegisterHeader } from './register-header';
import { SwitchLink } from './switch-link';

/**
 * The sign-up as a full page (/register, SPEC §2): the same form as the dialog. After a
 * registration the shell is asked to go home.
 */
export function RegisterPage({ siteConfig, layout, captcha }: RemoteProps & { captcha: RegisterCaptchaKit }) {
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
        aria-label={t('register.dialog_label', { brand: siteConfig.brand.name })}
        css={{
          width: '100%',
          maxWidth: mobile ? '100%' : 760,
          overflow: 'hidden',
          background: theme.gradients.surface,
          border: mobile ? 0 : `1px solid ${theme.colors.borderStrong}`,
          borderRadius: mobile ? 0 : theme.radii.lg,
          boxShadow: mobile ? undefined : theme.shadows.lg,
        }}
      >
        <RegisterHeader siteConfig={siteConfig} />
        <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), padding: theme.space(5) }}>
          {session?.status === 'member' ? (
            <p role="status" css={{ margin: 0, textAlign: 'center', color: theme.colors.textMuted }}>
              {t('register.already_logged_in', { account: session.member.member_account })}
            </p>
          ) : (
            <>
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
            </>
          )}
        </div>
      </section>
    </main>
  );
}
