import { act, screen, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { RecommendMembersResponse, RecommendProjectResponse } from '@site/shared/contracts';
import { createFakeFetch, envelope, testMember, type FakeCall, type FakeReply } from '@site/shared/testing';
import { MemberRoot } from '../../../member-root';
import { remoteProps, renderMember } from '../../../test/render-member';
import vi from '../../../locales/vi_VN.json';

const project: RecommendProjectResponse = {
  recommend_code: 'GK9E2EAS',
  recommend_status: 1,
  invite_path: '/register?invite=GK9E2EAS',
  currency: 'VND',
  rules: {
    tiers: [
      { min_deposit: 100_000, reward: 20_000 },
      { min_deposit: 500_000, reward: 60_000 },
    ],
    share_percent: 2,
    share_days: 30,
    share_cap: 500_000,
  },
  totals: { members: 3, first_deposits: 1, reward: 22_000 },
};
const found: RecommendMembersResponse = {
  list: [
    {
      member_account: 'rf******ry',
      registered_at: '2026-11-26T23:38:47.000Z',
      first_deposit: 1,
      first_deposit_at: '2026-11-26T23:40:00.000Z',
      first_deposit_amount: 100_000,
      reward: 22_000,
    },
  ],
  total: 1,
  page: 1,
  count: 10,
  totals: { members: 1, first_deposits: 1, reward: 22_000 },
};

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The platform as these pages meet it: the checks (is_friend as given), the project, the members. */
function platform(isFriend: 0 | 1) {
  return createFakeFetch(({ url }: FakeCall): FakeReply => {
    if (url.endsWith('/api/bonus_setting/check')) return { body: envelope(100, { is_friend: isFriend }) };
    if (url.endsWith('/api/arks/web/cash_surplus/check')) return { body: envelope(100, { active: 1 }) };
    if (url.endsWith('/api/arks/web/recommend/project')) return { body: envelope(100, project) };
    if (url.endsWith('/api/arks/web/recommend/members')) return { body: envelope(100, found) };
    return 'hang';
  });
}

function signIn() {
  act(() => {
    bus.emit('session:changed', { status: 'member', token: 'tk', member: testMember({ id: 11 }) });
  });
}

describe('SPEC §2 RecommendAward pages', () => {
  it('RecommendProject shows the code, the invite link on this origin, its QR code and the tiers', async () => {
    globalThis.fetch = platform(1).fetch;
    signIn();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/RecommendProject' });
    expect(await screen.findByTestId('recommend-code')).toHaveTextContent('GK9E2EAS');
    const link = `${window.location.origin}/register?invite=GK9E2EAS`;
    expect(screen.getByTestId('recommend-link')).toHaveTextContent(link);
    const qr = screen.getByTestId('recommend-qr');
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr).toHaveAttribute('data-value', link);
    const tiers = screen.getByRole('table', { name: vi.recommend.tiers_label });
    expect(within(tiers).getAllByRole('row')).toHaveLength(3);
    expect(tiers).toHaveTextContent('20.000 ₫');
    expect(screen.getByTestId('recommend-stat-members')).toHaveTextContent('3');
  });

  it('is_friend 0: the page says the programme is not open instead', async () => {
    globalThis.fetch = platform(0).fetch;
    signIn();
    renderMember(<MemberRoot {...remoteProps()} />, { route: '/RecommendProject' });
    expect(await screen.findByTestId('recommend-closed')).toHaveTextContent(vi.recommend.closed_title);
    expect(screen.queryByTestId('recommend-code')).toBeNull();
  });

  it('RecommendMemberSearch says a bad account and unpaired dates on their fields, then finds members', async () => {
    const fake = platform(1);
    globalThis.fetch = fake.fetch;
    signIn();
    const { user } = renderMember(<MemberRoot {...remoteProps({ layout: 'mobile' })} />, {
      route: '/RecommendMemberSearch',
    });
    const account = await screen.findByRole('textbox', { name: vi.recommend.search_account });
    await user.type(account, '!');
    await user.click(screen.getByRole('button', { name: vi.recommend.search }));
    expect(await screen.findByText(vi.recommend.err_account)).toBeVisible();
    await user.clear(account);
    await user.type(account, 'rf12');
    await user.click(screen.getByRole('button', { name: vi.recommend.search }));
    expect(await screen.findByTestId('recommend-search-count')).toHaveTextContent('1');
    expect(screen.getByTestId('recommend-members')).toHaveAttribute('data-variant', 'cards');
    expect(screen.getByTestId('recommend-member-account')).toHaveTextContent('rf******ry');
    const sent = fake.calls.filter((c) => c.url.endsWith('/api/arks/web/recommend/members'));
    expect(sent.at(-1)?.body).toEqual({ page: 1, count: 10, account: 'rf12' });
  });
});
