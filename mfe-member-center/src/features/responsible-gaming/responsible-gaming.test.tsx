import { act, screen, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { BusEvents, DepositLimitState, ResponsibleGamingState } from '@site/shared/contracts';
import { createFakeFetch, envelope, testMember, type FakeCall, type FakeReply } from '@site/shared/testing';
import { MemberRoot } from '../../member-root';
import { remoteProps, renderMember } from '../../test/render-member';
import vi from '../../locales/vi_VN.json';

const realFetch = globalThis.fetch;
/** The call's path without the /api prefix (the client may call a relative or an absolute address). */
const pathOf = (call: FakeCall) => new URL(call.url, 'http://site.test').pathname.replace(/^\/api/, '');
const cleanups: Array<() => void> = [];
afterEach(() => {
  globalThis.fetch = realFetch;
  cleanups.splice(0).forEach((off) => off());
});

const limit = (period: DepositLimitState['period'], over: Partial<DepositLimitState> = {}): DepositLimitState => ({
  period,
  limit: null,
  used: 0,
  remaining: null,
  period_start: '2026-11-26T04:00:00.000Z',
  period_end: '2026-11-27T04:00:00.000Z',
  pending: null,
  ...over,
});

const baseState = (over: Partial<ResponsibleGamingState> = {}): ResponsibleGamingState => ({
  timezone: 'America/Caracas',
  currency: 'VND',
  deposit_limits: [limit('day'), limit('week'), limit('month')],
  reality_check: {
    interval_minutes: 0,
    session_started_at: '2026-11-26T18:00:00.000Z',
    played_seconds: 3_900,
    bet: 500_000,
    win: 380_000,
    net: -120_000,
  },
  block: null,
  cooling_off_until: null,
  ...over,
});

/** The platform's responsible-gaming calls: `on` answers each path (else the state). */
function setUp(
  state: ResponsibleGamingState,
  on: Record<string, (call: FakeCall) => FakeReply> = {},
  layout = 'desktop',
) {
  const fake = createFakeFetch((call) => {
    const path = pathOf(call);
    const handler = on[path];
    if (handler) return handler(call);
    if (path === '/arks/web/member/responsible-gaming') return { body: envelope('100', state) };
    return { status: 404, body: envelope('404') };
  });
  globalThis.fetch = fake.fetch;
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member: testMember({ id: 1 }) });
  });
  const view = renderMember(<MemberRoot {...remoteProps({ layout: layout as 'desktop' | 'mobile' })} />, {
    route: '/ResponsibleGaming',
  });
  return { ...view, calls: fake.calls };
}

const bodiesTo = (calls: FakeCall[], path: string) => calls.filter((c) => pathOf(c) === path).map((c) => c.body);

describe('responsible gaming in the member centre (/user/ResponsibleGaming)', () => {
  it('shows each period’s limit, what was used and remains, a raise waiting with its time, and the cooling-off', async () => {
    setUp(
      baseState({
        deposit_limits: [
          limit('day', {
            limit: 1_000_000,
            used: 400_000,
            remaining: 600_000,
            pending: { limit: 3_000_000, effective_at: '2026-11-27T20:30:00.000Z' },
          }),
          limit('week', { limit: 2_000_000, used: 2_000_000, remaining: 0 }),
          limit('month'),
        ],
        cooling_off_until: '2026-11-27T12:00:00.000Z',
      }),
    );
    const table = await screen.findByRole('table', { name: vi.rg.limit.list_label });
    const rows = within(table).getAllByTestId('rg-limit');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(vi.rg.period.day);
    expect(rows[0]).toHaveTextContent('1.000.000');
    expect(rows[0]).toHaveTextContent('400.000');
    expect(within(rows[0]!).getByTestId('rg-limit-remaining')).toHaveTextContent('600.000');
    // The raise: its value and when it applies, in Caracas time (UTC−4).
    expect(rows[0]).toHaveTextContent('3.000.000 ₫ từ 2026-11-27 16:30:00');
    expect(rows[1]).toHaveTextContent(vi.rg.limit.status_reached);
    expect(rows[2]).toHaveTextContent(vi.rg.limit.none);
    expect(screen.getByTestId('rg-cooling-off')).toHaveTextContent('2026-11-27 08:00:00');
    // The session so far, for the reality check.
    expect(screen.getByTestId('rg-played')).toHaveTextContent('1 giờ 5 phút');
    expect(screen.getByTestId('rg-net')).toHaveTextContent('-120.000');
  });

  it('sets a limit: the amount is checked first, then sent; a raise says when it applies', async () => {
    let answer: 'applied' | 'pending' = 'applied';
    const { user, calls } = setUp(baseState(), {
      '/arks/web/member/responsible-gaming/deposit-limit': (call) => {
        const { period, limit: value } = call.body as { period: 'day'; limit: number };
        const next = baseState({
          deposit_limits: [
            limit(period, {
              limit: answer === 'applied' ? value : 500_000,
              remaining: answer === 'applied' ? value : 500_000,
              pending: answer === 'pending' ? { limit: value, effective_at: '2026-11-27T22:00:00.000Z' } : null,
            }),
            limit('week'),
            limit('month'),
          ],
        });
        return { body: envelope('100', { change: answer, state: next }) };
      },
    });
    const form = await screen.findByRole('form', { name: vi.rg.limit.form_label });
    const amount = within(form).getByRole('textbox', { name: vi.rg.limit.amount_label });
    await user.click(within(form).getByRole('button', { name: vi.rg.limit.submit }));
    expect(await within(form).findByText(vi.amount.required)).toBeInTheDocument();
    expect(bodiesTo(calls, '/arks/web/member/responsible-gaming/deposit-limit')).toEqual([]);

    await user.type(amount, '500000');
    await user.click(within(form).getByRole('button', { name: vi.rg.limit.submit }));
    expect(await screen.findByTestId('rg-limit-feedback')).toHaveTextContent(vi.rg.limit.applied_title);
    expect(bodiesTo(calls, '/arks/web/member/responsible-gaming/deposit-limit')).toEqual([
      { period: 'day', limit: 500_000 },
    ]);
    expect(screen.getAllByTestId('rg-limit')[0]).toHaveTextContent('500.000');

    answer = 'pending';
    await user.clear(amount);
    await user.type(amount, '900000');
    await user.selectOptions(within(form).getByRole('combobox', { name: vi.rg.limit.period_label }), 'day');
    await user.click(within(form).getByRole('button', { name: vi.rg.limit.submit }));
    const feedback = await screen.findByText(/sẽ thành 900.000/);
    expect(feedback).toHaveTextContent('2026-11-27 18:00:00');
  });

  it('a raise during the cooling-off is refused with its end; removing asks the platform with limit null', async () => {
    const { user, calls } = setUp(
      baseState({
        deposit_limits: [limit('day', { limit: 100_000, remaining: 100_000 }), limit('week'), limit('month')],
      }),
      {
        '/arks/web/member/responsible-gaming/deposit-limit': () => ({
          body: { code: '101', message: 'cooling off', data: { until: '2026-11-28T04:00:00.000Z' } },
        }),
      },
    );
    await screen.findByRole('table', { name: vi.rg.limit.list_label });
    await user.click(screen.getByRole('button', { name: `${vi.rg.limit.remove} hạn mức ${vi.rg.period.day}` }));
    const refused = await screen.findByTestId('rg-limit-feedback');
    expect(refused).toHaveTextContent('2026-11-28 00:00:00');
    expect(bodiesTo(calls, '/arks/web/member/responsible-gaming/deposit-limit')).toEqual([
      { period: 'day', limit: null },
    ]);
  });

  it('self-exclusion needs the password and the confirmation; a wrong password is said at the field; success logs out', async () => {
    const logouts: Array<BusEvents['session:logout-requested']> = [];
    cleanups.push(bus.on('session:logout-requested', (p) => logouts.push(p)));
    let wrong = true;
    const { user, calls } = setUp(baseState(), {
      '/arks/web/member/responsible-gaming/self-exclusion': () =>
        wrong
          ? { body: { code: '101', message: 'The password is wrong', data: null } }
          : {
              body: envelope('100', {
                kind: 'self_exclusion',
                started_at: '2026-11-26T20:00:00.000Z',
                ends_at: '2027-05-26T20:00:00.000Z',
              }),
            },
    });
    const form = await screen.findByRole('form', { name: vi.rg.exclusion.form_label });
    await user.click(within(form).getByRole('button', { name: vi.rg.exclusion.submit }));
    expect(await within(form).findByText(vi.rg.error.password_required)).toBeInTheDocument();
    expect(within(form).getByText(vi.rg.error.confirm_required)).toBeInTheDocument();
    expect(bodiesTo(calls, '/arks/web/member/responsible-gaming/self-exclusion')).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: vi.rg.exclusion.period_label }), '1y');
    await user.type(within(form).getByLabelText(vi.rg.password_label), 'nope1234');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: vi.rg.exclusion.submit }));
    expect(await within(form).findByText(vi.rg.code.wrong_password)).toBeInTheDocument();
    expect(logouts).toEqual([]);

    wrong = false;
    await user.clear(within(form).getByLabelText(vi.rg.password_label));
    await user.type(within(form).getByLabelText(vi.rg.password_label), 'demo1234');
    await user.click(within(form).getByRole('button', { name: vi.rg.exclusion.submit }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(bodiesTo(calls, '/arks/web/member/responsible-gaming/self-exclusion').at(-1)).toEqual({
      period: '1y',
      password: 'demo1234',
    });
    expect(logouts).toEqual([{ reason: 'unauthorized' }]);
  });

  it('on a phone the limits are cards', async () => {
    setUp(baseState(), {}, 'mobile');
    const list = await screen.findByRole('list', { name: vi.rg.limit.list_label });
    expect(within(list).getAllByTestId('rg-limit')).toHaveLength(3);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('the menu lists the page after Info', async () => {
    setUp(baseState());
    await screen.findByRole('table', { name: vi.rg.limit.list_label });
    const link = screen.getAllByRole('link', { name: vi.menu.ResponsibleGaming })[0];
    expect(link).toHaveAttribute('href', '/ResponsibleGaming');
  });
});
