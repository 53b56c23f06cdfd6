import { useTheme, type Theme } from '@emotion/react';
import { mix } from '@site/shared/theme';

export interface StatusPillProps {
  /** The state's colour (a theme colour). */
  color: string;
  label: string;
  /** The state's name, for tests and styles (data-status). */
  status: string;
  'data-testid'?: string;
}

/**
 * The ink of a pill's words: the state's colour lifted towards the text colour, so that a red or a
 * grey on its own tint over a dark row still reads at WCAG AA (the dot and the rim keep the pure colour).
 */
export const pillInk = (theme: Theme, color: string) => mix(theme.colors.text, color, 0.3);

/** A state as a coloured pill with a dot: the one look of every status in the member centre. */
export function StatusPill({ color, label, status, 'data-testid': testId }: StatusPillProps) {
  const theme = useTheme();
  return (
    <span
      data-testid={testId}
      data-status={status}
      css={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 6,
        padding: '3px 10px',
        borderRadius: theme.radii.pill,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.bold,
        whiteSpace: 'nowrap',
        color: pillInk(theme, color),
        background: `${color}1f`,
        border: `1px solid ${color}55`,
      }}
    >
      <span aria-hidden="true" css={{ width: 6, height: 6, borderRadius: '50%', background: color }} />
      {label}
    </span>
  );
}
