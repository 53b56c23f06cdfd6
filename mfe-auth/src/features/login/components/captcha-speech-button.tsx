import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import { speakCaptcha, speechSynthesisOf } from '../lib/speak-captcha';

/**
 * A non-visual alternative to the captcha picture (WCAG 2.2 SC 3.3.8): the same challenge read
 * aloud with the browser's speech synthesis. Shown only when the browser can speak and the text of
 * the challenge is known to the page.
 */
export function CaptchaSpeechButton({ text }: { text?: string | null }) {
  const theme = useTheme();
  const t = useT('auth');
  const synth = speechSynthesisOf();
  if (!text || !synth) return null;
  const label = t('login_paths.captcha_listen');

  return (
    <button
      type="button"
      onClick={() => speakCaptcha(text, t.i18n.language, synth)}
      aria-label={label}
      title={label}
      data-testid="captcha-listen"
      css={{
        display: 'grid',
        placeItems: 'center',
        flex: '0 0 auto',
        width: 36,
        height: 36,
        border: 0,
        borderRadius: theme.radii.sm,
        background: 'transparent',
        color: theme.colors.textMuted,
        cursor: 'pointer',
        '&:hover': { color: theme.colors.primaryHover, background: 'rgba(255, 255, 255, 0.05)' },
        '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}` },
      }}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="20"
        height="20"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M11 5 6 9H3v6h3l5 4V5Z" />
        <path d="M15.5 8.5a5 5 0 0 1 0 7" />
        <path d="M18.5 5.5a9 9 0 0 1 0 13" />
      </svg>
    </button>
  );
}
