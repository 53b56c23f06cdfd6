import { bus } from '@site/shared/bus';
import type { LoginResponse } from '@site/shared/contracts';
import { openRealtime } from '@site/shared/realtime';
import { testSiteConfig } from '@site/shared/testing';
import { startShellSocket } from './shell-socket';

jest.mock('@site/shared/realtime', () => ({ openRealtime: jest.fn() }));

const opened = openRealtime as jest.MockedFunction<typeof openRealtime>;
const siteConfig = testSiteConfig();
const stops: Array<() => void> = [];

beforeEach(() => {
  jest.useFakeTimers();
  opened.mockReset();
  opened.mockReturnValue({ stop: jest.fn() });
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  jest.useRealTimers();
});

describe("the shell's socket opens after the first view", () => {
  it('opens once the loaded page is idle, and closes on pagehide', () => {
    stops.push(startShellSocket(siteConfig));
    expect(opened).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith({ siteConfig, login: undefined });
    window.dispatchEvent(new Event('pagehide'));
    expect(opened.mock.results[0]!.value.stop).toHaveBeenCalledTimes(1);
  });

  it('opens at once, with the login, when a login succeeds first', () => {
    stops.push(startShellSocket(siteConfig));
    const login = { member_id: 7, member_currency: 'VND' } as LoginResponse;
    bus.emit('session:login-succeeded', login);
    expect(opened).toHaveBeenCalledWith({ siteConfig, login });
    jest.runOnlyPendingTimers();
    expect(opened).toHaveBeenCalledTimes(1);
  });
});
