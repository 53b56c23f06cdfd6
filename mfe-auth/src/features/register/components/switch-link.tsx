import { useTheme } from '@emotion/react';

/** "Question? Action" under a form: the action is a text button in the brand colour. */
export function SwitchLink({ question, action, onClick }: { question: string; action: string; onClick: () => void }) {
  const theme = useTheme();
  return (
    <p
      css={{
        margin: 0,
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'center',
        gap: theme.space(1),
        fontSize: theme.fontSizes.sm,
        color: theme.colors.textMuted,
      }}
    >
      <span>{question}</span>
      <button
        type="button"
        onClick={onClick}
        css={{
          padding: 0,
          border: 0,
          background: 'none',
          font: 'inherit',
          fontWeight: theme.fontWeights.bold,
          color: theme.colors.primary,
          cursor: 'pointer',
          textDecoration: 'underline',
          textUnderlineOffset: 3,
          '&:hover': { color: theme.colors.primaryHover },
          '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        }}
      >
        {action}
      </button>
    </p>
  );
}
