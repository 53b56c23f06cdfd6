import styled from '@emotion/styled';

/**
 * The responsive grid every game list uses: 6 columns in the 1280 px desktop container, down to 3 on
 * a phone. Columns follow the width, not the layout prop, so a narrow desktop window still fits.
 */
export const GameGrid = styled.div({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: 16,
  '@media (max-width: 1199px)': { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 14 },
  '@media (max-width: 991px)': { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 10 },
  '@media (max-width: 639px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 },
});
