import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@site/shared/bus';
import { contentCalls, type BusEvents } from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { member } from '../test/fixtures';
import { announcement } from '../test/content-fixtures';
import { mockLobbyApi, ok } from '../test/lobby-api';
import { preferReducedMotion, restoreMotion } from '../test/reduced-motion';
import { renderLobby } from '../test/render-lobby';

/** What the platform holds: one for everyone, one for visitors, one for members, out of order. */
const ALL = [
  announcement(3, 'Members get 1% cash back every day.', { sort: 3, display_before_login: 0 }),
  announcement(1, 'Welcome to Sao Vang!', { sort: 1 }),
  announcement(2, 'Sign up now for a welcome bonus.', { sort: 2, display_after_login: 0 }),
];

let platform: ReturnType<typeof mockLobbyApi>;
const offs: Array<() => void> = [];
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const events: Array<BusEvents[K]> = [];
  offs.push(bus.on(name, (payload) => events.push(payload)));
  return events;
}

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  preferReducedMotion(false);
  // The platform answers the whole table: the lobby shows only what the viewer may see.
  platform = mockLobbyApi([], [[contentCalls.marquee, () => ok({ web_announcement_list: ALL })]]);
  bus.emit('session:changed', { status: 'anonymous' });
  bus.emit('locale:currency-changed', { currency: 'VND' });
});
afterEach(() => {
  platform.spy.mockRestore();
  restoreMotion();
  offs.splice(0).forEach((off) => off());
});

const texts = () =>
  within(screen.getByRole('list', { name: 'Latest announcements' }))
    .getAllByRole('button')
    .map((b) => b.textContent);

describe('SPEC §1/§6 marquee announcements under the header', () => {
  it('a visitor sees the display_before_login ones, by sort, asked in the page language', async () => {
    renderLobby('/');
    const bar = await screen.findByRole('region', { name: 'Announcements' });
    expect(platform.bodies(contentCalls.marquee)).toEqual([
      { site_id: 7, sort_field: 'sort', sort_order: 'asc', language: 'en_US' },
    ]);
    expect(texts()).toEqual(['Welcome to Sao Vang!', 'Sign up now for a welcome bonus.']);
    // The second copy that closes the loop is neither read nor tabbed to.
    expect(within(bar).getAllByRole('button', { name: 'Welcome to Sao Vang!' })).toHaveLength(1);
    expect(screen.getByTestId('marquee-window')).toHaveAttribute('data-motion', 'scroll');
  });

  it("stays live: the operator's change (announcement.url → content:changed) asks the marquee again", async () => {
    renderLobby('/');
    await screen.findByRole('region', { name: 'Announcements' });
    expect(platform.bodies(contentCalls.marquee)).toHaveLength(1);
    platform.answer(contentCalls.marquee, () =>
      ok({ web_announcement_list: [...ALL, announcement(4, 'Maintenance at 2 am.', { sort: 0 })] }),
    );
    act(() =>
      bus.emit('content:changed', { list: 'announcement', path: contentCalls.marquee.path, template: 'classic' }),
    );
    await waitFor(() => expect(texts()[0]).toBe('Maintenance at 2 am.'));
    // Another list's change does not concern the marquee.
    act(() => bus.emit('content:changed', { list: 'model_sponsor', path: '/web/model_sponsor', template: 'classic' }));
    expect(platform.bodies(contentCalls.marquee)).toHaveLength(2);
  });

  it('SPEC §7: asks again when the template channel is subscribed (a change made before the socket listened sent no event)', async () => {
    renderLobby('/');
    await screen.findByRole('region', { name: 'Announcements' });
    platform.answer(contentCalls.marquee, () =>
      ok({ web_announcement_list: [...ALL, announcement(5, 'Made before the socket listened.', { sort: 0 })] }),
    );
    // Another public channel carries no announcements.
    act(() => bus.emit('realtime:public-channel', { channel: 'web_api.VND' }));
    expect(platform.bodies(contentCalls.marquee)).toHaveLength(1);
    act(() => bus.emit('realtime:public-channel', { channel: 'web_template.classic' }));
    await waitFor(() => expect(texts()[0]).toBe('Made before the socket listened.'));
    expect(platform.bodies(contentCalls.marquee)).toHaveLength(2);
  });

  it('a member sees the display_after_login ones; logging in asks again', async () => {
    renderLobby('/');
    await screen.findByRole('region', { name: 'Announcements' });
    act(() => bus.emit('session:changed', { status: 'member', token: 't0k3n', member }));
    await waitFor(() => expect(texts()).toEqual(['Welcome to Sao Vang!', 'Members get 1% cash back every day.']));
    expect(platform.bodies(contentCalls.marquee)).toHaveLength(2);
  });

  it('an announcement and "View all" open the news dialog of mfe-promotions', async () => {
    const user = userEvent.setup();
    const opened = record('modal:open');
    renderLobby('/');
    await screen.findByRole('region', { name: 'Announcements' });
    await user.click(screen.getByRole('button', { name: 'Sign up now for a welcome bonus.' }));
    await user.click(screen.getByRole('button', { name: 'View all' }));
    expect(opened).toEqual([{ name: 'news' }, { name: 'news' }]);
  });

  it('has a pause button (WCAG 2.2.2), and stands still under prefers-reduced-motion', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLobby('/');
    await screen.findByRole('region', { name: 'Announcements' });
    await user.click(screen.getByRole('button', { name: 'Pause the announcements' }));
    expect(screen.getByTestId('marquee-window')).toHaveAttribute('data-paused', 'true');
    expect(screen.getByRole('button', { name: 'Play the announcements' })).toBeInTheDocument();
    unmount();

    preferReducedMotion(true);
    renderLobby('/');
    await screen.findByRole('region', { name: 'Announcements' });
    expect(screen.getByTestId('marquee-window')).toHaveAttribute('data-motion', 'static');
    expect(screen.queryByRole('button', { name: 'Pause the announcements' })).toBeNull();
    expect(texts()).toEqual(['Welcome to Sao Vang!', 'Sign up now for a welcome bonus.']);
  });

  it('nothing is shown when there is nothing to announce', async () => {
    platform.answer(contentCalls.marquee, () => ok({ web_announcement_list: [ALL[0]!] }));
    renderLobby('/');
    await waitFor(() => expect(platform.bodies(contentCalls.marquee)).toHaveLength(1));
    await screen.findByTestId('lobby-hero');
    expect(screen.queryByRole('region', { name: 'Announcements' })).toBeNull();
  });
});
