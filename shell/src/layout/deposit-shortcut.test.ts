import { bus } from '@site/shared/bus';
import { COOKIES } from '@site/shared/constants';
import type { BusEvents, SessionState } from '@site/shared/contracts';
import { cookies } from '@site/shared/storage';
import { testMember } from '@site/shared/testing';
import { consumeFastDepositFlag, openDepositShortcut, type DepositShortcutContext } from './deposit-shortcut';

const member: SessionState = { status: 'member', token: 't', member: testMember() };
const visitor: SessionState = { status: 'anonymous' };

function context(overrides: Partial<DepositShortcutContext> & { bind?: boolean; popup?: object | null } = {}) {
  const { bind = false, popup = { focus: jest.fn() }, ...rest } = overrides;
  const win = {
    screen: { availWidth: 1920, availHeight: 1080 },
    open: jest.fn().mockReturnValue(popup),
  } as unknown as Window & { open: jest.Mock };
  const navigate = jest.fn();
  const features = {
    desktop_lock: false,
    demo_mode: false,
    site_closed: false,
    register: true,
    agent_bind_fast_payment: bind,
  };
  return { session: member, siteConfig: { features }, layout: 'desktop' as const, navigate, win, ...rest };
}

const seen: Array<BusEvents['modal:open']> = [];
let off: () => void;
beforeEach(() => {
  seen.splice(0);
  off = bus.on('modal:open', (p) => seen.push(p));
  cookies.remove(COOKIES.isFastDeposit);
});
afterEach(() => off());

describe('SPEC §6 deposit shortcut', () => {
  it('opens the fast payment window (fpWindow, 1500×800) for a member when fast payment is not bound to agents', () => {
    const c = context();
    expect(openDepositShortcut(c)).toBe('fast-payment');
    expect(c.win.open).toHaveBeenCalledWith('/fastPayment', 'fpWindow', 'width=1500,height=800,left=210,top=140');
    expect(c.navigate).not.toHaveBeenCalled();
  });
  it('opens the member window on the deposit page when agent_bind_fast_payment is true', () => {
    const c = context({ bind: true });
    expect(openDepositShortcut(c)).toBe('member-window');
    expect(c.win.open).toHaveBeenCalledWith('/user/Deposit', 'memberWindow', expect.stringContaining('width=1500'));
  });
  it('uses this window on a phone, and when the popup is blocked', () => {
    const phone = context({ layout: 'mobile' });
    openDepositShortcut(phone);
    expect(phone.win.open).not.toHaveBeenCalled();
    expect(phone.navigate).toHaveBeenCalledWith('/fastPayment');
    const blocked = context({ popup: null, bind: true });
    openDepositShortcut(blocked);
    expect(blocked.navigate).toHaveBeenCalledWith('/user/Deposit');
  });
  it('warns a visitor and shows the login dialog; nothing opens', () => {
    const c = context({ session: visitor });
    expect(openDepositShortcut(c)).toBe('login');
    expect(seen).toEqual([{ name: 'login' }]);
    expect(c.win.open).not.toHaveBeenCalled();
    expect(c.navigate).not.toHaveBeenCalled();
  });
  it('does nothing while the session is being restored', () => {
    const c = context({ session: { status: 'restoring' } });
    expect(openDepositShortcut(c)).toBe('none');
    expect(seen).toEqual([]);
  });
});

describe('SPEC §2/§6 isFastDeposit flag (set by /fastDeposit)', () => {
  it('asks a visitor to log in once, then opens the shortcut after login and clears the flag', () => {
    cookies.set(COOKIES.isFastDeposit, '1');
    const warned = { current: false };
    expect(consumeFastDepositFlag(context({ session: visitor }), warned)).toBe('login');
    // Another page before logging in: not asked again.
    expect(consumeFastDepositFlag(context({ session: visitor }), warned)).toBe('none');
    expect(seen).toHaveLength(1);
    expect(cookies.get(COOKIES.isFastDeposit)).toBe('1');
    const c = context();
    expect(consumeFastDepositFlag(c, warned)).toBe('fast-payment');
    expect(c.win.open).toHaveBeenCalledWith('/fastPayment', 'fpWindow', expect.any(String));
    expect(cookies.get(COOKIES.isFastDeposit)).toBeUndefined();
    expect(consumeFastDepositFlag(context(), warned)).toBe('none');
  });
  it('does nothing without the flag', () => {
    const c = context();
    expect(consumeFastDepositFlag(c, { current: false })).toBe('none');
    expect(c.win.open).not.toHaveBeenCalled();
  });
});
