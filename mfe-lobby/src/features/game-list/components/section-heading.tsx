import styled from '@emotion/styled';
import { mq } from '@site/shared/theme';

/** A section title with the brand's metal bar before it. */
export const SectionHeading = styled.h2(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2.5),
  margin: theme.space(0, 0, 4),
  fontSize: theme.fontSizes.xl,
  fontWeight: theme.fontWeights.black,
  color: theme.colors.text,
  '&::before': {
    content: '""',
    width: 4,
    height: 20,
    borderRadius: 2,
    background: theme.gradients.primary,
  },
  [mq.mobile]: { fontSize: theme.fontSizes.lg, margin: theme.space(0, 0, 3) },
}));
