import { act, fireEvent, screen, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { BusEvents, ResponsibleGamingState } from '@site/shared/contracts';
import { addAppResources } from '@site/shared/i18n';
import { createFakeFetch, envelope, renderApp } from '@site/shared/testing';
import { resources } from '../locales';
import { RealityCheck } from './reality-check';

addAppResources('shell', resources);

const state = (interval: number, playedSeconds: number, net: number): ResponsibleGamingState => ({
  timezone: 'America/Caracas',
  currency: 'VND',
  deposit_limits: [],
  reality_check: {
    interval_minutes: interval as ResponsibleGamingState['reality_check']['interval_minutes'],
    session_started_at: '2026-11-26T20:00:00.000Z',
    played_seconds: playedSeconds,
    bet: 150_000,
    win: 150_000 + net,
    net,
  },
  block: null,
  cooling_off_until: null,
});

function serve(answers: ResponsibleGamingState[]) {
  let i = 0;
  const fake = createFakeFetch((call) =>
    call.url.endsWith('/arks/web/member/responsible-gaming')
      ? { body: envelope('100', answers[Math.min(i++, answers.length - 1)]) }
      : { status: 404, body: envelope('404') },
  );
  globalThis.fetch = fake.fetch;
}

const quits: Array<BusEvents['game:quit-requested']> = [];
let off: () => void = () => undefined;
beforeEach(() => {
  jest.useFakeTimers();
  quits.length = 0;
  off = bus.on('game:quit-requested', (p) => quits.push(p));
});
afterEach(() => {
  off();
  jest.useRealTimers();
});

const advanceMinutes = async (minutes: number) => {
  await act(async () => {
    jest.advanceTimersByTime(minutes * 60_000);
    await Promise.resolve();
  });
};

describe('responsible gaming: the reality check while a game plays (shell)', () => {
  it('after the member’s interval it shows time played and net result; continue waits another interval', async () => {
    serve([state(15, 0, 0), state(15, 16 * 60, -40_000), state(15, 31 * 60, 10_000)]);
    renderApp(<RealityCheck />, { language: 'en_US' });
    await act(async () => {
      await Promise.resolve();
    });
    await advanceMinutes(14);
    expect(screen.queryByRole('dialog')).toBeNull();
    await advanceMinutes(1);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(dialog).getByTestId('reality-check-played')).toHaveTextContent('0 h 16 min');
    expect(within(dialog).getByTestId('reality-check-net')).toHaveTextContent('-₫40,000');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(quits).toEqual([]);
    await advanceMinutes(15);
    const again = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(within(again).getByTestId('reality-check-played')).toHaveTextContent('0 h 31 min');
  });

  it('stop playing ends the game and returns to the lobby', async () => {
    serve([state(30, 0, 0), state(30, 30 * 60, 5_000)]);
    renderApp(<RealityCheck />, { language: 'en_US' });
    await act(async () => {
      await Promise.resolve();
    });
    await advanceMinutes(30);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop playing' }));
    expect(quits).toEqual([{ home: true }]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('off (0) shows nothing however long the game plays', async () => {
    serve([state(0, 0, 0)]);
    renderApp(<RealityCheck />, { language: 'en_US' });
    await act(async () => {
      await Promise.resolve();
    });
    await advanceMinutes(120);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
