import styled from '@emotion/styled';
import { mq } from '@site/shared/theme';

/** The lobby's page column: 1280 px wide on desktop, edge to edge less a margin on a phone. */
export const PageFrame = styled.div(({ theme }) => ({
  maxWidth: 1280,
  margin: '0 auto',
  padding: theme.space(6, 6, 16),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(8),
  color: theme.colors.text,
  [mq.mobile]: { padding: theme.space(3, 3, 8), gap: theme.space(5) },
}));
