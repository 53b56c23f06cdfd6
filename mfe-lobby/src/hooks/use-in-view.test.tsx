import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { useInView } from './use-in-view';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

let observed: { callback: Callback; options: IntersectionObserverInit | undefined; disconnected: boolean }[] = [];
class FakeObserver {
  private record: (typeof observed)[number];
  constructor(callback: Callback, options?: IntersectionObserverInit) {
    this.record = { callback, options, disconnected: false };
    observed.push(this.record);
  }
  observe() {}
  disconnect() {
    this.record.disconnected = true;
  }
}

function Probe() {
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref);
  return <div ref={ref}>{inView ? 'visible' : 'away'}</div>;
}

describe('useInView', () => {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    observed = [];
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });

  it('is true until measured, then follows the observer, and stops observing on unmount', () => {
    const { unmount } = render(<Probe />);
    expect(screen.getByText('visible')).toBeTruthy();
    expect(observed).toHaveLength(1);
    expect(observed[0]!.options?.rootMargin).toBe('100px');
    act(() => observed[0]!.callback([{ isIntersecting: false }]));
    expect(screen.getByText('away')).toBeTruthy();
    act(() => observed[0]!.callback([{ isIntersecting: true }]));
    expect(screen.getByText('visible')).toBeTruthy();
    unmount();
    expect(observed[0]!.disconnected).toBe(true);
  });

  it('stays true where IntersectionObserver does not exist', () => {
    // @ts-expect-error: an old browser
    delete window.IntersectionObserver;
    render(<Probe />);
    expect(screen.getByText('visible')).toBeTruthy();
  });
});
