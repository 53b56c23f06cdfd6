import styled from '@emotion/styled';
import { ThemeProvider } from '@emotion/react';
import { render, screen } from '@testing-library/react';
import { getTheme } from './tokens';
import { themeStyles } from './theme-styles';

describe('themeStyles', () => {
  it('builds the styles once per theme and gives each theme its own', () => {
    const build = jest.fn((theme: ReturnType<typeof getTheme>) => ({ color: theme.colors.primary, padding: 4 }));
    const Box = styled.div(themeStyles(build));
    const gold = getTheme('gold');
    const jade = getTheme('jade');
    const { rerender } = render(
      <ThemeProvider theme={gold}>
        <Box>a</Box>
        <Box>b</Box>
      </ThemeProvider>,
    );
    rerender(
      <ThemeProvider theme={gold}>
        <Box>a</Box>
        <Box>b</Box>
      </ThemeProvider>,
    );
    expect(build).toHaveBeenCalledTimes(1);
    expect(getComputedStyle(screen.getByText('a')).color).not.toBe('');
    const goldClass = screen.getByText('a').className;
    rerender(
      <ThemeProvider theme={jade}>
        <Box>a</Box>
      </ThemeProvider>,
    );
    expect(build).toHaveBeenCalledTimes(2);
    expect(screen.getByText('a').className).not.toBe(goldClass);
  });
});
