import { act, screen, within } from '@testing-library/react';
import { api } from '@site/shared/api';
import { gameCalls, type ApiCall } from '@site/shared/contracts';
import { addAppResources, i18n } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { resources } from '../../../locales';
import { fail, ok } from '../../../test/lobby-api';
import { JACKPOT_REFRESH_MS } from '../api/get-jackpot';
import { JackpotBanner } from './jackpot-banner';

addAppResources('lobby', resources);

let totals: number[];
let spy: jest.SpyInstance;
const originalMatchMedia = window.matchMedia;

/** Under reduced motion the system says so through matchMedia. */
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  jest.useFakeTimers();
  totals = [1234567.8, 1234577.8];
  spy = jest.spyOn(api, 'call').mockImplementation(((call: ApiCall, body: { currency: string }) => {
    if (call !== gameCalls.jackpot) return Promise.reject(new Error(`unexpected ${call.path}`));
    const total = totals.length > 1 ? totals.shift()! : totals[0]!;
    return Promise.resolve(ok({ jackpot_amount_total: total, currency: body.currency }));
  }) as typeof api.call);
});
afterEach(() => {
  spy.mockRestore();
  jest.useRealTimers();
  window.matchMedia = originalMatchMedia;
});

const digits = () => within(screen.getByTestId('jackpot-banner')).getByTestId('jackpot-digits').textContent;
const settle = () => act(async () => void (await jest.advanceTimersByTimeAsync(0)));

describe('SPEC §3/§7/§9 jackpot banner', () => {
  it('shows get_jackpot of the currency zero-padded to 10 integer digits, the amount as money for screen readers', async () => {
    preferReducedMotion(false);
    renderApp(<JackpotBanner currency="USD" />);
    await settle();
    expect(spy).toHaveBeenCalledWith(gameCalls.jackpot, { currency: 'USD' }, expect.anything());
    expect(digits()).toBe('0001234567.80');
    expect(screen.getByRole('heading', { name: 'Jackpot' })).toBeInTheDocument();
    expect(screen.getByTestId('jackpot-amount')).toHaveTextContent('$1,234,567.80');
    // The moving reels are hidden from assistive tech; the amount above is what is read.
    expect(within(screen.getByTestId('jackpot-banner')).getByTestId('jackpot-digits')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('asks again every refresh and counts up smoothly to the new total', async () => {
    preferReducedMotion(false);
    renderApp(<JackpotBanner currency="USD" />);
    await settle();
    expect(digits()).toBe('0001234567.80');
    await act(async () => void (await jest.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS)));
    expect(spy).toHaveBeenCalledTimes(2);
    await act(async () => void (await jest.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS / 2)));
    const midway = Number(digits());
    expect(midway).toBeGreaterThan(1234567.8);
    expect(midway).toBeLessThan(1234577.8);
    await act(async () => void (await jest.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS / 2 + 100)));
    expect(digits()).toBe('0001234577.80');
  });

  it('jumps to each new total under reduced motion', async () => {
    preferReducedMotion(true);
    renderApp(<JackpotBanner currency="USD" />);
    await settle();
    await act(async () => void (await jest.advanceTimersByTimeAsync(JACKPOT_REFRESH_MS)));
    expect(digits()).toBe('0001234577.80');
  });

  it('uses the currency minor digits (VND has none) and shows nothing when the jackpot cannot be read', async () => {
    preferReducedMotion(true);
    const { unmount } = renderApp(<JackpotBanner currency="VND" />);
    await settle();
    expect(digits()).toBe('0001234568');
    unmount();
    spy.mockResolvedValue(fail('500', 'boom'));
    renderApp(<JackpotBanner currency="THB" />);
    await settle();
    expect(screen.queryByTestId('jackpot-banner')).toBeNull();
  });
});
