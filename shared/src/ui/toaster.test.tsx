import { act, fireEvent, render, screen } from '@testing-library/react';
import { bus, createBus } from '@site/shared/bus';
import { TOAST_MS } from '@site/shared/constants';
import { commonViVN } from '@site/shared/i18n';
import { Toaster, TOAST_FADE_MS, toast } from '@site/shared/ui';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('SPEC §4/§9 toasts', () => {
  it('toast() emits toast:show on the bus', () => {
    const seen = jest.fn();
    const off = bus.on('toast:show', seen);
    toast('error', 'networkError', { params: { a: 1 }, duration: 5000 });
    toast.success('ok');
    off();
    expect(seen).toHaveBeenNthCalledWith(1, {
      kind: 'error',
      message: 'networkError',
      params: { a: 1 },
      duration: 5000,
    });
    expect(seen).toHaveBeenNthCalledWith(2, { kind: 'success', message: 'ok' });
  });

  it('shows for 3000 ms (TOAST_MS), then fades and leaves', () => {
    render(<Toaster />);
    act(() => toast('success', 'login'));
    const item = screen.getByRole('status');
    expect(item).toHaveTextContent(commonViVN.login);
    advance(TOAST_MS - 1);
    expect(item).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(item).toHaveAttribute('data-state', 'leaving');
    advance(TOAST_FADE_MS);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('pauses while hovered and resumes with the time that was left', () => {
    render(<Toaster />);
    act(() => toast('info', 'hello'));
    const item = screen.getByRole('status');
    advance(1000);
    fireEvent.mouseEnter(item);
    advance(10_000);
    expect(item).toHaveAttribute('data-state', 'shown');
    fireEvent.mouseLeave(item);
    advance(1999);
    expect(item).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(item).toHaveAttribute('data-state', 'leaving');
  });

  it('closes on Escape', () => {
    render(<Toaster />);
    act(() => toast('warning', 'a'));
    act(() => toast('info', 'b'));
    fireEvent.keyDown(document, { key: 'Escape' });
    for (const el of [screen.getByRole('alert'), screen.getByRole('status')])
      expect(el).toHaveAttribute('data-state', 'leaving');
    advance(TOAST_FADE_MS);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    render(<Toaster />);
    act(() => toast('info', 'x'));
    fireEvent.click(screen.getByRole('button', { name: commonViVN.close }));
    advance(TOAST_FADE_MS);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('errors and warnings are alerts, success and info are status', () => {
    const b = createBus();
    render(<Toaster bus={b} />);
    act(() => b.emit('toast:show', { kind: 'error', message: 'e' }));
    act(() => b.emit('toast:show', { kind: 'warning', message: 'w' }));
    act(() => b.emit('toast:show', { kind: 'success', message: 's' }));
    act(() => b.emit('toast:show', { kind: 'info', message: 'i' }));
    expect(screen.getAllByRole('alert').map((e) => e.textContent)).toEqual(['e', 'w']);
    expect(screen.getAllByRole('status').map((e) => e.textContent)).toEqual(['s', 'i']);
  });

  it('translates keys (with params) and shows server messages as they are', () => {
    render(<Toaster />);
    act(() => toast('error', 'networkError'));
    act(() => toast('error', 'Số dư không đủ'));
    act(() => toast('info', 'char_count', { params: { count: 3, max: 12 } }));
    expect(screen.getByText(commonViVN.networkError)).toBeInTheDocument();
    expect(screen.getByText('Số dư không đủ')).toBeInTheDocument();
    expect(screen.getByText('3/12 ký tự')).toBeInTheDocument();
  });

  it('honours a per-toast duration (the settings-error toast is 5000 ms)', () => {
    render(<Toaster />);
    act(() => toast('error', 'x', { duration: 5000 }));
    advance(4999);
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'shown');
    advance(1);
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'leaving');
  });

  it("stacks 16 px (TOAST_OFFSET_PX) below the page's header and shows a repeated message once", () => {
    render(<Toaster />);
    expect(screen.getByTestId('toaster')).toHaveStyle({ top: 'calc(var(--site-header-height, 0px) + 16px)' });
    act(() => toast('error', 'same'));
    advance(2000);
    act(() => toast('error', 'same'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    advance(2000); // the repeat restarted the full 3000 ms
    expect(screen.getByRole('alert')).toHaveAttribute('data-state', 'shown');
  });
});
