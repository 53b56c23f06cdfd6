import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { i18n } from '@site/shared/i18n';
import { renderApp } from '@site/shared/testing';
import { asVisitor, fakePlatform, ok, siteConfig, startInEnglish } from '../../test/fixtures';
import { NewsRoot } from './components/news-root';

const MARQUEE = '/arks/web/announcement/marquee';

beforeEach(async () => {
  await startInEnglish();
  asVisitor();
});

describe('SPEC §2 modal "news/announcement": the marquee announcements in a dialog', () => {
  it('lists them in the operator’s order, with their day', async () => {
    const { calls } = fakePlatform({
      [MARQUEE]: () =>
        ok({
          web_announcement_list: [
            {
              id: 1,
              content: 'Welcome to Sao Vang!',
              display_before_login: 1,
              display_after_login: 1,
              sort: 1,
              created_at: '2026-04-01T15:00:00.000Z',
            },
            {
              id: 2,
              content: 'Maintenance on Sunday 02:00',
              display_before_login: 1,
              display_after_login: 0,
              sort: 2,
              created_at: '2026-04-03T15:00:00.000Z',
            },
          ],
        }),
    });
    const onClose = jest.fn();
    const { user } = renderApp(<NewsRoot basename="/" siteConfig={siteConfig} layout="desktop" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Welcome to Sao Vang!');
    expect(items[1]).toHaveTextContent('Maintenance on Sunday 02:00');
    expect(items[0]).toHaveTextContent('2026-04-01');
    expect(calls(MARQUEE)[0]!.body).toEqual({ site_id: 1, sort_field: 'sort', sort_order: 'asc', language: 'en_US' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says when there is none, in Vietnamese', async () => {
    await i18n.changeLanguage('vi_VN');
    fakePlatform({ [MARQUEE]: () => ok({ web_announcement_list: [] }) });
    renderApp(<NewsRoot basename="/" siteConfig={siteConfig} layout="mobile" onClose={jest.fn()} />);
    expect(await screen.findByRole('dialog', { name: 'Thông báo' })).toBeInTheDocument();
    expect(await screen.findByTestId('news-empty')).toHaveTextContent('Chưa có thông báo');
  });

  it("stays live: the operator's change (announcement.url → content:changed) lists the new one", async () => {
    let list = [
      {
        id: 1,
        content: 'Welcome to Sao Vang!',
        display_before_login: 1,
        display_after_login: 1,
        sort: 1,
        created_at: '2026-04-01T15:00:00.000Z',
      },
    ];
    const { calls } = fakePlatform({ [MARQUEE]: () => ok({ web_announcement_list: list }) });
    renderApp(<NewsRoot basename="/" siteConfig={siteConfig} layout="desktop" onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(await within(dialog).findAllByRole('listitem')).toHaveLength(1);
    list = [...list, { ...list[0]!, id: 2, content: 'Maintenance at 2 am', sort: 0 }];
    act(() => bus.emit('content:changed', { list: 'announcement', path: MARQUEE, template: 'classic' }));
    await waitFor(() => expect(within(dialog).getAllByRole('listitem')).toHaveLength(2));
    expect(within(dialog).getByText('Maintenance at 2 am')).toBeInTheDocument();
    expect(calls(MARQUEE)).toHaveLength(2);
  });
});
