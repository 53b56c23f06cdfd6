import { render, screen } from '@testing-library/react';
import { ShellErrorBoundary } from './server-error-page';

function Broken(): never {
  throw new Error('render failed');
}

describe('the shell error boundary (SPEC §2 error page)', () => {
  it('a render that throws shows the 500 page with a way home, not indexed, instead of a white screen', () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ShellErrorBoundary>
        <Broken />
      </ShellErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
    expect(screen.getByTestId('error-page')).toHaveAttribute('data-status', '500');
    expect(document.title).toBe('Internal Server Error');
    // eslint-disable-next-line testing-library/no-node-access -- the robots meta lives in <head>, outside any screen query
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    log.mockRestore();
  });

  it('renders its children while nothing fails', () => {
    render(
      <ShellErrorBoundary>
        <p>fine</p>
      </ShellErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
