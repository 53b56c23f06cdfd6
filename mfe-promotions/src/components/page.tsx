import styled from '@emotion/styled';
import { Link } from '@site/shared/router';
import { mq } from '@site/shared/theme';

/** The frame of every promotions page: width, padding, the metal title. */
export const Page = styled.div(({ theme }) => ({
  maxWidth: 1280,
  margin: '0 auto',
  padding: theme.space(8, 6, 16),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  color: theme.colors.text,
  '.page-head': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    justifyContent: 'space-between',
    gap: theme.space(4),
  },
  '.titles': { display: 'flex', flexDirection: 'column', gap: theme.space(1) },
  h1: {
    margin: 0,
    fontSize: theme.fontSizes.display,
    fontWeight: theme.fontWeights.black,
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  '.subtitle': { margin: 0, color: theme.colors.textMuted },
  [mq.mobile]: { padding: theme.space(4, 3, 8), gap: theme.space(3), h1: { fontSize: theme.fontSizes.xxl } },
}));

/** "← All promotions" at the top of a promotion's page and of the check-in. */
export const BackLink = styled(Link)(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1),
  alignSelf: 'flex-start',
  minHeight: 32,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.medium,
  textDecoration: 'none',
  '&:hover': { color: theme.colors.primaryHover },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2, borderRadius: 4 },
}));
