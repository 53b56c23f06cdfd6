import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared/bus';
import { contentCalls, type BusEvents, type CarouselPicture } from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { testSiteConfig } from '@site/shared/testing';
import { game, member, provider, siteConfig } from '../test/fixtures';
import { banner } from '../test/content-fixtures';
import { mockLobbyApi, ok, type ListedType } from '../test/lobby-api';
import { renderLobby } from '../test/render-lobby';

const slots = provider('GP001', 'Lucky Slots', 2, { house: 1 });
const list: ListedType[] = [
  {
    gt_id: 2,
    gt_name: 'Slot',
    gt_icon: '/api/assets/game-types/2.webp',
    gt_icon_active: '/api/assets/game-types/2.webp?active=1',
    providers: [slots],
    gp_list: [game('GP001', 2, 'Fortune')],
  },
];

/** Every link type of SPEC §9, answered in ascending id order (the page shows them descending). */
const desktopBanners: CarouselPicture[] = [
  banner(1, { title: 'Sponsor Cup', link_type: 0, link_method: 1, link_url: 'https://example.com/cup' }),
  banner(2, { title: 'Welcome bonus', link_type: 1, link_method: 0, link_url: '/discount' }),
  banner(3, {
    title: 'Jackpot spins',
    link_type: 2,
    link_method: 0,
    link_url: '',
    game_link_parameter: { currency: 'VND', gt_id: 2, gp_id: 'GP001', gp_gt_name: 'GP001 Slot' },
  }),
  banner(4, { title: 'Live hall', link_type: 1, link_method: 1, link_url: '/gameHall/3' }),
  banner(5, { title: 'Bad link', link_type: 0, link_method: 0, link_url: 'javascript:alert(1)' }),
];
const smallBanners = [banner(21, { title: 'Small one', link_type: 1, link_url: '/faq' })];
const mobileBanners = [banner(31, { title: 'Phone banner' })];

let platform: ReturnType<typeof mockLobbyApi>;
const seen: Array<() => void> = [];
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const events: Array<BusEvents[K]> = [];
  seen.push(bus.on(name, (payload) => events.push(payload)));
  return events;
}
const bannerBodies = () => platform.bodies(contentCalls.carouselPictures);
let byUseType: Record<number, CarouselPicture[]>;

beforeEach(async () => {
  byUseType = { 0: desktopBanners, 1: smallBanners, 2: mobileBanners };
  await i18n.changeLanguage('en_US');
  platform = mockLobbyApi(list, [
    [
      contentCalls.carouselPictures,
      (body: { use_type: number }) => ok({ web_carousel_picture_list: byUseType[body.use_type] }),
    ],
  ]);
  bus.emit('session:changed', { status: 'anonymous' });
  bus.emit('locale:currency-changed', { currency: 'VND' });
});
afterEach(() => {
  platform.spy.mockRestore();
  seen.splice(0).forEach((off) => off());
});

const carousel = () => screen.getByRole('region', { name: 'Featured' });
const slideTitles = () =>
  within(carousel())
    .getAllByTestId('banner-slide')
    .map((slide) => within(slide).getByRole('img', { hidden: true }).getAttribute('alt'));
const currentSlide = () =>
  within(carousel())
    .getAllByTestId('banner-slide')
    .find((slide) => slide.dataset.current === 'true')!;
async function showBanner(user: ReturnType<typeof userEvent.setup>, title: string) {
  const dot = within(carousel()).getByRole('button', { name: new RegExp(`: ${title}$`) });
  await user.click(dot);
  expect(dot).toHaveAttribute('aria-current', 'true');
}

describe('SPEC §3/§7/§9 banners on the home page', () => {
  it('asks the desktop (0) and small (1) use types in the currency and page language; shows them by id descending', async () => {
    renderLobby('/');
    await screen.findByRole('region', { name: 'Featured' });
    expect(bannerBodies()).toEqual(
      expect.arrayContaining([
        { site_id: 7, use_type: 0, currency: 'VND', language: 'en_US' },
        { site_id: 7, use_type: 1, currency: 'VND', language: 'en_US' },
      ]),
    );
    expect(bannerBodies()).toHaveLength(2);
    expect(slideTitles()).toEqual(['Bad link', 'Live hall', 'Jackpot spins', 'Welcome bonus', 'Sponsor Cup']);
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    // One slide shown; the others are hidden from assistive tech and out of the tab order.
    const slides = within(carousel()).getAllByTestId('banner-slide');
    expect(slides[0]).toHaveAttribute('aria-label', '1 of 5');
    expect(slides.filter((s) => s.getAttribute('aria-hidden') === 'true')).toHaveLength(4);
    // The small banners in a row under it.
    expect(
      within(screen.getByRole('list', { name: 'More promotions' })).getByRole('link', { name: 'Small one' }),
    ).toHaveAttribute('href', '/faq');
  });

  it('asks only the mobile use type (2) on a phone', async () => {
    renderLobby('/', { layout: 'mobile' });
    await screen.findByRole('region', { name: 'Featured' });
    expect(bannerBodies()).toEqual([{ site_id: 7, use_type: 2, currency: 'VND', language: 'en_US' }]);
    expect(slideTitles()).toEqual(['Phone banner']);
    // A single banner needs no controls.
    expect(within(carousel()).queryByRole('button', { name: 'Pause the banners' })).toBeNull();
  });

  it('follows each link type: external in a new window, internal through the shell, a game through the launcher', async () => {
    const user = userEvent.setup();
    const navigations = record('nav:navigate');
    const launches = record('game:launch-requested');
    renderLobby('/');
    await screen.findByRole('region', { name: 'Featured' });
    await screen.findByRole('tab', { name: 'Slots' });

    // link_type 0, link_method 1: the web, in a new window.
    await showBanner(user, 'Sponsor Cup');
    const external = within(currentSlide()).getByRole('link', { name: 'Sponsor Cup (opens in a new window)' });
    expect(external).toHaveAttribute('href', 'https://example.com/cup');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');

    // link_type 1, link_method 0: a page of the site, through the shell.
    await showBanner(user, 'Welcome bonus');
    await user.click(within(currentSlide()).getByRole('link', { name: 'Welcome bonus' }));
    expect(navigations).toEqual([{ to: '/discount' }]);

    // link_type 1, link_method 1: a page of the site in a new window (a real link, not the bus).
    await showBanner(user, 'Live hall');
    const inNewWindow = within(currentSlide()).getByRole('link', { name: 'Live hall (opens in a new window)' });
    expect(inNewWindow).toHaveAttribute('href', '/gameHall/3');
    expect(inNewWindow).toHaveAttribute('target', '_blank');

    // link_type 2: the provider of game_link_parameter, through the launcher (requestGame).
    await showBanner(user, 'Jackpot spins');
    await user.click(within(currentSlide()).getByRole('button', { name: 'Jackpot spins' }));
    expect(launches).toEqual([
      {
        gp_id: 'GP001',
        game_type: 2,
        game_code: '',
        house: 1,
        customized: 0,
        name: 'Jackpot spins',
        provider_name: 'Lucky Slots',
      },
    ]);

    // A javascript: address is no link at all.
    await showBanner(user, 'Bad link');
    expect(within(currentSlide()).queryByRole('link')).toBeNull();
    expect(within(currentSlide()).getByRole('img', { name: 'Bad link' })).toBeInTheDocument();
    expect(navigations).toHaveLength(1);
  });

  it('SPEC §6 demo-mode builds show the banners without links or play', async () => {
    const user = userEvent.setup();
    const launches = record('game:launch-requested');
    const demo = testSiteConfig({ ...siteConfig, features: { ...siteConfig.features, demo_mode: true } });
    renderLobby('/', { siteConfig: demo });
    await screen.findByRole('region', { name: 'Featured' });
    expect(within(carousel()).queryAllByRole('link', { hidden: true })).toHaveLength(0);
    expect(within(screen.getByRole('list', { name: 'More promotions' })).queryByRole('link')).toBeNull();
    await showBanner(user, 'Jackpot spins');
    expect(within(currentSlide()).queryByRole('button')).toBeNull();
    await user.click(within(currentSlide()).getByRole('img', { name: 'Jackpot spins' }));
    expect(launches).toEqual([]);
  });

  it('SPEC §7 carousel_picture.url on web_api.{currency}: the banners are asked again and shown without a reload', async () => {
    renderLobby('/');
    await screen.findByRole('region', { name: 'Featured' });
    expect(bannerBodies()).toHaveLength(2);
    // Another currency's banners changed: nothing to do.
    act(() =>
      bus.emit('content:changed', {
        list: 'carousel_picture',
        path: '/arks/web/carousel_picture',
        currency: 'USD',
        use_type: 0,
      }),
    );
    // A model list changed: not the banners.
    act(() => bus.emit('content:changed', { list: 'model_sponsor', path: '/web/model_sponsor' }));
    expect(bannerBodies()).toHaveLength(2);

    byUseType[0] = [...desktopBanners, banner(9, { title: 'Fresh offer' })];
    act(() =>
      bus.emit('content:changed', {
        list: 'carousel_picture',
        path: '/arks/web/carousel_picture',
        currency: 'VND',
        use_type: 0,
      }),
    );
    await waitFor(() => expect(slideTitles()[0]).toBe('Fresh offer'));
    expect(bannerBodies().length).toBeGreaterThan(2);
  });

  it('SPEC §7: the banners are asked again when web_api.{currency} is subscribed, not when a template channel is', async () => {
    renderLobby('/');
    await screen.findByRole('region', { name: 'Featured' });
    expect(bannerBodies()).toHaveLength(2);
    act(() => bus.emit('realtime:public-channel', { channel: 'web_template.classic' }));
    expect(bannerBodies()).toHaveLength(2);
    byUseType[0] = [...desktopBanners, banner(10, { title: 'Changed before the socket listened' })];
    act(() => bus.emit('realtime:public-channel', { channel: 'web_api.VND' }));
    await waitFor(() => expect(slideTitles()[0]).toBe('Changed before the socket listened'));
  });

  it('asks in the member currency once the member is known', async () => {
    bus.emit('session:changed', { status: 'member', token: 't0k3n', member });
    renderLobby('/');
    await screen.findByRole('region', { name: 'Featured' });
    expect(bannerBodies()[0]).toMatchObject({ currency: 'USD' });
  });

  it("says when its first banner is on screen (the page's own first screen then goes), once, and not before", async () => {
    const shown = record('page:first-banner-shown');
    const painted = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((frame) => {
      frame(0);
      return 0;
    });
    renderLobby('/', { layout: 'mobile' });
    await screen.findByRole('region', { name: 'Featured' });
    expect(shown).toHaveLength(0);
    const first = within(within(carousel()).getAllByTestId('banner-slide')[0]!).getByRole<HTMLImageElement>('img', {
      hidden: true,
    });
    first.decode = () => Promise.resolve();
    act(() => {
      first.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(shown).toHaveLength(1));
    painted.mockRestore();
  });

  it('says so at once when there is no banner to show, or the list fails', async () => {
    const shown = record('page:first-banner-shown');
    byUseType[2] = [];
    renderLobby('/', { layout: 'mobile' });
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Featured' })).toBeNull();
  });
});
