import { act, screen, waitFor, within } from '@testing-library/react';
import type { LayoutMode } from '@site/shared/contracts';
import { renderApp } from '@site/shared/testing';
import {
  asMember,
  asVisitor,
  bulletin,
  collectRequests,
  discount,
  fakePlatform,
  ok,
  siteConfig,
  startInEnglish,
  type Routes,
} from '../test/fixtures';
import { PopUpsRoot } from './pop-ups-root';

const POP_UP = '/arks/web/activity/discount/pop-up';
const BULLETINS = '/arks/web/bulletin';
const MEMBER_BULLETINS = '/arks/web/bulletin/member';
const HIDE = '/arks/web/bulletin/member/hide';

const WELCOME = discount({ id: 1, title: 'Member welcome bonus', pop_up: 1, apply_type: 'bonus', bonus: 50_000 });
const OLD = discount({
  id: 9,
  title: 'Lunar new year gift',
  pop_up: 1,
  status: 'ended',
  start_at: '2026-02-01 00:00:00',
  end_at: '2026-02-20 23:59:59',
});
/** Every answer in, every render done: what is not on screen now will not come. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const noBulletins = () => ok({ list: [], setting: { display_frequency: 0 } });

function renderPopUps(route = '/', layout: LayoutMode = 'desktop') {
  return renderApp(<PopUpsRoot basename="/" siteConfig={siteConfig} layout={layout} onClose={jest.fn()} />, {
    route,
  });
}

function platform(routes: Routes = {}) {
  return fakePlatform({
    [POP_UP]: () => ok({ current: [WELCOME], history: [OLD] }),
    [BULLETINS]: noBulletins,
    [MEMBER_BULLETINS]: noBulletins,
    ...routes,
  });
}

beforeEach(async () => {
  await startInEnglish();
  asVisitor();
});

describe('SPEC §2 pop-up discount (popUpDiscountModalCloseTime, SPEC §3)', () => {
  it('shows the first running pop-up promotion; "View details" closes it and goes to its page', async () => {
    const { calls } = platform();
    const requests = collectRequests();
    const { user } = renderPopUps();
    const dialog = await screen.findByRole('dialog', { name: 'Featured promotion' });
    expect(within(dialog).getByRole('heading', { name: 'Member welcome bonus' })).toBeInTheDocument();
    expect(within(dialog).getByText('Bonus ₫50,000')).toBeInTheDocument();
    expect(calls(POP_UP)[0]!.body).toEqual({ site_id: 1, currency: 'VND', language: 'en_US' });
    await user.click(within(dialog).getByRole('button', { name: 'View details' }));
    expect(requests.navigations).toEqual([{ to: '/discount/1' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('popUpDiscountModalCloseTime')).toMatch(/^\d+$/);
    requests.off();
  });

  it('once closed it is not shown again in this browser session', async () => {
    platform();
    const view = renderPopUps();
    await view.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    view.unmount();

    // The next page load of the same session.
    const { calls } = platform();
    renderPopUps('/gameHall/2');
    await waitFor(() => expect(calls(POP_UP)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('comes back when the promotion changed after it was closed (updated_at)', async () => {
    platform();
    const view = renderPopUps();
    await view.user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    view.unmount();

    const later = new Date(Date.now() + 60_000).toISOString();
    platform({
      [POP_UP]: () => ok({ current: [{ ...WELCOME, title: 'Bigger welcome', updated_at: later }], history: [] }),
    });
    renderPopUps();
    expect(await screen.findByRole('heading', { name: 'Bigger welcome' })).toBeInTheDocument();
  });

  it('never with ?modal= in the address (SPEC §4): nothing is asked or shown', async () => {
    const { calls } = platform();
    renderPopUps('/?modal=login');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(POP_UP)).toHaveLength(0);
    expect(calls(BULLETINS)).toHaveLength(0);
  });

  it('not on the game page nor in the windows the site opens for itself', async () => {
    const { calls } = platform();
    renderPopUps('/loading');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(POP_UP)).toHaveLength(0);
  });

  it('no pop-up promotion running: nothing is shown', async () => {
    const { calls } = platform({ [POP_UP]: () => ok({ current: [], history: [OLD] }) });
    renderPopUps();
    await waitFor(() => expect(calls(POP_UP)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('"Past offers" closes it and opens the history of pop-up promotions', async () => {
    platform();
    const requests = collectRequests();
    const { user } = renderPopUps();
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Past offers' }));
    expect(requests.modals).toEqual([{ name: 'pop_up_discount_history' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    requests.off();
  });
});

describe('SPEC §4 pop-up bulletin', () => {
  const GRAND_OPENING = bulletin({ id: 1, title: 'Grand opening', content: '<p>Welcome! <b>Sign-up bonus</b></p>' });

  it('a visitor gets the visitors’ bulletins of the layout’s device (display_device 2 on a phone), before the pop-up discount', async () => {
    const { calls } = platform({ [BULLETINS]: () => ok({ list: [GRAND_OPENING], setting: { display_frequency: 0 } }) });
    const { user } = renderPopUps('/', 'mobile');
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByRole('heading', { name: 'Grand opening' })).toBeInTheDocument();
    expect(within(dialog).getByText('Sign-up bonus')).toBeInTheDocument();
    expect(calls(BULLETINS)[0]!.body).toEqual({ site_id: 1, display_device: 2, language: 'en_US' });
    expect(calls(MEMBER_BULLETINS)).toHaveLength(0);
    expect(screen.queryByRole('dialog', { name: 'Featured promotion' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    // Then the pop-up discount.
    expect(await screen.findByRole('dialog', { name: 'Featured promotion' })).toBeInTheDocument();
  });

  it('a visitor who closed them does not see them again this session, unless one is updated after (updated_at)', async () => {
    let list = [GRAND_OPENING];
    const routes = { [BULLETINS]: () => ok({ list, setting: { display_frequency: 0 } }) };
    platform({ ...routes, [POP_UP]: () => ok({ current: [], history: [] }) });
    const view = renderPopUps();
    await view.user.click(
      within(await screen.findByRole('dialog', { name: 'Notice' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('popUpBulletinCloseTime')).toMatch(/^\d+$/);
    view.unmount();

    const { calls } = platform({ ...routes, [POP_UP]: () => ok({ current: [], history: [] }) });
    const utils = renderPopUps('/slotgame?gp_id=GP001');
    await waitFor(() => expect(calls(BULLETINS)).toHaveLength(1));
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    utils.unmount();

    list = [
      GRAND_OPENING,
      bulletin({ id: 2, title: 'New rules', updated_at: new Date(Date.now() + 60_000).toISOString() }),
    ];
    platform({ ...routes, [POP_UP]: () => ok({ current: [], history: [] }) });
    renderPopUps();
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getByRole('heading', { name: 'New rules' })).toBeInTheDocument();
  });

  it('a member closing them with display_frequency 0 hides them on the platform, then the list is asked again', async () => {
    asMember();
    let hidden = false;
    const { calls, fake } = platform({
      [MEMBER_BULLETINS]: () =>
        ok({
          list: hidden ? [] : [GRAND_OPENING, bulletin({ id: 3, title: 'Member offer' })],
          setting: { display_frequency: 0 },
        }),
      [HIDE]: () => {
        hidden = true;
        return ok({ hidden: 2 });
      },
      [POP_UP]: () => ok({ current: [], history: [] }),
    });
    const { user } = renderPopUps();
    const dialog = await screen.findByRole('dialog', { name: 'Notice' });
    expect(within(dialog).getAllByTestId('pop-up-bulletin-item')).toHaveLength(2);
    expect(calls(MEMBER_BULLETINS)[0]!.body).toEqual({
      site_id: 1,
      display_device: 1,
      language: 'en_US',
      display_location: 2,
    });
    expect(calls(BULLETINS)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(calls(MEMBER_BULLETINS)).toHaveLength(2));
    expect(calls(HIDE)).toHaveLength(1);
    expect(calls(HIDE)[0]!.body).toEqual({ site_id: 1, display_device: 1, display_location: 2 });
    const order = fake.calls
      .map((c) => new URL(c.url, 'http://127.0.0.1').pathname)
      .filter((p) => p.includes('/bulletin'));
    expect(order).toEqual(['/api' + MEMBER_BULLETINS, '/api' + HIDE, '/api' + MEMBER_BULLETINS]);
    expect(sessionStorage.getItem('popUpBulletinCloseTime')).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a member closing them with another display_frequency does not hide them on the platform', async () => {
    asMember();
    const { calls } = platform({
      [MEMBER_BULLETINS]: () => ok({ list: [GRAND_OPENING], setting: { display_frequency: 1 } }),
      [POP_UP]: () => ok({ current: [], history: [] }),
    });
    const { user } = renderPopUps();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Notice' })).getByRole('button', { name: 'Got it' }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(HIDE)).toHaveLength(0);
  });

  it('on the deposit page a member gets the bulletins of display_location 3', async () => {
    asMember();
    const { calls } = platform({
      [MEMBER_BULLETINS]: (call) =>
        ok({
          list:
            (call.body as { display_location: number }).display_location === 3
              ? [bulletin({ id: 4, title: 'Fast deposits' })]
              : [],
          setting: { display_frequency: 0 },
        }),
    });
    renderPopUps('/user/Deposit');
    expect(await screen.findByRole('heading', { name: 'Fast deposits' })).toBeInTheDocument();
    expect(calls(MEMBER_BULLETINS)[0]!.body).toMatchObject({ display_location: 3 });
  });

  it('never with ?modal= in the address', async () => {
    asMember();
    const { calls } = platform({
      [MEMBER_BULLETINS]: () => ok({ list: [GRAND_OPENING], setting: { display_frequency: 0 } }),
    });
    renderPopUps('/user?page=Deposit&modal=discount');
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls(MEMBER_BULLETINS)).toHaveLength(0);
  });

  it('"Notice history" closes them and opens the bulletin history', async () => {
    platform({ [BULLETINS]: () => ok({ list: [GRAND_OPENING], setting: { display_frequency: 0 } }) });
    const requests = collectRequests();
    const { user } = renderPopUps();
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Notice' })).getByRole('button', { name: 'Notice history' }),
    );
    expect(requests.modals).toEqual([{ name: 'bulletin_history' }]);
    expect(screen.queryByRole('dialog', { name: 'Notice' })).not.toBeInTheDocument();
    requests.off();
  });
});
