import styled from '@emotion/styled';
import { mq } from '@site/shared/theme';

/** The reading layout of the programme pages. */
export const Article = styled.article(({ theme }) => ({
  padding: theme.space(8),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: theme.gradients.surface,
  color: theme.colors.text,
  lineHeight: 1.7,
  h2: {
    margin: theme.space(0, 0, 3),
    fontSize: theme.fontSizes.xxl,
    fontWeight: theme.fontWeights.black,
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  h3: { margin: theme.space(6, 0, 2), fontSize: theme.fontSizes.lg, color: theme.colors.accent },
  p: { margin: theme.space(0, 0, 3), color: theme.colors.textMuted },
  '.intro': { fontSize: theme.fontSizes.lg, color: theme.colors.text },
  ol: { margin: theme.space(4, 0, 0), paddingLeft: theme.space(6), color: theme.colors.textMuted },
  'ol li': { marginBottom: theme.space(3), paddingLeft: theme.space(1) },
  'ol li::marker': { color: theme.colors.primary, fontWeight: theme.fontWeights.bold },
  [mq.mobile]: { padding: theme.space(5), h2: { fontSize: theme.fontSizes.xl } },
}));
