import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { BusEvents, DemoGameType, GameEntry, ModalProps } from '@site/shared/contracts';
import { addAppResources, commonViVN } from '@site/shared/i18n';
import { createFakeFetch, envelope, renderApp, type FakeCall, type FakeReply } from '@site/shared/testing';
import { resources } from '../../../locales';
import vi from '../../../locales/vi_VN.json';
import { game, provider, siteConfig } from '../../../test/fixtures';
import { DemoListDialog } from './demo-list-dialog';

// What createRemoteApp does when the modal host loads ./GameDemoList.
addAppResources('lobby', resources);

const d = vi.demo;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => String(params[key]));
const tryName = (name: string) => fill(d.try_game, { game: name });

const pg = provider('GPPG', 'PG Soft', 2);
const jili = provider('GPJILI', 'JILI', 2, { house: 1 });
const mg = provider('GPMG', 'Microgaming', 2, { maintain: 1 });
const members = provider('GPVIP', 'VIP Room', 2, { customized: 1 });
const evo = provider('GPEVO', 'Evolution', 3);
const privateSport = provider('GPSBO', 'SBOBET Private', 4, { customized: 1 });

const pgGames = Array.from({ length: 30 }, (_, i) => game('GPPG', 2, `Fortune ${i + 1}`));
const jiliGames = Array.from({ length: 3 }, (_, i) => game('GPJILI', 2, `Jili ${i + 1}`, { house: 1 }));
const evoGames = [game('GPEVO', 3, 'Lightning Roulette'), game('GPEVO', 3, 'Crazy Time')];

const type = (gt_id: DemoGameType['gt_id'], gt_name: string, gp_list: DemoGameType['gp_list']): DemoGameType => ({
  gt_id,
  gt_name,
  gt_icon: `/api/assets/game-types/${gt_id}.webp`,
  gt_icon_active: `/api/assets/game-types/${gt_id}.webp?active=1`,
  gp_list,
});

const CATALOGUE: DemoGameType[] = [
  type(2, 'Slot', [pg, jili, mg, members]),
  type(3, 'Live', [evo]),
  type(4, 'Sport', [privateSport]),
];

const GAMES: Record<string, GameEntry[]> = { GPPG: pgGames, GPJILI: jiliGames, GPEVO: evoGames };

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** A fake platform for the two demo calls; each can be replaced to hold or fail an answer. */
function fakePlatform({
  types = () => ({ body: envelope(100, { data: CATALOGUE }) }),
  games = (call) => ({ body: envelope(100, { data: GAMES[(call.body as { gp_id: string }).gp_id] ?? [] }) }),
}: { types?: Handler; games?: Handler } = {}) {
  const fake = createFakeFetch((call) => {
    if (call.url.endsWith('/api/demo/gt_games')) return types(call);
    if (call.url.endsWith('/api/demo/gp_games')) return games(call);
    return { status: 404, body: envelope(404, null, 'not found') };
  });
  globalThis.fetch = fake.fetch;
  const of = (path: string) => fake.calls.filter((c) => c.url.endsWith(path));
  return {
    calls: fake.calls,
    typeCalls: () => of('/api/demo/gt_games'),
    gameCalls: () => of('/api/demo/gp_games'),
  };
}

const modalProps = (over: Partial<ModalProps> = {}): ModalProps => ({
  basename: '/',
  siteConfig,
  layout: 'desktop',
  onClose: jest.fn(),
  ...over,
});

function openDialog(over: Partial<ModalProps> = {}) {
  const props = modalProps(over);
  const { user } = renderApp(<DemoListDialog {...props} />, { language: 'vi_VN', theme: siteConfig.theme });
  return { props, user, dialog: screen.getByRole('dialog', { name: d.title }) };
}

const realFetch = globalThis.fetch;
const launches: Array<BusEvents['game:launch-requested']> = [];
let offLaunch: () => void;
beforeEach(() => {
  bus.emit('locale:currency-changed', { currency: 'VND' });
  launches.length = 0;
  offLaunch = bus.on('game:launch-requested', (request) => launches.push(request));
});
afterEach(() => {
  offLaunch();
  globalThis.fetch = realFetch;
});

describe('game demo list dialog (SPEC §2 "game demo list", §6 visitor)', () => {
  it('SPEC §7 demo/gt_games: asks with site_id, support_device, currency and template, then shows the types as tabs', async () => {
    let answer!: (reply: FakeReply) => void;
    const platform = fakePlatform({ types: () => new Promise<FakeReply>((r) => (answer = r)) });
    const { dialog } = openDialog();

    expect(within(dialog).getByRole('status')).toHaveTextContent(d.loading);
    await waitFor(() => expect(platform.typeCalls()).toHaveLength(1));
    act(() => answer({ body: envelope(100, { data: CATALOGUE }) }));

    const tabs = await within(dialog).findAllByRole('tab');
    expect(platform.typeCalls()).toHaveLength(1);
    expect(platform.typeCalls()[0]?.body).toEqual({
      site_id: 7,
      support_device: 1,
      currency: 'VND',
      template: siteConfig.template,
    });
    expect(within(dialog).getByRole('tablist', { name: d.types_label })).toBeInTheDocument();
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Slot', 'Live']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Slot');
  });

  it('SPEC §7 demo/gt_games: on a phone it asks for the mobile template', async () => {
    const platform = fakePlatform();
    const { dialog } = openDialog({ layout: 'mobile' });
    await within(dialog).findAllByRole('tab');
    expect(platform.typeCalls()[0]?.body).toMatchObject({ template: siteConfig.mobile_template });
  });

  it('SPEC §7 demo/gp_games: the first open provider loads at once; choosing another loads its games', async () => {
    const platform = fakePlatform();
    const { user, dialog } = openDialog();

    expect(await within(dialog).findByRole('button', { name: tryName('Fortune 1 (vi)') })).toBeInTheDocument();
    expect(platform.gameCalls()[0]?.body).toEqual({
      site_id: 7,
      currency: 'VND',
      device: 1,
      gp_id: 'GPPG',
      game_type_id: 2,
      house: 0,
    });
    const providers = within(dialog).getByRole('group', { name: d.providers_label });
    expect(within(providers).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(providers).getByRole('button', { name: 'JILI' }));
    expect(await within(dialog).findByRole('button', { name: tryName('Jili 1 (vi)') })).toBeInTheDocument();
    expect(within(providers).getByRole('button', { name: 'JILI' })).toHaveAttribute('aria-pressed', 'true');
    expect(platform.gameCalls().at(-1)?.body).toEqual({
      site_id: 7,
      currency: 'VND',
      device: 1,
      gp_id: 'GPJILI',
      game_type_id: 2,
      house: 1,
    });
    expect(within(dialog).getByRole('heading', { name: fill(d.games_of, { provider: 'JILI' }) })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: /^Chơi thử Jili/ })).toHaveLength(3);
  });

  it('SPEC §6 visitor: a click on a game closes the dialog and asks the launcher for a demo (demo: true)', async () => {
    const platform = fakePlatform();
    const { props, user, dialog } = openDialog();
    const first = pgGames[0]!;

    await user.click(await within(dialog).findByRole('button', { name: tryName('Fortune 1 (vi)') }));

    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(launches).toEqual([
      {
        gp_id: 'GPPG',
        game_type: 2,
        game_code: first.game_code,
        house: 0,
        name: 'Fortune 1 (vi)',
        provider_name: 'PG Soft',
        demo: true,
      },
    ]);
    // The launcher asks demo/play; the dialog never does.
    expect(platform.calls.filter((c) => c.url.endsWith('/api/demo/play'))).toHaveLength(0);
  });

  it('SPEC §6, §7 demo/gt_games customized: members-only providers are not offered, nor a type that has only those', async () => {
    fakePlatform();
    const { dialog } = openDialog();
    const providers = await within(dialog).findByRole('group', { name: d.providers_label });
    expect(within(providers).queryByRole('button', { name: /VIP Room/ })).toBeNull();
    expect(within(dialog).queryByRole('tab', { name: 'Sport' })).toBeNull();
  });

  it('SPEC §7 demo/gt_games maintain: a provider under maintenance is shown disabled with a badge and never loaded', async () => {
    const platform = fakePlatform();
    const { dialog } = openDialog();
    const providers = await within(dialog).findByRole('group', { name: d.providers_label });
    const maintained = within(providers).getByRole('button', { name: `Microgaming · ${d.maintenance}` });
    expect(maintained).toBeDisabled();
    expect(maintained).toHaveTextContent(d.maintenance);
    await within(dialog).findByRole('button', { name: tryName('Fortune 1 (vi)') });
    expect(platform.gameCalls().map((c) => (c.body as { gp_id: string }).gp_id)).toEqual(['GPPG']);
  });

  it('SPEC §7 demo/gt_games maintain: a type whose providers are all under maintenance says so', async () => {
    fakePlatform({ types: () => ({ body: envelope(100, { data: [type(2, 'Slot', [mg])] }) }) });
    const { dialog } = openDialog();
    expect(await within(dialog).findByText(d.all_maintenance_title)).toBeInTheDocument();
  });

  it('SPEC §7 demo/gt_games: a failure shows an error with a retry that loads the types', async () => {
    let attempt = 0;
    const platform = fakePlatform({
      types: () =>
        ++attempt === 1
          ? { status: 500, body: envelope(500, null, 'Internal error') }
          : { body: envelope(100, { data: CATALOGUE }) },
    });
    const { user, dialog } = openDialog();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(d.error_title);
    await user.click(within(alert).getByRole('button', { name: d.retry }));

    expect(await within(dialog).findAllByRole('tab')).toHaveLength(2);
    expect(platform.typeCalls()).toHaveLength(2);
  });

  it('SPEC §7 demo/gp_games: a failure of the games shows an error with a retry, the tabs stay', async () => {
    let attempt = 0;
    fakePlatform({
      games: () => (++attempt === 1 ? 'network-error' : { body: envelope(100, { data: evoGames }) }),
    });
    const { user, dialog } = openDialog();

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(d.error_title);
    expect(within(dialog).getAllByRole('tab')).toHaveLength(2);
    await user.click(within(alert).getByRole('button', { name: d.retry }));
    expect(await within(dialog).findByRole('button', { name: tryName('Crazy Time (vi)') })).toBeInTheDocument();
  });

  it('SPEC §7 demo/gt_games: no provider to try shows the empty state', async () => {
    fakePlatform({ types: () => ({ body: envelope(100, { data: [type(4, 'Sport', [privateSport])] }) }) });
    const { dialog } = openDialog();
    expect(await within(dialog).findByText(d.empty_title)).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('SPEC §7 demo/gp_games: a provider without games shows its empty state', async () => {
    fakePlatform({ games: () => ({ body: envelope(100, { data: [] }) }) });
    const { dialog } = openDialog();
    expect(await within(dialog).findByText(d.no_games_title)).toBeInTheDocument();
  });

  it('SPEC §7 demo/gp_games: shows the first 24 games, "Show more" adds the rest and moves focus to the first added', async () => {
    fakePlatform();
    const { user, dialog } = openDialog();
    await within(dialog).findByRole('button', { name: tryName('Fortune 1 (vi)') });

    const grid = within(dialog).getByTestId('demo-games');
    expect(within(grid).getAllByRole('button')).toHaveLength(24);
    expect(within(dialog).getByText(fill(d.showing, { shown: 24, total: 30 }))).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: d.show_more }));
    expect(within(grid).getAllByRole('button')).toHaveLength(30);
    expect(within(dialog).queryByRole('button', { name: d.show_more })).toBeNull();
    await waitFor(() => expect(within(grid).getByRole('button', { name: tryName('Fortune 25 (vi)') })).toHaveFocus());
  });

  it('SPEC §3 game_name: the page language, else English, else the game code', async () => {
    const englishOnly = game('GPEVO', 3, 'Dream Catcher', { game_name: { en_US: 'Dream Catcher' } });
    const nameless = game('GPEVO', 3, 'x', { game_name: {} });
    fakePlatform({ games: () => ({ body: envelope(100, { data: [englishOnly, nameless] }) }) });
    const { dialog } = openDialog({ params: { gt_id: 3 } });
    expect(await within(dialog).findByRole('button', { name: tryName('Dream Catcher') })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: tryName(nameless.game_code) })).toBeInTheDocument();
  });

  it('keyboard: arrow keys move between the type tabs and load the chosen type', async () => {
    const platform = fakePlatform();
    const { user, dialog } = openDialog();
    const [slot] = await within(dialog).findAllByRole('tab');
    slot!.focus();

    await user.keyboard('{ArrowRight}');
    const live = within(dialog).getByRole('tab', { name: 'Live' });
    expect(live).toHaveFocus();
    expect(live).toHaveAttribute('aria-selected', 'true');
    expect(await within(dialog).findByRole('button', { name: tryName('Lightning Roulette (vi)') })).toBeInTheDocument();
    expect(platform.gameCalls().at(-1)?.body).toMatchObject({ gp_id: 'GPEVO', game_type_id: 3 });

    await user.keyboard('{Home}');
    expect(within(dialog).getByRole('tab', { name: 'Slot' })).toHaveAttribute('aria-selected', 'true');
  });

  it('params: opens on the type and provider the opener names', async () => {
    const platform = fakePlatform();
    const { dialog } = openDialog({ params: { gt_id: 2, gp_id: 'GPJILI' } });
    expect(await within(dialog).findByRole('button', { name: tryName('Jili 1 (vi)') })).toBeInTheDocument();
    expect(platform.gameCalls().map((c) => (c.body as { gp_id: string }).gp_id)).toEqual(['GPJILI']);
  });

  it('Escape and the close button close the dialog', async () => {
    fakePlatform();
    const { props, user, dialog } = openDialog();
    await within(dialog).findAllByRole('tab');
    await user.click(within(dialog).getByRole('button', { name: commonViVN.close }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });
});
