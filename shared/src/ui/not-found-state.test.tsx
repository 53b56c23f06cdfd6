import { render } from '@testing-library/react';
import { useErrorPageMeta } from './not-found-state';

function ErrorHead({ title }: { title: string }) {
  useErrorPageMeta(title);
  return null;
}

const robots = () =>
  // eslint-disable-next-line testing-library/no-node-access -- the robots meta lives in <head>, outside any screen query
  document.head.querySelector('meta[name="robots"]');

describe('SPEC §2 an error page’s head', () => {
  beforeEach(() => {
    document.title = 'Sao Vang';
  });

  it('names the page and keeps robots out while it is shown, then gives the title back', () => {
    const { unmount } = render(<ErrorHead title="Page Not Found" />);
    expect(document.title).toBe('Page Not Found');
    expect(robots()).toHaveAttribute('content', 'noindex, nofollow');
    unmount();
    expect(document.title).toBe('Sao Vang');
    expect(robots()).toBeNull();
  });

  it('leaves the title of a page that named itself meanwhile (a remote unmounted after the next page is shown)', () => {
    const { unmount } = render(<ErrorHead title="Page Not Found" />);
    document.title = 'Khuyến mãi | Sao Vang';
    unmount();
    expect(document.title).toBe('Khuyến mãi | Sao Vang');
    expect(robots()).toBeNull();
  });
});
