import { useTheme } from '@emotion/react';

/** A small pill with a count (unread letters on the menu and on the page). Nothing for 0 or unknown. */
export function CountBadge({
  count,
  label,
  'data-testid': testId,
}: {
  count: number | null | undefined;
  label: string;
  'data-testid'?: string;
}) {
  const theme = useTheme();
  if (!count || count <= 0) return null;
  return (
    <span
      data-testid={testId}
      // A name belongs on an element with a role (a plain span may not carry one): read as one
      // picture named by the label, not as a bare number.
      role="img"
      aria-label={label}
      title={label}
      css={{
        display: 'inline-grid',
        placeItems: 'center',
        minWidth: 20,
        height: 20,
        padding: '0 6px',
        borderRadius: theme.radii.pill,
        fontSize: theme.fontSizes.xs,
        fontWeight: theme.fontWeights.black,
        lineHeight: 1,
        fontVariantNumeric: 'tabular-nums',
        color: '#fff',
        background: theme.colors.highlight,
        boxShadow: `0 0 0 2px ${theme.colors.bg}, 0 2px 8px ${theme.colors.highlight}66`,
      }}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
