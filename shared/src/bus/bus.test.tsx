import { act, render, screen } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import { bus, createBus, useBusEvent, useBusValue } from '@site/shared/bus';
import type { MemberLayout } from '@site/shared/contracts';

describe('ARCHITECTURE "State across apps": the typed event bus', () => {
  it('delivers payloads to subscribers and stops after unsubscribe', () => {
    const b = createBus();
    const seen: string[] = [];
    const off = b.on('nav:navigate', ({ to }) => seen.push(to));
    b.emit('nav:navigate', { to: '/a' });
    off();
    b.emit('nav:navigate', { to: '/b' });
    expect(seen).toEqual(['/a']);
  });

  it('replays the last value of a replayed event to a late subscriber (locale:changed)', () => {
    const b = createBus();
    b.emit('locale:changed', { language: 'en_US' });
    b.emit('locale:changed', { language: 'vi_VN' });
    const late = jest.fn();
    b.on('locale:changed', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith({ language: 'vi_VN' });
    expect(b.last('locale:changed')).toEqual({ language: 'vi_VN' });
  });

  it('does not replay an event marked replay: false (toast:show) and has no last value for it', () => {
    const b = createBus();
    b.emit('toast:show', { kind: 'info', message: 'hello' });
    const late = jest.fn();
    b.on('toast:show', late);
    expect(late).not.toHaveBeenCalled();
    expect(b.last('toast:show')).toBeUndefined();
    b.emit('toast:show', { kind: 'info', message: 'again' });
    expect(late).toHaveBeenCalledWith({ kind: 'info', message: 'again' });
  });

  it('observe() gives an Observable with the same replay rule', async () => {
    const b = createBus();
    b.emit('wallet:balance', { currency: 'VND', member_cash: null });
    await expect(firstValueFrom(b.observe('wallet:balance'))).resolves.toEqual({ currency: 'VND', member_cash: null });
  });

  it('keeps calling other handlers when one throws', () => {
    const b = createBus();
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = jest.fn();
    b.on('modal:close', () => {
      throw new Error('remote bug');
    });
    b.on('modal:close', good);
    b.emit('modal:close', { name: 'login' });
    expect(good).toHaveBeenCalled();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('separate buses do not share events; the singleton has a string id recorded on the page', () => {
    const a = createBus();
    const c = createBus();
    const handler = jest.fn();
    c.on('nav:navigate', handler);
    a.emit('nav:navigate', { to: '/' });
    expect(handler).not.toHaveBeenCalled();
    expect(a.id).not.toBe(c.id);
    expect(typeof bus.id).toBe('string');
    expect(globalThis.__siteBusIds).toContain(bus.id);
  });
});

describe('ARCHITECTURE "State across apps": React hooks', () => {
  const member = { id: 7, member_account: 'player7' } as MemberLayout;

  function SessionBadge({ b }: { b: ReturnType<typeof createBus> }) {
    const session = useBusValue('session:changed', b);
    return <p>{session?.status === 'member' ? session.member.member_account : (session?.status ?? 'unknown')}</p>;
  }

  it('useBusValue shows the replayed value and follows changes', () => {
    const b = createBus();
    b.emit('session:changed', { status: 'anonymous' });
    render(<SessionBadge b={b} />);
    expect(screen.getByText('anonymous')).toBeInTheDocument();
    act(() => b.emit('session:changed', { status: 'member', token: 't', member }));
    expect(screen.getByText('player7')).toBeInTheDocument();
  });

  it('useBusEvent calls the latest handler while mounted only', () => {
    const b = createBus();
    const first = jest.fn();
    const second = jest.fn();
    function Listener({ onNav }: { onNav: (to: string) => void }) {
      useBusEvent('nav:navigate', ({ to }) => onNav(to), b);
      return null;
    }
    const { rerender, unmount } = render(<Listener onNav={first} />);
    rerender(<Listener onNav={second} />);
    act(() => b.emit('nav:navigate', { to: '/x' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith('/x');
    unmount();
    b.emit('nav:navigate', { to: '/y' });
    expect(second).toHaveBeenCalledTimes(1);
  });
});
