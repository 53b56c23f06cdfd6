import { act, screen } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { FLOATING_GAP_PX, SITE_FLOATING_SPACE_VAR } from '@site/shared/constants';
import type { RedEnvelopePromotion } from '@site/shared/contracts';
import { addAppResources, i18n, translateMessage } from '@site/shared/i18n';
import { createFakeFetch, envelope, renderApp, testSiteConfig, type FakeHandler } from '@site/shared/testing';
import { moment } from '@site/shared/time';
import { resources } from '../../locales';
import { RedEnvelopeRoot } from './components/red-envelope-root';

addAppResources('promotions', resources);

const NOW = Date.parse('2026-05-01T12:00:00Z');
/** An end time `ms` after now, written as the platform writes it: a Caracas wall clock. */
const caracas = (ms: number) => moment.tz(NOW + ms, 'America/Caracas').format('YYYY-MM-DD HH:mm:ss');
const promotion = (id: number, endsInMs: number): RedEnvelopePromotion => ({
  id,
  start_at: caracas(-3_600_000),
  end_at: caracas(endsInMs),
  timezone: 'America/Caracas',
  currency: 'VND',
});

let handler: FakeHandler;
let fake: ReturnType<typeof createFakeFetch>;
const calls = (path: string) => fake.calls.filter((c) => c.url.endsWith(path));

beforeEach(async () => {
  jest.useFakeTimers({ now: NOW });
  await i18n.changeLanguage('en_US');
  handler = () => ({ status: 404, body: envelope('404') });
  fake = createFakeFetch((call) => handler(call));
  globalThis.fetch = fake.fetch;
});
afterEach(() => {
  jest.useRealTimers();
});

function renderEnvelope(p: RedEnvelopePromotion, layout: 'desktop' | 'mobile' = 'desktop') {
  const onClose = jest.fn();
  const view = renderApp(
    <RedEnvelopeRoot
      basename="/"
      siteConfig={testSiteConfig()}
      layout={layout}
      params={{ promotion: p }}
      onClose={onClose}
    />,
    {
      userEventOptions: { advanceTimers: jest.advanceTimersByTime },
    },
  );
  return { ...view, onClose };
}
const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

describe('SPEC §4 red envelope: the floating envelope and its countdown', () => {
  it('counts down each second from the end time read in the Caracas time zone', async () => {
    renderEnvelope(promotion(1, 3_725_000)); // 1 h 2 min 5 s
    expect(screen.getByTestId('red-envelope-badge-time')).toHaveTextContent('01:02:05');
    await advance(1_000);
    expect(screen.getByTestId('red-envelope-badge-time')).toHaveTextContent('01:02:04');
    expect(screen.getByRole('button', { name: 'Red envelope, ends in 01:02:04: open it' })).toBeInTheDocument();
  });

  it('shows days when more than a day is left', () => {
    renderEnvelope(promotion(1, 2 * 86_400_000 + 61_000));
    expect(screen.getByTestId('red-envelope-badge-time')).toHaveTextContent('2 days 00:01:01');
  });

  it('at zero it is ended, and checked again after 3 s: a newer envelope takes its place', async () => {
    handler = (call) =>
      call.url.endsWith('/arks/web/activity/red_envelope_promotion')
        ? { body: envelope('100', promotion(2, 600_000)) }
        : { status: 404, body: envelope('404') };
    const { onClose } = renderEnvelope(promotion(1, 2_000));
    await advance(2_000);
    expect(screen.getByTestId('red-envelope-badge-time')).toHaveTextContent('Ended');
    await advance(2_900);
    expect(calls('/red_envelope_promotion')).toHaveLength(0);
    await advance(200);
    expect(calls('/red_envelope_promotion')).toHaveLength(1);
    expect(screen.getByTestId('red-envelope-badge-time')).toHaveTextContent('00:09:5');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ended with no other envelope: the widget goes away', async () => {
    handler = () => ({ body: envelope('100', null) });
    const { onClose } = renderEnvelope(promotion(1, 1_000));
    await advance(1_000);
    await advance(3_000);
    await advance(0);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('SPEC §4 / §7 / §8 red envelope: claim', () => {
  it('Open claims it; the prize shows the cash; Collect refreshes the balance and checks again (none: closed)', async () => {
    handler = (call) => {
      if (call.url.endsWith('/arks/web/activity/red_envelope')) return { body: envelope('100', { cash: 45_000 }) };
      if (call.url.endsWith('/arks/web/activity/red_envelope_promotion')) return { body: envelope('100', null) };
      return { status: 404, body: envelope('404') };
    };
    const refresh = jest.fn();
    const off = bus.on('wallet:refresh-requested', refresh);
    const { user, onClose } = renderEnvelope(promotion(7, 600_000));
    await user.click(screen.getByTestId('red-envelope-badge'));
    expect(screen.getByRole('dialog', { name: 'Red envelope' })).toBeInTheDocument();
    expect(screen.getByTestId('red-envelope-countdown')).toHaveTextContent('Ends in 00:10:00');
    await user.click(screen.getByTestId('red-envelope-open'));
    expect(calls('/arks/web/activity/red_envelope')[0]!.body).toEqual({ id: 7 });
    expect(await screen.findByTestId('red-envelope-cash')).toHaveTextContent('₫45,000');
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
    await user.click(screen.getByTestId('red-envelope-collect'));
    expect(refresh).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(calls('/red_envelope_promotion')).toHaveLength(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    off();
  });

  it("102 shows the gone message from its key (the server's English never) and clears the envelope", async () => {
    handler = () => ({
      body: envelope(
        '102',
        null,
        'This red envelope is gone: it has ended, its budget is used up, or it does not exist',
      ),
    });
    const toasts: unknown[] = [];
    const off = bus.on('toast:show', (t) => toasts.push(t));
    const { user, onClose } = renderEnvelope(promotion(7, 600_000));
    await user.click(screen.getByTestId('red-envelope-badge'));
    await user.click(screen.getByTestId('red-envelope-open'));
    await advance(0);
    expect(toasts).toEqual([{ kind: 'error', message: 'promotions:red_envelope.gone' }]);
    expect(translateMessage('promotions:red_envelope.gone')).toBe('This red envelope is no longer available.');
    expect(i18n.t('promotions:red_envelope.gone', { lng: 'vi_VN' })).toBe('Bao lì xì này không còn nữa.');
    expect(onClose).toHaveBeenCalledTimes(1);
    off();
  });

  it("103 (already claimed) shows its key's text and keeps the envelope open", async () => {
    handler = () => ({ body: envelope('103', null, 'You have already claimed this red envelope') });
    const toasts: unknown[] = [];
    const off = bus.on('toast:show', (t) => toasts.push(t));
    const { user, onClose } = renderEnvelope(promotion(7, 600_000));
    await user.click(screen.getByTestId('red-envelope-badge'));
    await user.click(screen.getByTestId('red-envelope-open'));
    await advance(0);
    expect(toasts).toEqual([{ kind: 'error', message: 'promotions:red_envelope.already_claimed' }]);
    expect(i18n.t('promotions:red_envelope.already_claimed', { lng: 'vi_VN' })).toBe('Bạn đã nhận bao lì xì này rồi.');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('red-envelope-open')).toBeEnabled();
    off();
  });

  it('a code without a key shows the server message (SPEC §8); a failed call says what it can, keeping the envelope open to try again', async () => {
    let n = 0;
    handler = () =>
      ++n === 1
        ? { body: envelope('104', null, 'Khuyến mãi tạm dừng') }
        : { status: 500, body: { ...envelope('500', null, 'Internal server error'), message_key: 'server_error' } };
    const toasts: unknown[] = [];
    const off = bus.on('toast:show', (t) => toasts.push(t));
    const { user, onClose } = renderEnvelope(promotion(7, 600_000));
    await user.click(screen.getByTestId('red-envelope-badge'));
    await user.click(screen.getByTestId('red-envelope-open'));
    await advance(0);
    await user.click(screen.getByTestId('red-envelope-open'));
    await advance(0);
    expect(toasts).toEqual([
      { kind: 'error', message: 'Khuyến mãi tạm dừng' },
      { kind: 'error', message: 'request_error.server_error' },
    ]);
    expect(onClose).not.toHaveBeenCalled();
    off();
  });

  it('an ended envelope cannot be opened', async () => {
    handler = () => ({ body: envelope('100', null) });
    const { user } = renderEnvelope(promotion(7, 1_000));
    await advance(1_000);
    await user.click(screen.getByTestId('red-envelope-badge'));
    expect(screen.getByTestId('red-envelope-countdown')).toHaveTextContent('This red envelope has ended.');
    expect(screen.getByTestId('red-envelope-open')).toBeDisabled();
    expect(calls('/arks/web/activity/red_envelope')).toHaveLength(0);
  });

  it('tells the page the room the floating envelope takes while it floats, and takes it back', async () => {
    const root = document.documentElement;
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    rect.mockReturnValue({ height: 74 } as DOMRect);
    try {
      const { user, unmount } = renderEnvelope(promotion(7, 600_000), 'mobile');
      const badge = screen.getByTestId('red-envelope-badge');
      expect(root.style.getPropertyValue(SITE_FLOATING_SPACE_VAR)).toBe(`${74 + FLOATING_GAP_PX}px`);
      await user.click(badge);
      expect(root.style.getPropertyValue(SITE_FLOATING_SPACE_VAR)).toBe('');
      await user.keyboard('{Escape}');
      expect(root.style.getPropertyValue(SITE_FLOATING_SPACE_VAR)).toBe(`${74 + FLOATING_GAP_PX}px`);
      unmount();
      expect(root.style.getPropertyValue(SITE_FLOATING_SPACE_VAR)).toBe('');
    } finally {
      rect.mockRestore();
    }
  });

  it('closing the envelope dialog without opening keeps the floating envelope', async () => {
    const { user, onClose } = renderEnvelope(promotion(7, 600_000));
    await user.click(screen.getByTestId('red-envelope-badge'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('red-envelope-badge')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('reads in Vietnamese', async () => {
    await i18n.changeLanguage('vi_VN');
    const { user } = renderEnvelope(promotion(7, 600_000), 'mobile');
    await user.click(screen.getByTestId('red-envelope-badge'));
    expect(screen.getByRole('dialog', { name: 'Lì xì' })).toBeInTheDocument();
    expect(screen.getByTestId('red-envelope-open')).toHaveTextContent('Mở');
  });
});
