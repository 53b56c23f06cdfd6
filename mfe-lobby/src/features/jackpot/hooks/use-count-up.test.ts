import { act, renderHook } from '@testing-library/react';
import { useCountUp } from './use-count-up';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const render = (animate: boolean, target: number | null = 1000) =>
  renderHook(({ value }: { value: number | null }) => useCountUp(value, { durationMs: 1000, animate }), {
    initialProps: { value: target },
  });

describe('SPEC §3 jackpot counter: counting up between refreshes', () => {
  it('shows the first value at once, then climbs to each new one frame by frame', () => {
    const { result, rerender } = render(true);
    expect(result.current).toBe(1000);
    rerender({ value: 2000 });
    act(() => jest.advanceTimersByTime(500));
    expect(result.current).toBeGreaterThan(1400);
    expect(result.current).toBeLessThan(1600);
    act(() => jest.advanceTimersByTime(250));
    expect(result.current).toBeGreaterThan(1700);
    act(() => jest.advanceTimersByTime(400));
    expect(result.current).toBe(2000);
  });

  it('climbs on from where it is when a value arrives mid-way', () => {
    const { result, rerender } = render(true);
    rerender({ value: 2000 });
    act(() => jest.advanceTimersByTime(500));
    const midway = result.current!;
    rerender({ value: 3000 });
    act(() => jest.advanceTimersByTime(16));
    expect(result.current).toBeGreaterThanOrEqual(midway);
    expect(result.current).toBeLessThan(midway + 100);
    act(() => jest.advanceTimersByTime(1100));
    expect(result.current).toBe(3000);
  });

  it('jumps straight to the value under reduced motion', () => {
    const { result, rerender } = render(false);
    rerender({ value: 2000 });
    expect(result.current).toBe(2000);
  });

  it('jumps down at once when the total falls (a jackpot was won), and waits while there is none', () => {
    const { result, rerender } = render(true, null);
    expect(result.current).toBeNull();
    rerender({ value: 5000 });
    expect(result.current).toBe(5000);
    rerender({ value: 10 });
    expect(result.current).toBe(10);
  });
});
