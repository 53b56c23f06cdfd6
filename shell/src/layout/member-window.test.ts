import { bus } from '@site/shared/bus';
import { testMember } from '@site/shared/testing';
import { closeSiteWindowsOnLogout, openMemberWindow } from './member-window';

describe('SPEC §2 member windows: a 1500×800 popup on desktop, the same window otherwise', () => {
  const fakeWindow = (popup: object | null) =>
    ({
      screen: { availWidth: 1920, availHeight: 1080 },
      open: jest.fn().mockReturnValue(popup),
    }) as unknown as Window & { open: jest.Mock };

  it('opens a centred 1500×800 popup on desktop', () => {
    const win = fakeWindow({ focus: jest.fn() });
    expect(openMemberWindow('/user', 'desktop', win)).toBe(true);
    expect(win.open).toHaveBeenCalledWith('/user', 'memberWindow', 'width=1500,height=800,left=210,top=140');
  });
  it('does not open a window on mobile', () => {
    const win = fakeWindow({ focus: jest.fn() });
    expect(openMemberWindow('/user', 'mobile', win)).toBe(false);
    expect(win.open).not.toHaveBeenCalled();
  });
  it('falls back to the same window when the popup is blocked', () => {
    expect(openMemberWindow('/user', 'desktop', fakeWindow(null))).toBe(false);
  });
});

describe('SPEC §4 logout closes the member, agent and fast-payment windows', () => {
  it('closes what the page opened when the member logs out, not before', () => {
    const popups = [
      { focus: jest.fn(), close: jest.fn(), closed: false },
      { focus: jest.fn(), close: jest.fn(), closed: false },
    ];
    const win = {
      screen: { availWidth: 1920, availHeight: 1080 },
      open: jest.fn().mockReturnValueOnce(popups[0]).mockReturnValueOnce(popups[1]),
    } as unknown as Window;
    const stop = closeSiteWindowsOnLogout();
    bus.emit('session:changed', { status: 'member', token: 't', member: testMember() });
    openMemberWindow('/user', 'desktop', win);
    openMemberWindow('/proxy', 'desktop', win, 'agentWindow');
    expect(popups[0]!.close).not.toHaveBeenCalled();
    bus.emit('session:changed', { status: 'anonymous' });
    expect(popups[0]!.close).toHaveBeenCalled();
    expect(popups[1]!.close).toHaveBeenCalled();
    stop();
  });
});
