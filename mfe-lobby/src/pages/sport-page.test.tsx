import { act, screen, waitFor, within } from '@testing-library/react';
import { api } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  contentCalls,
  gameCalls,
  lobbyCalls,
  type ApiCall,
  type ApiResult,
  type BusEvents,
} from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { member, provider } from '../test/fixtures';
import type { ListedType } from '../test/lobby-api';
import { renderLobby } from '../test/render-lobby';

const FRAME_ORIGIN = 'https://sports.example.com';
const visitorUrl = `${FRAME_ORIGIN}/sport/quickbet?token=visitor`;
const memberUrl = `${FRAME_ORIGIN}/sport/quickbet?token=member-42`;

const ok = <T,>(data: T): ApiResult<T> => ({ code: '100', message: 'success', data, ok: true });
const fail = (code: string, message: string): ApiResult<null> => ({ code, message, data: null, ok: false });
const urlAnswer = (url: string) => ok({ detail: { url, gp_id: 'GPSBO' } });
const embeddable = (url: string) => ok({ url, embeddable: 1 as const, reason: '' });
const refused = (url: string) => ok({ url, embeddable: 0 as const, reason: 'X-Frame-Options: DENY' });

type Answer = ApiResult<unknown> | Promise<ApiResult<unknown>>;
let answers: { url: () => Answer; check: (url: string) => Answer; list: () => Answer };
let callSpy: jest.SpyInstance;
const calls = (call: ApiCall) => callSpy.mock.calls.filter(([c]) => c === call);

const cleanups: Array<() => void> = [];
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const seen: Array<BusEvents[K]> = [];
  cleanups.push(bus.on(name, (payload) => seen.push(payload)));
  return seen;
}

const asVisitor = () => {
  bus.emit('session:changed', { status: 'anonymous' });
  bus.emit('locale:currency-changed', { currency: 'VND' });
};
const asMember = () => {
  bus.emit('session:changed', { status: 'member', token: 't0k3n', member });
  bus.emit('locale:currency-changed', { currency: member.member_currency });
};

const iframe = () => screen.findByTitle('Sportsbook');
/** Posts a message to the page as a window would. */
function post(data: unknown, origin: string, source: MessageEventSource | null) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  answers = {
    url: () => urlAnswer(visitorUrl),
    check: (url) => embeddable(url),
    list: () => ok({ list: [] }),
  };
  callSpy = jest.spyOn(api, 'call').mockImplementation((call: ApiCall, body?: { url?: string }) => {
    if (call === lobbyCalls.sportQuickbetUrl) return Promise.resolve(answers.url());
    if (call === contentCalls.checkIframe) return Promise.resolve(answers.check(body?.url ?? ''));
    if (call === gameCalls.list) return Promise.resolve(answers.list());
    return Promise.reject(new Error(`unexpected call ${call.path}`));
  });
  asVisitor();
});
afterEach(() => {
  callSpy.mockRestore();
  cleanups.splice(0).forEach((off) => off());
});

describe('SPEC §4 sport frame: the /gameHall/4 page', () => {
  it('SPEC §4 sport frame: fetches the address, checks it, then shows the frame full width under a heading', async () => {
    const { user } = renderLobby('/gameHall/4');
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
    expect(screen.getByTestId('sport-frame-checking')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('sport-frame-card')).toHaveAttribute('data-state', 'checking');

    const frame = await iframe();
    expect(frame).toHaveAttribute('src', visitorUrl);
    expect(calls(lobbyCalls.sportQuickbetUrl)).toEqual([
      [
        lobbyCalls.sportQuickbetUrl,
        { currency: 'VND', support_device: 1, domain: window.location.origin, site_id: 7 },
        { signal: expect.any(AbortSignal) },
      ],
    ]);
    expect(calls(contentCalls.checkIframe)).toEqual([
      [contentCalls.checkIframe, { url: visitorUrl }, { signal: expect.any(AbortSignal) }],
    ]);
    // Check comes after the address, never before.
    const order = callSpy.mock.calls.map(([c]) => c);
    expect(order.indexOf(lobbyCalls.sportQuickbetUrl)).toBeLessThan(order.indexOf(contentCalls.checkIframe));
    expect(screen.queryByTestId('sport-frame-checking')).toBeNull();
    expect(screen.getByTestId('sport-frame-card')).toHaveAttribute('data-state', 'checked');
    // A visitor is told that betting needs a login, and can log in from there.
    const opened = record('modal:open');
    const hint = screen.getByTestId('sport-guest-hint');
    await user.click(within(hint).getByRole('button', { name: 'Log in' }));
    expect(opened).toEqual([{ name: 'login' }]);
  });

  it('SPEC §4 sport frame: S001 from the frame sets its height; other origins and windows are ignored', async () => {
    renderLobby('/gameHall/4');
    const frame = (await iframe()) as HTMLIFrameElement;
    const own = frame.contentWindow;
    expect(own).not.toBeNull();
    const start = frame.style.height;

    post({ code: 'S001', size: { height: 2400 } }, 'https://evil.example.com', own);
    expect(frame.style.height).toBe(start);
    post({ code: 'S001', size: { height: 2400 } }, FRAME_ORIGIN, window);
    expect(frame.style.height).toBe(start);

    post({ code: 'S001', size: { height: 2400 } }, FRAME_ORIGIN, own);
    expect(frame.style.height).toBe('2400px');
    post({ code: 'S001', size: { height: 50 } }, FRAME_ORIGIN, own);
    expect(frame.style.height).toBe('300px');
  });

  it('SPEC §4 sport frame: U003 asks the launcher to open the sportsbook at the event (desktop: event_id only)', async () => {
    const launches = record('game:launch-requested');
    renderLobby('/gameHall/4');
    const own = ((await iframe()) as HTMLIFrameElement).contentWindow;

    post({ code: 'U003', event_id: 'EV-9' }, 'https://evil.example.com', own);
    expect(launches).toEqual([]);
    post({ code: 'U003', event_id: 'EV-9', league_key: 'EPL', sport_type: 1 }, FRAME_ORIGIN, own);
    expect(launches).toEqual([
      { gp_id: 'GPSBO', game_type: 4, game_code: '', extra: { event_id: 'EV-9' }, name: 'Sportsbook' },
    ]);
  });

  it('SPEC §4 sport frame: on mobile U003 also carries league_key and sport_type', async () => {
    const launches = record('game:launch-requested');
    renderLobby('/gameHall/4', { layout: 'mobile' });
    const own = ((await iframe()) as HTMLIFrameElement).contentWindow;
    post({ code: 'U003', event_id: 'EV-9', league_key: 'EPL', sport_type: 1 }, FRAME_ORIGIN, own);
    expect(launches).toEqual([
      {
        gp_id: 'GPSBO',
        game_type: 4,
        game_code: '',
        extra: { event_id: 'EV-9', league_key: 'EPL', sport_type: 1 },
        name: 'Sportsbook',
      },
    ]);
  });

  it('SPEC §4/§8 sport frame: a refused check marks it errored; retry runs both calls again', async () => {
    answers.check = (url) => refused(url);
    const { user } = renderLobby('/gameHall/4');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The sportsbook could not be opened');
    expect(alert).toHaveTextContent("The sportsbook can't be shown on this page right now");
    expect(screen.getByTestId('sport-frame-card')).toHaveAttribute('data-state', 'errored');
    expect(screen.queryByTitle('Sportsbook')).toBeNull();
    expect(calls(lobbyCalls.sportQuickbetUrl)).toHaveLength(1);
    expect(calls(contentCalls.checkIframe)).toHaveLength(1);

    answers.check = (url) => embeddable(url);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await iframe()).toHaveAttribute('src', visitorUrl);
    expect(calls(lobbyCalls.sportQuickbetUrl)).toHaveLength(2);
    expect(calls(contentCalls.checkIframe)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('SPEC §4/§8 sport frame: a failed check call (network) is errored too', async () => {
    answers.check = () => Promise.reject(new Error('offline'));
    renderLobby('/gameHall/4');
    expect(await screen.findByRole('alert')).toHaveTextContent('The sportsbook could not be opened');
    expect(screen.queryByTitle('Sportsbook')).toBeNull();
  });

  it('SPEC §4/§8 sport frame: url code 101 (no sport provider) is errored without a check', async () => {
    answers.url = () => fail('101', 'No sport provider for this currency');
    const { user } = renderLobby('/gameHall/4');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Sports betting isn't available yet");
    expect(alert).toHaveTextContent('No sportsbook is offered in your currency right now');
    expect(calls(contentCalls.checkIframe)).toHaveLength(0);
    expect(screen.queryByTitle('Sportsbook')).toBeNull();

    answers.url = () => urlAnswer(visitorUrl);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await iframe()).toHaveAttribute('src', visitorUrl);
  });

  it('SPEC §4 sport frame: logging in asks again, for the member (the address carries the member)', async () => {
    renderLobby('/gameHall/4');
    expect(await iframe()).toHaveAttribute('src', visitorUrl);
    answers.url = () => urlAnswer(memberUrl);
    act(() => asMember());
    await waitFor(() => expect(screen.getByTitle('Sportsbook')).toHaveAttribute('src', memberUrl));
    expect(calls(lobbyCalls.sportQuickbetUrl).at(-1)?.[1]).toEqual(expect.objectContaining({ currency: 'USD' }));
    expect(screen.queryByTestId('sport-guest-hint')).toBeNull();
    // And logging out asks again, as a visitor.
    answers.url = () => urlAnswer(visitorUrl);
    act(() => asVisitor());
    await waitFor(() => expect(screen.getByTitle('Sportsbook')).toHaveAttribute('src', visitorUrl));
    expect(calls(lobbyCalls.sportQuickbetUrl)).toHaveLength(3);
  });

  it('SPEC §4 sport frame: waits for the shell while the session is restored', async () => {
    bus.emit('session:changed', { status: 'restoring' });
    renderLobby('/gameHall/4');
    expect(screen.getByTestId('sport-frame-checking')).toBeInTheDocument();
    expect(calls(lobbyCalls.sportQuickbetUrl)).toHaveLength(0);
    act(() => asVisitor());
    expect(await iframe()).toBeInTheDocument();
  });

  it('SPEC §4 sport frame: texts follow the language', async () => {
    await i18n.changeLanguage('vi_VN');
    renderLobby('/gameHall/4');
    expect(screen.getByRole('heading', { level: 1, name: 'Thể thao' })).toBeInTheDocument();
    expect(await screen.findByTitle('Cá cược thể thao')).toBeInTheDocument();
  });
});

describe('SPEC §4 sport frame: the lobby leads there', () => {
  const sportTypes: ListedType[] = [
    {
      gt_id: 2,
      gt_name: 'Slot',
      gt_icon: '/api/assets/game-types/2.webp',
      gt_icon_active: '/api/assets/game-types/2.webp?active=1',
      providers: [provider('GPPG', 'PG Soft', 2)],
      gp_list: [],
    },
    {
      gt_id: 4,
      gt_name: 'Sport',
      gt_icon: '/api/assets/game-types/4.webp',
      gt_icon_active: '/api/assets/game-types/4.webp?active=1',
      providers: [provider('GPSBO', 'SBOBET', 4)],
      gp_list: [],
    },
  ];

  it('SPEC §4 sport frame: the Sports tab shows a link to /gameHall/4 that navigates through the shell', async () => {
    answers.list = () => ok({ list: sportTypes });
    const navigations = record('nav:navigate');
    const { user } = renderLobby('/');
    const tablist = await screen.findByTestId('game-type-tabs');
    expect(screen.queryByRole('link', { name: /Open the sportsbook/ })).toBeNull();

    await user.click(within(tablist).getByRole('tab', { name: 'Sports' }));
    const link = screen.getByRole('link', { name: /Open the sportsbook/ });
    expect(link).toHaveAttribute('href', '/gameHall/4');
    await user.click(link);
    expect(navigations).toEqual([{ to: '/gameHall/4' }]);
  });
});
