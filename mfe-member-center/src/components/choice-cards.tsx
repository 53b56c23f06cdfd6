import type { ReactNode } from 'react';
import { useTheme, type Theme } from '@emotion/react';

/**
 * A radio group drawn as cards (deposit channels, withdrawal accounts): the question as the
 * fieldset's legend, the cards (`children`: labels wrapping a visually hidden radio, styled with
 * `choiceCard`), and the error said after them and tied to the group.
 */
export function ChoiceCards({
  legend,
  error,
  errorId,
  children,
}: {
  legend: string;
  error?: string;
  errorId: string;
  children: ReactNode;
}) {
  const theme = useTheme();
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      css={{
        margin: 0,
        padding: 0,
        border: 0,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(2.5),
      }}
    >
      <legend
        css={{
          padding: 0,
          marginBottom: theme.space(2.5),
          fontSize: theme.fontSizes.sm,
          fontWeight: theme.fontWeights.medium,
          color: theme.colors.textMuted,
        }}
      >
        {legend}
      </legend>
      {children}
      {error ? (
        <span id={errorId} role="alert" css={{ fontSize: theme.fontSizes.sm, color: theme.colors.danger }}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** One card of a ChoiceCards group: raised and outlined in the brand colour when it is the choice. */
export const choiceCard = (theme: Theme, selected: boolean) => ({
  padding: theme.space(4),
  borderRadius: theme.radii.md,
  background: selected
    ? `linear-gradient(135deg, ${theme.colors.primary}2e 0%, transparent 80%), ${theme.colors.surfaceRaised}`
    : theme.gradients.surface,
  border: `1px solid ${selected ? theme.colors.primary : theme.colors.border}`,
  boxShadow: selected ? theme.shadows.glow : theme.shadows.sm,
  '&:focus-within': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
});
