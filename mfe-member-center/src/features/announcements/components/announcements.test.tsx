import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { Bulletin, MarqueeAnnouncement } from '@site/shared/contracts';
import { createFakeFetch, envelope, testMember, type FakeCall, type FakeReply } from '@site/shared/testing';
import { MemberRoot } from '../../../member-root';
import { remoteProps, renderMember, siteConfig } from '../../../test/render-member';
import { memberAnnouncements } from '../api/get-announcements';
import vi from '../../../locales/vi_VN.json';
import en from '../../../locales/en_US.json';
import zh from '../../../locales/zh_CN.json';

const member = testMember({ id: 52 });
const realFetch = globalThis.fetch;

beforeEach(() => {
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member });
    bus.emit('wallet:balance', { currency: 'VND', member_cash: member.member_cash });
  });
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

// jsdom lays nothing out: here a text is 24 px a line of 80 characters, and a box shows at most
// three lines (a closed announcement's clamp), so the page can tell a long text from a short one.
const LINE = 24;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Math.ceil((this.textContent ?? '').length / 80) * LINE;
    },
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get(this: HTMLElement) {
      return Math.min(this.scrollHeight, 3 * LINE);
    },
  });
});
afterAll(() => {
  const proto = HTMLElement.prototype as unknown as Record<string, unknown>;
  delete proto.scrollHeight;
  delete proto.clientHeight;
});

const pathOf = (call: FakeCall) => new URL(call.url, 'http://127.0.0.1').pathname;
const MARQUEE = '/api/arks/web/announcement/marquee';
const HISTORY = '/api/arks/web/bulletin/history';

const note = (id: number, content: string, over: Partial<MarqueeAnnouncement> = {}): MarqueeAnnouncement => ({
  id,
  content,
  display_before_login: 1,
  display_after_login: 1,
  sort: 0,
  created_at: '2025-05-30T15:04:05.000Z',
  ...over,
});
const bulletin = (id: number, title: string, content: string, updated_at = '2025-05-20T12:00:00.000Z'): Bulletin => ({
  id,
  title,
  display_device: 1,
  display_location: 2,
  display_content: '',
  content,
  updated_at,
});

/** The platform: the marquee and the bulletin history answer as told; other calls (the letters badge) hang. */
function serve(
  marquee: (body: Record<string, unknown>, n: number) => FakeReply,
  history: (body: Record<string, unknown>) => FakeReply = () => ({ body: envelope(100, { list: [] }) }),
) {
  let n = 0;
  const fake = createFakeFetch((call) => {
    const body = call.body as Record<string, unknown>;
    if (pathOf(call) === MARQUEE) return marquee(body, n++);
    if (pathOf(call) === HISTORY) return history(body);
    return 'hang';
  });
  globalThis.fetch = fake.fetch;
  const bodiesOf = (path: string) =>
    fake.calls.filter((c) => pathOf(c) === path).map((c) => c.body as Record<string, unknown>);
  return { marquee: () => bodiesOf(MARQUEE), history: () => bodiesOf(HISTORY), calls: fake.calls };
}
const list = (items: MarqueeAnnouncement[]): FakeReply => ({
  body: envelope(100, { web_announcement_list: items }),
});

const shown = () =>
  screen.getAllByTestId('announcement').map((li) => within(li).getByTestId('announcement-text').textContent);

describe('/user/Announcement', () => {
  it('SPEC §2 InfoCenter › Announcement is a page of the menu, named in every language', async () => {
    serve(() => 'hang');
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Announcement' });
    const menu = screen.getByRole('navigation', { name: vi.menu_label });
    expect(within(menu).getByRole('link', { name: vi.menu.Announcement })).toHaveAttribute('href', '/Announcement');
    expect(await screen.findByRole('heading', { level: 1, name: vi.announcements.heading })).toBeInTheDocument();
    // The announcements are still being asked; the promotion notices already answered (none).
    expect(screen.getAllByRole('list', { name: vi.announcements.loading })[0]).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByTestId('bulletins-empty')).toHaveTextContent(vi.announcements.bulletins_empty);
    for (const texts of [en, zh])
      expect(Object.keys(texts.announcements).sort()).toEqual(Object.keys(vi.announcements).sort());
  });

  it("SPEC §3/§6: the members' announcements in the page language, in the operator order (sort, newest first among equals), with their Caracas date", async () => {
    const api = serve(() =>
      list([
        note(1, 'Bảo trì hệ thống lúc 02:00', { sort: 5, created_at: '2025-05-01T10:00:00.000Z' }),
        note(2, 'Chỉ cho khách', { display_after_login: 0 }),
        note(3, 'Khuyến mãi nạp lần đầu 100%', { sort: 1, created_at: '2025-05-02T10:00:00.000Z' }),
        // 01:30 UTC on the 31st is the 30th, 21:30, in Caracas.
        note(4, 'Giải đấu slot tuần này', { sort: 1, created_at: '2025-05-31T01:30:00.000Z' }),
      ]),
    );
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Announcement' });
    await waitFor(() => expect(screen.getAllByTestId('announcement')).toHaveLength(3));

    expect(api.marquee()[0]).toEqual({
      site_id: siteConfig.site_id,
      sort_field: 'sort',
      sort_order: 'asc',
      language: 'vi_VN',
    });
    expect(shown()).toEqual(['Giải đấu slot tuần này', 'Khuyến mãi nạp lần đầu 100%', 'Bảo trì hệ thống lúc 02:00']);
    expect(screen.getByRole('list', { name: vi.announcements.list_label })).toBeInTheDocument();
    const first = screen.getAllByTestId('announcement')[0]!;
    expect(within(first).getByTestId('announcement-time')).toHaveTextContent('2025-05-30 21:30');
    expect(within(first).getByTestId('announcement-time')).toHaveAttribute('datetime', '2025-05-31T01:30:00.000Z');
    // Short texts are shown whole, without a reader.
    expect(screen.queryByTestId('announcement-toggle')).toBeNull();
  });

  it('memberAnnouncements keeps only the after-login ones, sort ascending, then newest, then the higher id', () => {
    const same = '2025-05-01T00:00:00.000Z';
    expect(
      memberAnnouncements([
        note(1, 'a', { sort: 2, created_at: same }),
        note(2, 'b', { sort: 0, created_at: same }),
        note(3, 'c', { sort: 0, created_at: same }),
        note(4, 'd', { sort: 0, display_after_login: 0 }),
      ]).map((a) => a.id),
    ).toEqual([3, 2, 1]);
  });

  it('a long announcement is clamped with "Read more", which opens it whole and closes it again', async () => {
    const long = `${'Chương trình hoàn trả hằng tuần áp dụng cho mọi trò chơi slot và bắn cá. '.repeat(5)}Chi tiết tại trang khuyến mãi.`;
    serve(() => list([note(1, long, { created_at: '2025-05-31T10:00:00.000Z' }), note(2, 'Ngắn gọn')]));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Announcement' });
    await waitFor(() => expect(screen.getAllByTestId('announcement')).toHaveLength(2));

    const text = screen.getAllByTestId('announcement-text')[0]!;
    expect(text).toHaveTextContent(long);
    expect(text).toHaveAttribute('data-clamped', 'true');
    const toggle = screen.getByRole('button', { name: vi.announcements.read_more });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', text.id);
    await user.click(toggle);
    expect(text).toHaveAttribute('data-clamped', 'false');
    expect(screen.getByRole('button', { name: vi.announcements.show_less })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: vi.announcements.show_less }));
    expect(text).toHaveAttribute('data-clamped', 'true');
    expect(screen.getAllByTestId('announcement-toggle')).toHaveLength(1);
  });

  it("live: content:changed for the announcements asks again and shows the operator's new one; other lists do not", async () => {
    const api = serve((_body, n) =>
      list(
        n === 0
          ? [note(1, 'Thông báo cũ')]
          : [note(2, 'Thông báo mới của nhà cái', { created_at: '2025-06-01T00:00:00.000Z' }), note(1, 'Thông báo cũ')],
      ),
    );
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Announcement' });
    await waitFor(() => expect(shown()).toEqual(['Thông báo cũ']));

    act(() =>
      bus.emit('content:changed', { list: 'carousel_picture', path: '/arks/web/carousel_picture', currency: 'VND' }),
    );
    act(() =>
      bus.emit('content:changed', {
        list: 'announcement',
        path: '/arks/web/announcement/marquee',
        template: 'default',
      }),
    );
    await waitFor(() => expect(shown()).toEqual(['Thông báo mới của nhà cái', 'Thông báo cũ']));
    expect(api.marquee()).toHaveLength(2);
  });

  it('no announcements: an empty state', async () => {
    serve(() => list([]));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Announcement' });
    expect(await screen.findByTestId('announcements-empty')).toHaveTextContent(vi.announcements.empty_title);
  });

  it('a failed call: an error with a retry that asks again', async () => {
    const api = serve((_body, n) => (n === 0 ? 'network-error' : list([note(1, 'Đã tải lại')])));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Announcement' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vi.announcements.error_title);
    await user.click(within(alert).getByRole('button'));
    await waitFor(() => expect(shown()).toEqual(['Đã tải lại']));
    expect(api.marquee()).toHaveLength(2);
  });

  it('in English the announcements are asked in en_US and the page speaks English', async () => {
    const api = serve(() => list([note(1, 'Weekly cashback is live')]));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Announcement', language: 'en_US' });
    await waitFor(() => expect(shown()).toEqual(['Weekly cashback is live']));
    expect(api.marquee()[0]).toMatchObject({ language: 'en_US' });
    expect(screen.getByRole('heading', { level: 1, name: en.announcements.heading })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: en.announcements.bulletins_heading })).toBeInTheDocument();
  });
});

describe('/user/Announcement promotion notices (bulletin history)', () => {
  it('lists the pop-ups of the device newest first; a title opens its text, sanitised', async () => {
    const api = serve(
      () => list([]),
      () => ({
        body: envelope(100, {
          list: [
            bulletin(
              9,
              'Nạp lần đầu thưởng 100%',
              '<p>Thưởng tới <b>5.000.000 ₫</b></p><script>alert(1)</script>',
              '2025-05-28T12:00:00.000Z',
            ),
            bulletin(8, 'Hoàn trả 1,5% mỗi ngày', '<p>Áp dụng cho slot</p>'),
          ],
        }),
      }),
    );
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Announcement' });
    await waitFor(() => expect(screen.getAllByTestId('bulletin')).toHaveLength(2));
    expect(api.history()[0]).toEqual({ site_id: siteConfig.site_id, display_device: 1, language: 'vi_VN' });
    expect(screen.getByRole('heading', { level: 2, name: vi.announcements.bulletins_heading })).toBeInTheDocument();

    const open = screen.getByRole('button', { name: /Nạp lần đầu thưởng 100%/ });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveTextContent('2025-05-28');
    expect(screen.queryByTestId('bulletin-body')).toBeNull();
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const body = screen.getByTestId('bulletin-body');
    expect(body).toHaveTextContent('Thưởng tới 5.000.000 ₫');
    expect(within(body).getByText('5.000.000 ₫').tagName).toBe('STRONG');
    expect(body.innerHTML).not.toMatch(/<script/i);
    expect(body).not.toHaveTextContent('alert');
  });

  it('on mobile the mobile pop-ups are asked; none yet says so; a failure has its own retry', async () => {
    let n = 0;
    const api = serve(
      () => list([note(1, 'Xin chào')]),
      () => (n++ === 0 ? 'network-error' : { body: envelope(100, { list: [] }) }),
    );
    const { user } = renderMember(<MemberRoot {...remoteProps({ layout: 'mobile' })} />, { route: '/Announcement' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vi.announcements.bulletins_error);
    // The announcements above are not affected by the notices' failure.
    expect(shown()).toEqual(['Xin chào']);
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByTestId('bulletins-empty')).toHaveTextContent(vi.announcements.bulletins_empty);
    expect(api.history().map((b) => b.display_device)).toEqual([2, 2]);
  });
});
