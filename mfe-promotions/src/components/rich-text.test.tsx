import { render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { getTheme } from '@site/shared/theme';
import { RichText } from './rich-text';

const renderHtml = (html: string) =>
  render(
    <ThemeProvider theme={getTheme('gold')}>
      <RichText html={html} data-testid="prose" />
    </ThemeProvider>,
  );

describe('an operator’s HTML, sanitised', () => {
  it('keeps basic text elements and drops code, frames, handlers and styles', () => {
    renderHtml(
      '<h1 style="color:red">Rules</h1><p class="x" onmouseover="x()">One <b>two</b> <i>three</i></p>' +
        '<ul><li>a</li><li>b</li></ul><script>alert(1)</script><iframe src="https://evil"></iframe>' +
        '<style>body{display:none}</style><font color="red">kept text</font>',
    );
    const prose = screen.getByTestId('prose');
    expect(screen.getByRole('heading', { level: 3, name: 'Rules' })).not.toHaveAttribute('style');
    expect(screen.getByText('two').tagName).toBe('STRONG');
    expect(screen.getByText('three').tagName).toBe('EM');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(prose.innerHTML).not.toMatch(/<(script|iframe|style|font)|class=|onmouseover|style=/);
    expect(prose).toHaveTextContent('kept text');
    expect(prose).not.toHaveTextContent('alert(1)');
  });

  it('keeps web and site links only, opening web links in a new tab safely', () => {
    renderHtml(
      '<a href="https://example.com/t">web</a> <a href="/discount/2">site</a> <a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a>',
    );
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'site' })).toHaveAttribute('href', '/discount/2');
    expect(screen.getByRole('link', { name: 'site' })).not.toHaveAttribute('target');
    expect(screen.queryByRole('link', { name: 'js' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'data' })).not.toBeInTheDocument();
    expect(screen.getByText(/js/)).toBeInTheDocument();
  });
});
