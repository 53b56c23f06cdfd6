import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';

/** A quiet line under the form: the connection is secured, play responsibly. */
export function SecureNote() {
  const theme = useTheme();
  const t = useT('auth');
  return (
    <p
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space(1.5),
        margin: theme.space(4, 0, 0),
        fontSize: theme.fontSizes.xs,
        color: theme.colors.textSubtle,
      }}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        width="14"
        height="14"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <rect x="4" y="11" width="16" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </svg>
      {t('secure_note')}
    </p>
  );
}
