import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';
import type { UseCaptchaResult } from '../api/get-captcha';

/**
 * The server's captcha picture as a button: a click asks for a new one. The button stays enabled
 * during a request or the code-101 wait so that a click is simply refused (useCaptcha's guard)
 * rather than lost to a disabled control; aria-busy tells assistive tech it is working.
 * `formBusy`: the login request is running, and its captcha token must not change under it.
 */
export function CaptchaImage({
  captcha,
  status,
  waiting,
  refresh,
  formBusy = false,
}: UseCaptchaResult & { formBusy?: boolean }) {
  const theme = useTheme();
  const t = useT('auth');
  const loading = status === 'loading';
  const label = waiting ? t('captcha_wait') : t('captcha_refresh');

  return (
    <button
      type="button"
      onClick={() => {
        if (!formBusy) void refresh();
      }}
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      data-testid="captcha-refresh"
      css={{
        position: 'relative',
        flex: '0 0 auto',
        width: 112,
        height: 44,
        padding: 0,
        overflow: 'hidden',
        borderRadius: theme.radii.md,
        border: `1px solid ${theme.colors.borderStrong}`,
        background: '#f7f3e8',
        cursor: waiting || loading || formBusy ? 'progress' : 'pointer',
        transition: `box-shadow ${theme.motion.normal} ${theme.motion.easing}`,
        '&:hover': { boxShadow: theme.shadows.glow },
        '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      }}
    >
      {captcha ? (
        <img
          src={captcha.captcha}
          alt={t('captcha_alt')}
          draggable={false}
          css={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', opacity: loading ? 0.35 : 1 }}
        />
      ) : status === 'error' ? (
        <span css={{ fontSize: theme.fontSizes.xs, color: '#5b4a1a', padding: theme.space(0, 2) }}>
          {t('captcha_error')}
        </span>
      ) : null}
      {loading || (!captcha && status === 'idle') ? (
        <span css={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Spinner size={18} label={t('captcha_loading')} />
        </span>
      ) : null}
    </button>
  );
}
