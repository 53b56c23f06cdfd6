import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from '@site/shared/router';
import { bus } from '@site/shared/bus';
import type { BusEvents, GameEntry, GameProvider } from '@site/shared/contracts';
import { addAppResources } from '@site/shared/i18n';
import { renderApp, type RenderAppOptions } from '@site/shared/testing';
import { resources } from '../../../locales';
import vi from '../../../locales/vi_VN.json';
import {
  evolution,
  fortuneTiger,
  jili,
  namedGame,
  pgSlots,
  sampleCatalogue,
  tigerForever,
  tigersLuck,
} from '../test/catalogue';
import { GameSearch } from './game-search';

addAppResources('lobby', resources);

const s = vi.search;
const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => String(params[key]));

/** Shows where the router is, as the address bar would. */
function Address() {
  const location = useLocation();
  return <span data-testid="address">{`${location.pathname}${location.search}`}</span>;
}

function renderSearch(
  catalogue: { games: GameEntry[]; providers: GameProvider[] } = sampleCatalogue,
  options: Omit<RenderAppOptions, 'language'> & { language?: keyof typeof resources } = {},
) {
  const view = renderApp(
    <>
      <GameSearch games={catalogue.games} providers={catalogue.providers} />
      <Address />
    </>,
    { language: 'vi_VN', ...options },
  );
  const texts = resources[options.language ?? 'vi_VN'].search;
  return { ...view, box: screen.getByRole('combobox', { name: texts.label }) };
}

const launches: Array<BusEvents['game:launch-requested']> = [];
let offLaunch: () => void = () => undefined;
beforeEach(() => {
  launches.length = 0;
  offLaunch = bus.on('game:launch-requested', (request) => launches.push(request));
});
afterEach(() => offLaunch());

/** 45 games whose names all match "kho bau". */
const treasures = () =>
  Array.from({ length: 45 }, (_, i) =>
    namedGame('GPPG', 2, { vi: `Kho Báu ${i + 1}`, en: `Treasure ${i + 1}`, zh: `宝藏${i + 1}` }),
  );

const options = () => within(screen.getByRole('listbox')).getAllByRole('option');

describe('SPEC §6 game search: the combobox', () => {
  it('is a labelled combobox that controls a listbox, collapsed until there are results', () => {
    const { box } = renderSearch();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('placeholder', s.placeholder);
    // The listbox is in the page (hidden) even while collapsed, so aria-controls always points at it.
    expect(box.getAttribute('aria-controls')).toBeTruthy();
    expect(screen.getByRole('listbox', { hidden: true })).toHaveAttribute('id', box.getAttribute('aria-controls'));
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('a box low on the screen is scrolled up when focused, so its results open in sight', async () => {
    const { box, user } = renderSearch();
    const root = screen.getByTestId('game-search');
    const scrolled: unknown[] = [];
    root.scrollIntoView = (arg?: boolean | ScrollIntoViewOptions) => void scrolled.push(arg);
    const at = (top: number) =>
      jest.spyOn(root, 'getBoundingClientRect').mockReturnValue({ top, bottom: top + 48 } as DOMRect);
    at(window.innerHeight * 0.2);
    await user.click(box);
    expect(scrolled).toEqual([]);
    box.blur();
    at(window.innerHeight * 0.7);
    await user.click(box);
    expect(scrolled).toEqual([{ block: 'start', behavior: 'smooth' }]);
  });

  it('shows results as you type, Vietnamese names found without tone marks, with artwork and provider', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'ho vinh cuu');

    const [only, ...rest] = await screen.findAllByRole('option');
    expect(rest).toHaveLength(0);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: s.results_label })).toHaveAttribute(
      'id',
      box.getAttribute('aria-controls'),
    );
    expect(only).toHaveAccessibleName(`Hổ Vĩnh Cửu, ${vi.tag_hot}, PG Soft · Nổ hũ`);
    expect(only).toHaveTextContent('Hổ Vĩnh Cửu');
    expect(only).toHaveTextContent('PG Soft · Nổ hũ');
    // The matched part of the name is marked.
    expect(within(only!).getByText('Hổ Vĩnh Cửu', { selector: 'mark' })).toBeVisible();
    // The artwork is the thumbnail's background (decorative: no element for assistive tech), asked
    // for once the results are painted.
    await waitFor(() =>
      // eslint-disable-next-line testing-library/no-node-access -- the picture has no role to find it by
      expect(only!.querySelector<HTMLElement>('.pic')?.style.backgroundImage).toBe(`url("${tigerForever.icon_light}")`),
    );
    expect(screen.getByRole('status')).toHaveTextContent(fill(s.status_other, { count: 1 }));
  });

  it('searches as you type with no pause, the query typed last winning', async () => {
    const { user, box } = renderSearch(sampleCatalogue, { language: 'en_US' });
    await user.type(box, 'tig');
    await screen.findAllByRole('option');
    await user.type(box, 'er forever');
    await waitFor(() => expect(options()).toHaveLength(1));
    expect(options()[0]).toHaveTextContent('Tiger Forever');
    await user.clear(box);
    // A cleared box shows no old results, not even for a moment.
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('moves through the results with the arrow keys, keeping the focus in the box', async () => {
    const { user, box } = renderSearch(sampleCatalogue, { language: 'en_US' });
    await user.type(box, 'tiger');
    await screen.findAllByRole('option');
    const list = options();
    expect(list.map((o) => o.getAttribute('aria-label'))).toEqual([
      'Tiger Forever, HOT, PG Soft · Slots',
      "Tiger's Luck, JILI · Slots, Maintenance",
      'Fortune Tiger, PG Soft · Slots',
      'Sabretiger, JILI · Slots, Maintenance',
    ]);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-activedescendant', list[0]!.id);
    expect(list[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', list[2]!.id);
    expect(list[2]).toHaveAttribute('aria-selected', 'true');
    expect(list[0]).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', list[1]!.id);

    // Past either end the choice wraps around.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', list[3]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', list[0]!.id);
  });

  it('Enter on a game asks the launcher to open it and closes the results', async () => {
    const { user, box } = renderSearch(sampleCatalogue, { language: 'en_US' });
    await user.type(box, 'tiger');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');

    expect(launches).toEqual([
      {
        gp_id: 'GPJILI',
        game_type: 2,
        game_code: tigersLuck.game_code,
        house: 1,
        customized: 0,
        name: "Tiger's Luck",
        provider_name: 'JILI',
      },
    ]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('tiger');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/$/);
  });

  it('Enter with no result chosen opens nothing', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'tiger');
    await screen.findAllByRole('option');
    await user.keyboard('{Enter}');
    expect(launches).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  it('a click on a game opens it too', async () => {
    const { user, box } = renderSearch(sampleCatalogue, { language: 'en_US' });
    await user.type(box, 'fortune');
    await user.click(await screen.findByRole('option', { name: /^Fortune Tiger/ }));
    expect(launches).toEqual([expect.objectContaining({ game_code: fortuneTiger.game_code, name: 'Fortune Tiger' })]);
  });

  it("Enter on a provider goes to the provider's game list", async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'pg');
    const [first] = await screen.findAllByRole('option');
    expect(first).toHaveAccessibleName(`PG Soft, ${s.provider}, Nổ hũ · ${fill(s.games_count_other, { count: 3 })}`);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.getByTestId('address')).toHaveTextContent(`/slotgame?gt_id=${pgSlots.game_type}&gp_id=GPPG&house=0`);
    expect(launches).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('finds providers by name in any case, a maintenance one marked', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'JILI');
    const [provider] = await screen.findAllByRole('option');
    expect(provider).toHaveAccessibleName(
      `JILI, ${s.provider}, Nổ hũ · ${fill(s.games_count_other, { count: 2 })}, ${vi.maintenance}`,
    );
    await user.click(provider!);
    expect(screen.getByTestId('address')).toHaveTextContent(`/slotgame?gt_id=2&gp_id=${jili.gp_id}&house=1`);
  });

  it('Escape closes the results first, then clears the box', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'evolution');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
    expect(box).toHaveValue('evolution');

    // The arrow keys bring the results back.
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(options()[0]).toHaveAccessibleName(new RegExp(`^${evolution.gp_name}`));

    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
  });

  it('says so when nothing matches', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'zzz');
    await screen.findByText(s.no_results_text);
    const popup = screen.getByTestId('game-search-empty');
    expect(within(popup).getByText(fill(s.no_results_title, { query: 'zzz' }))).toBeVisible();
    expect(within(popup).getByText(s.no_results_text)).toBeVisible();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(fill(s.status_none, { query: 'zzz' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByText(s.no_results_text)).not.toBeInTheDocument();
  });

  it('the clear button empties the box and keeps the focus there', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'tiger');
    await screen.findAllByRole('option');
    await user.click(screen.getByRole('button', { name: s.clear }));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: s.clear })).not.toBeInTheDocument();
  });

  it('closes when the focus leaves it', async () => {
    const { user, box } = renderSearch();
    await user.type(box, 'tiger');
    await screen.findAllByRole('option');
    await user.tab();
    await user.tab();
    expect(box).not.toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows at most 20 results and says how many more there are', async () => {
    const { user, box } = renderSearch({ games: treasures(), providers: [pgSlots] });
    await user.type(box, 'kho bau');
    // The first few are drawn at once, the rest in the next frames.
    await screen.findAllByRole('option');
    await waitFor(() => expect(options()).toHaveLength(20));
    expect(screen.getByText(fill(s.more, { shown: 20, total: 45 }))).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(fill(s.status_other, { count: 20 }));
  });

  it('the keys reach every result, even before all are drawn: ArrowUp from the top goes to the last', async () => {
    const { user, box } = renderSearch({ games: treasures(), providers: [pgSlots] });
    await user.type(box, 'kho bau');
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowUp}');
    const last = options()[19]!;
    expect(box).toHaveAttribute('aria-activedescendant', last.id);
    expect(last).toHaveAttribute('aria-selected', 'true');
  });

  it('finds Chinese names in the Chinese page, by any part of the name', async () => {
    const { user, box } = renderSearch(sampleCatalogue, { language: 'zh_CN' });
    await user.type(box, '胡了');
    const [only] = await screen.findAllByRole('option');
    expect(only).toHaveTextContent('麻将胡了');
    expect(within(only!).getByText('胡了', { selector: 'mark' })).toBeVisible();
  });
});
