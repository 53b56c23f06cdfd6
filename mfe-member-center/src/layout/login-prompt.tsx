import { useTheme } from '@emotion/react';
import { bus } from '@site/shared/bus';
import { useT } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';

/** What a logged-out visitor sees at /user: a prompt that opens the login dialog (mfe_auth). */
export function LoginPrompt() {
  const theme = useTheme();
  const t = useT('member');
  return (
    <section
      data-testid="member-login-prompt"
      aria-labelledby="member-login-prompt-title"
      css={{
        maxWidth: 480,
        margin: `${theme.space(12)} auto`,
        padding: theme.space(10, 6),
        textAlign: 'center',
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.borderStrong}`,
        borderRadius: theme.radii.lg,
        boxShadow: theme.shadows.lg,
      }}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="56"
        height="56"
        viewBox="0 0 24 24"
        fill="none"
        stroke={theme.colors.primary}
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
      </svg>
      <h1 id="member-login-prompt-title" css={{ margin: theme.space(4, 0, 2), fontSize: theme.fontSizes.xl }}>
        {t('login_prompt.title')}
      </h1>
      <p css={{ margin: theme.space(0, 0, 6), color: theme.colors.textMuted }}>{t('login_prompt.text')}</p>
      <Button size="lg" onClick={() => bus.emit('modal:open', { name: 'login' })}>
        {t('login_prompt.button')}
      </Button>
    </section>
  );
}
