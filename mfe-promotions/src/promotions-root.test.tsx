import { screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { PromotionsRoot } from './promotions-root';
import { asVisitor, collectRequests, discount, fakePlatform, ok, siteConfig, startInEnglish } from './test/fixtures';

const WELCOME = discount({ id: 1, title: 'Member welcome bonus', apply_type: 'bonus', bonus: 50_000, pop_up: 1 });
const SLOTS = discount({ id: 2, gt_id: 2, title: 'Daily 1.2% slot rebate' });
const LIVE = discount({ id: 3, gt_id: 3, title: 'Live casino weekend cashback', apply_type: 'request' });

const renderPromotions = (route: string) =>
  renderApp(<PromotionsRoot basename="/discount" siteConfig={siteConfig} layout="desktop" />, { route });

function platform() {
  return fakePlatform({
    '/arks/web/activity/discount': (call) => {
      const gt = (call.body as { gt_id?: number }).gt_id;
      const list = [WELCOME, SLOTS, LIVE].filter((d) => !gt || d.gt_id === gt);
      return ok({ list, categories: [2, 3] });
    },
  });
}

beforeEach(async () => {
  await startInEnglish();
  asVisitor();
});

describe('SPEC §2 /discount: the promotions of a category', () => {
  it('lists the running promotions as cards: artwork, category, status, title, period and bonus', async () => {
    const { calls } = platform();
    renderPromotions('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    const list = await screen.findByTestId('discount-list');
    const cards = within(list).getAllByTestId('discount-card');
    expect(cards).toHaveLength(3);
    const welcome = within(list).getByRole('article', { name: 'Member welcome bonus' });
    expect(within(welcome).getByRole('link', { name: 'Member welcome bonus' })).toHaveAttribute('href', '/1');
    expect(within(welcome).getByText('All games')).toBeInTheDocument();
    expect(within(welcome).getByText('Running')).toBeInTheDocument();
    expect(within(welcome).getByText('2026-05-01 – 2026-05-31')).toBeInTheDocument();
    expect(within(welcome).getByText('Bonus ₫50,000')).toBeInTheDocument();
    expect(within(welcome).getByTestId('discount-banner')).toHaveAttribute('src', WELCOME.banner);
    expect(calls('/arks/web/activity/discount')[0]!.body).toEqual({ site_id: 1, currency: 'VND', language: 'en_US' });
  });

  it("asks for the first row's artwork at once, the first card's before anything else, the rest as they near the screen", async () => {
    const many = Array.from({ length: 6 }, (_, i) => discount({ id: 10 + i, title: `Promotion ${i + 1}` }));
    fakePlatform({ '/arks/web/activity/discount': () => ok({ list: many, categories: [] }) });
    renderPromotions('/');
    const list = await screen.findByTestId('discount-list');
    const banners = within(list).getAllByTestId('discount-banner');
    expect(banners.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(banners.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      'auto',
      'auto',
      'auto',
      'auto',
      'auto',
    ]);
  });

  it('a category tab asks for that game type (gt_id) and keeps it in the address', async () => {
    const { calls } = platform();
    const { user } = renderPromotions('/');
    await screen.findByTestId('discount-list');
    const categories = screen.getByRole('group', { name: 'Promotion categories' });
    expect(within(categories).getAllByRole('button')).toHaveLength(9); // all + game types 2 to 9

    await user.click(screen.getByRole('button', { name: 'Live Casino' }));
    expect(screen.getByRole('button', { name: 'Live Casino' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByTestId('discount-card')).toHaveLength(1));
    expect(screen.getByRole('article', { name: 'Live casino weekend cashback' })).toBeInTheDocument();
    expect(calls('/arks/web/activity/discount').at(-1)!.body).toMatchObject({ gt_id: 3 });

    await user.click(screen.getByRole('button', { name: 'Esports' }));
    expect(await screen.findByTestId('discount-empty')).toHaveTextContent('No promotions right now');

    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(screen.getAllByTestId('discount-card')).toHaveLength(3));
    expect(calls('/arks/web/activity/discount').at(-1)!.body).not.toHaveProperty('gt_id');
  });

  it('opens on the category of the address (?gt_id=2)', async () => {
    const { calls } = platform();
    renderPromotions('/?gt_id=2');
    expect(await screen.findByRole('article', { name: 'Daily 1.2% slot rebate' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    expect(calls('/arks/web/activity/discount')[0]!.body).toMatchObject({ gt_id: 2 });
  });

  it('a failed list says so and can be asked again', async () => {
    const { routes } = platform();
    routes['/arks/web/activity/discount'] = () => ({ status: 500, body: { code: '500', message: 'boom' } });
    const { user } = renderPromotions('/');
    expect(await screen.findByRole('alert')).toHaveTextContent('This could not be loaded. Please try again.');
    routes['/arks/web/activity/discount'] = () => ok({ list: [SLOTS], categories: [2] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Daily 1.2% slot rebate' })).toBeInTheDocument();
  });

  it('leads to the daily check-in and the dialogs of past offers, notices and announcements', async () => {
    platform();
    const requests = collectRequests();
    const { user } = renderPromotions('/');
    const links = screen.getByRole('navigation', { name: 'More from promotions' });
    expect(within(links).getByRole('link', { name: 'Daily check-in' })).toHaveAttribute('href', '/sign-in');
    await user.click(within(links).getByRole('button', { name: 'Past offers' }));
    await user.click(within(links).getByRole('button', { name: 'Notice history' }));
    await user.click(within(links).getByRole('button', { name: 'Announcements' }));
    expect(requests.modals).toEqual([
      { name: 'pop_up_discount_history' },
      { name: 'bulletin_history' },
      { name: 'news' },
    ]);
    requests.off();
  });

  it('reads in Vietnamese by default', async () => {
    await i18n.changeLanguage('vi_VN');
    const { calls } = platform();
    renderPromotions('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Khuyến mãi' })).toBeInTheDocument();
    expect(await screen.findByText('Thưởng 50.000 ₫')).toBeInTheDocument();
    expect(calls('/arks/web/activity/discount')[0]!.body).toMatchObject({ language: 'vi_VN' });
  });

  it('shows "Page Not Found" for a path that is not a page here, with a way back to the list', async () => {
    platform();
    const requests = collectRequests();
    const { user } = renderPromotions('/not-a-promotion');
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See all promotions' }));
    expect(requests.navigations).toEqual([{ to: '/discount' }]);
    requests.off();
  });
});
