import styled from '@emotion/styled';

const Box = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(2),
  padding: theme.space(12, 6),
  textAlign: 'center',
  borderRadius: theme.radii.lg,
  border: `1px dashed ${theme.colors.borderStrong}`,
  background: theme.colors.surfaceSunken,
  h3: { margin: theme.space(2, 0, 0), fontSize: theme.fontSizes.xl, color: theme.colors.text },
  p: { margin: 0, maxWidth: 440, color: theme.colors.textMuted },
  svg: { color: theme.colors.primary, opacity: 0.85 },
}));

export interface EmptyStateProps {
  title: string;
  message?: string;
  'data-testid'?: string;
}

/** "Nothing here": a calm panel, not an alert (ErrorState is for failures). */
export function EmptyState({ title, message, 'data-testid': testId }: EmptyStateProps) {
  return (
    <Box role="status" data-testid={testId}>
      <svg width="56" height="56" viewBox="0 0 56 56" fill="none" aria-hidden="true">
        <rect x="8" y="14" width="40" height="30" rx="6" stroke="currentColor" strokeWidth="2.5" />
        <path d="M8 24h40M20 34h16" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
        <circle cx="44" cy="12" r="6" fill="currentColor" opacity=".35" />
      </svg>
      <h3>{title}</h3>
      {message ? <p>{message}</p> : null}
    </Box>
  );
}
