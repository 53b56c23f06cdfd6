import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import { Button } from '@site/shared/ui';

const Box = styled.div(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.space(2),
  padding: theme.space(12, 6),
  textAlign: 'center',
  borderRadius: theme.radii.lg,
  border: `1px dashed ${theme.colors.borderStrong}`,
  background: `radial-gradient(360px 160px at 50% 0%, ${theme.colors.primary}1a, transparent 70%), ${theme.colors.surfaceSunken}`,
  '.lock': {
    display: 'grid',
    placeItems: 'center',
    width: 56,
    height: 56,
    borderRadius: '50%',
    border: `1px solid ${theme.colors.borderStrong}`,
    background: theme.colors.surfaceRaised,
    color: theme.colors.primary,
  },
  h3: { margin: theme.space(2, 0, 0), fontSize: theme.fontSizes.xl, color: theme.colors.text },
  p: { margin: theme.space(0, 0, 3), maxWidth: 440, color: theme.colors.textMuted },
}));

export interface LoginPromptProps {
  title: string;
  message: string;
  actionLabel: string;
  'data-testid'?: string;
}

/** What a visitor sees in place of a members' list (SPEC §6): why, and the way in. */
export function LoginPrompt({ title, message, actionLabel, 'data-testid': testId }: LoginPromptProps) {
  return (
    <Box role="status" data-testid={testId}>
      <span className="lock" aria-hidden="true">
        <svg width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="4.5" y="10.5" width="15" height="10" rx="2.5" />
          <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" strokeLinecap="round" />
        </svg>
      </span>
      <h3>{title}</h3>
      <p>{message}</p>
      <Button onClick={() => bus.emit('modal:open', { name: 'login' })}>{actionLabel}</Button>
    </Box>
  );
}
