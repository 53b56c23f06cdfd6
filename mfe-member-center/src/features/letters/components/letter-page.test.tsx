import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { envelope, testMember } from '@site/shared/testing';
import { MemberRoot } from '../../../member-root';
import { holdFetch, remoteProps, renderMember } from '../../../test/render-member';
import { createLettersServer, makeLetter } from '../../../test/fake-letters-server';
import { commonViVN } from '@site/shared/i18n';
import vi from '../../../locales/vi_VN.json';

const member = testMember({ id: 21 });
const realFetch = globalThis.fetch;

function signIn() {
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member });
    bus.emit('wallet:balance', { currency: 'VND', member_cash: member.member_cash });
  });
}

function serve(...letters: Parameters<typeof createLettersServer>[0]) {
  const server = createLettersServer(letters);
  globalThis.fetch = server.fetch;
  return server;
}

const items = () => screen.getAllByTestId('letter-item');
const menuBadge = () => screen.queryByTestId('member-menu-Letter-badge');

beforeEach(signIn);
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('/user/Letter', () => {
  it('SPEC §7, §9: asks POST /arks/web/member/letter with the spec body (page size 50) and lists the letters newest first, unread ones marked, dates in America/Caracas', async () => {
    const server = serve(
      makeLetter(1, { is_read: 1, title: 'Chào mừng', created_at: '2025-01-10T03:00:00.000Z' }),
      makeLetter(2, { title: 'Khuyến mãi nạp lần đầu', created_at: '2025-01-11T15:30:00.000Z' }),
      makeLetter(3, { title: 'Welcome', language: 'en_US' }),
    );
    // The answers held until the page (a chunk of its own) shows that it is asking.
    const answer = holdFetch();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Letter' });
    expect((await screen.findAllByTestId('skeleton')).length).toBeGreaterThan(0);
    answer.release();
    await waitFor(() => expect(items()).toHaveLength(2));

    expect(server.callsTo('letter')[0]).toMatchObject({
      method: 'POST',
      body: { active: 1, count: 50, language: 'vi_VN', page: 1, site_id: 1, sort_field: 'id', sort_order: 'desc' },
    });
    const [first, second] = items();
    expect(within(first!).getByTestId('letter-title')).toHaveTextContent('Khuyến mãi nạp lần đầu');
    expect(first).toHaveAttribute('data-read', 'false');
    expect(within(first!).getByTestId('letter-unread-dot')).toBeInTheDocument();
    // 15:30 UTC is 11:30 in Caracas (UTC−4); 03:00 UTC the evening before.
    expect(within(first!).getByTestId('letter-date')).toHaveTextContent('2025-01-11 11:30:00');
    expect(second).toHaveAttribute('data-read', 'true');
    expect(within(second!).queryByTestId('letter-unread-dot')).toBeNull();
    expect(within(second!).getByTestId('letter-date')).toHaveTextContent('2025-01-09 23:00:00');

    // The unread count on the page and as a badge on the menu entry.
    expect(screen.getByTestId('letter-unread-count')).toHaveTextContent('1 chưa đọc');
    expect(menuBadge()).toHaveTextContent('1');
    // With the list on screen the badge does not fetch on its own.
    expect(server.callsTo('letter')).toHaveLength(1);
  });

  it('SPEC §4: opening an unread letter shows it, marks it read with /letter/read {id}, then reloads the list; the badge goes down', async () => {
    const server = serve(
      makeLetter(1),
      makeLetter(2, { title: 'Bảo trì hệ thống', content: 'Bảo trì từ 02:00\nđến 04:00.' }),
    );
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Letter' });
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(menuBadge()).toHaveTextContent('2');

    await user.click(within(items()[0]!).getByTestId('letter-open'));
    const dialog = await screen.findByRole('dialog', { name: 'Bảo trì hệ thống' });
    expect(within(dialog).getByTestId('letter-content')).toHaveTextContent('Bảo trì từ 02:00 đến 04:00.');

    await waitFor(() => expect(server.callsTo('read')).toHaveLength(1));
    expect(server.callsTo('read')[0]).toMatchObject({ method: 'POST', body: { id: 2 } });
    // Then the list again: the letter is read now.
    await waitFor(() => expect(server.callsTo('letter')).toHaveLength(2));
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-read', 'true'));
    expect(screen.getByTestId('letter-unread-count')).toHaveTextContent('1 chưa đọc');
    expect(menuBadge()).toHaveTextContent('1');

    // Opening a letter that is already read does not call /read again.
    await user.click(within(dialog).getByTestId('letter-dialog-close'));
    await user.click(within(items()[0]!).getByTestId('letter-open'));
    await screen.findByRole('dialog', { name: 'Bảo trì hệ thống' });
    expect(server.callsTo('read')).toHaveLength(1);
  });

  it('SPEC §7: deleting one letter asks first; Cancel sends nothing, Delete sends the list body plus its id and reloads', async () => {
    const server = serve(makeLetter(1), makeLetter(2), makeLetter(3));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Letter' });
    await waitFor(() => expect(items()).toHaveLength(3));

    await user.click(within(items()[1]!).getByRole('button', { name: 'Xóa “Thư số 2”' }));
    let confirm = await screen.findByRole('dialog', { name: vi.letter.confirm_one_title });
    expect(confirm).toHaveTextContent('Thư “Thư số 2” sẽ bị xóa');
    await user.click(within(confirm).getByRole('button', { name: vi.letter.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('destroy')).toHaveLength(0);

    await user.click(within(items()[1]!).getByTestId('letter-delete'));
    confirm = await screen.findByRole('dialog', { name: vi.letter.confirm_one_title });
    await user.click(within(confirm).getByRole('button', { name: vi.letter.delete }));
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(server.callsTo('destroy')[0]?.body).toEqual({
      active: 1,
      count: 50,
      language: 'vi_VN',
      page: 1,
      site_id: 1,
      sort_field: 'id',
      sort_order: 'desc',
      id: 2,
    });
    expect(items().map((li) => li.getAttribute('data-letter-id'))).toEqual(['3', '1']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('SPEC §7: "Delete all" confirms, then sends the list body without ids (every letter of the language) and shows the empty state', async () => {
    const server = serve(makeLetter(1), makeLetter(2), makeLetter(3, { language: 'en_US' }));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Letter' });
    await waitFor(() => expect(items()).toHaveLength(2));

    await user.click(screen.getByTestId('letter-delete-all'));
    const confirm = await screen.findByRole('dialog', { name: vi.letter.confirm_all_title });
    expect(confirm).toHaveTextContent('Toàn bộ 2 thư');
    await user.click(within(confirm).getByRole('button', { name: vi.letter.delete }));

    expect(await screen.findByTestId('letter-empty')).toHaveTextContent(vi.letter.empty_title);
    const body = server.callsTo('destroy')[0]?.body as Record<string, unknown>;
    expect(body).toEqual({
      active: 1,
      count: 50,
      language: 'vi_VN',
      page: 1,
      site_id: 1,
      sort_field: 'id',
      sort_order: 'desc',
    });
    expect(server.letters.map((l) => l.id)).toEqual([3]);
    expect(menuBadge()).toBeNull();
  });

  it("the list refreshes by itself on the bus event letters:changed (the socket's letter.sent), keeping the list on screen meanwhile", async () => {
    const server = serve(makeLetter(1));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Letter' });
    await waitFor(() => expect(items()).toHaveLength(1));

    server.add(makeLetter(7, { title: 'Lì xì đầu năm' }));
    act(() => bus.emit('letters:changed', { reason: 'sent', ids: [7], unread: 2, language: 'vi_VN' }));
    expect(items()).toHaveLength(1); // no skeleton flash while it reloads
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(within(items()[0]!).getByTestId('letter-title')).toHaveTextContent('Lì xì đầu năm');
    expect(menuBadge()).toHaveTextContent('2');
    expect(server.callsTo('letter')).toHaveLength(2);
  });

  it('SPEC §9: pages of 50 — a pager when total_count is over 50, and Next asks for page 2', async () => {
    const server = serve(...Array.from({ length: 120 }, (_, i) => makeLetter(i + 1, { is_read: 1 })));
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Letter' });
    await waitFor(() => expect(items()).toHaveLength(50));
    const pager = screen.getByRole('navigation', { name: vi.letter.pages });
    expect(within(pager).getByTestId('letter-pager-status')).toHaveTextContent('Trang 1/3');
    expect(within(pager).getByRole('button', { name: commonViVN.pager.previous })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: commonViVN.pager.next }));
    await waitFor(() => expect(items()[0]).toHaveAttribute('data-letter-id', '70'));
    expect(server.callsTo('letter').at(-1)?.body).toMatchObject({ page: 2, count: 50 });
    expect(screen.getByTestId('letter-pager-status')).toHaveTextContent('Trang 2/3');
    expect(menuBadge()).toBeNull();
  });

  it('shows an empty state when there are no letters', async () => {
    serve();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Letter' });
    expect(await screen.findByTestId('letter-empty')).toHaveTextContent(vi.letter.empty_text);
    expect(screen.queryByTestId('letter-delete-all')).toBeNull();
  });

  it('shows an error with a retry that loads again, and the server message of a business failure', async () => {
    const server = serve(makeLetter(1));
    server.failNextList('network-error', { body: envelope(500, null, 'Hộp thư đang bảo trì') });
    const { user } = renderMember(<MemberRoot {...remoteProps()} />, { route: '/Letter' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(vi.letter.error_title);
    await user.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hộp thư đang bảo trì');
    await user.click(within(screen.getByRole('alert')).getByRole('button'));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('the menu badge is there on other pages too, and follows letters:changed', async () => {
    const server = serve(makeLetter(1), makeLetter(2, { is_read: 1 }));
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/Info' });
    await waitFor(() => expect(menuBadge()).toHaveTextContent('1'));
    expect(screen.getByRole('link', { name: /Hộp thư/ })).toHaveAccessibleName('Hộp thư 1 thư chưa đọc');

    server.add(makeLetter(3));
    act(() => bus.emit('letters:changed', { reason: 'sent', ids: [3] }));
    await waitFor(() => expect(menuBadge()).toHaveTextContent('2'));
  });
});
