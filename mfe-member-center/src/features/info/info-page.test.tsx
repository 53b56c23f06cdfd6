import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { MemberProfile, RegisterFieldSetting } from '@site/shared/contracts';
import { createFakeFetch, envelope, testMember, type FakeCall } from '@site/shared/testing';
import { renderMember } from '../../test/render-member';
import vi from '../../locales/vi_VN.json';
import { InfoPage } from './components/info-page';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const profile = (over: Partial<MemberProfile> = {}): MemberProfile => ({
  id: 1,
  member_account: 'demo01',
  member_name: '',
  is_withdraw_password: 0,
  member_birthday: '1990-1-2',
  member_email: 'demo01@example.com',
  member_currency: 'VND',
  member_phone: '0901234567',
  member_line: '',
  member_others: '',
  member_qq: '',
  member_skype: '',
  member_wechat: '',
  member_fb: '',
  member_zalo: 'demo.zalo',
  member_telegram: '',
  member_whats_app: '',
  new_identity_id: '********1111',
  ...over,
});
const setting = (name: string, over: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({
  name,
  currency: 'VND',
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 1,
  is_verification: 0,
  ...over,
});
const SETTINGS = [
  setting('member_name', { is_required: 1 }),
  setting('member_email'),
  setting('member_phone', { is_verification: 1, is_member_center_verification: 1 }),
  setting('member_zalo'),
  setting('member_qq', { is_member_center: 0 }),
  setting('identity_id'),
];

type Handler = (call: FakeCall) => { status?: number; body: unknown } | undefined;

/** The platform as the Info page calls it; `handle` answers first. */
function setUp(options: { member?: Parameters<typeof testMember>[0]; profile?: MemberProfile; handle?: Handler } = {}) {
  let current = options.profile ?? profile();
  const fake = createFakeFetch((call) => {
    const own = options.handle?.(call);
    if (own) return own;
    const path = new URL(call.url, 'http://x').pathname;
    if (path === '/api/member/profile') return { body: envelope(100, { member_profile: current }) };
    if (path === '/api/arks/web/register-settings') return { body: envelope(100, { list: SETTINGS }) };
    if (path === '/api/arks/web/agent-level-rename')
      return {
        body: envelope(100, {
          detail: [
            { agent_level: 1, name: 'Đại lý cấp 1' },
            { agent_level: 2, name: 'Đại lý cấp 2' },
          ],
        }),
      };
    if (path === '/api/member/profile/edit') {
      current = { ...current, ...(call.body as Partial<MemberProfile>) };
      return { body: envelope(100, { member_profile: current }) };
    }
    if (path === '/api/member/profile/withdraw_password') {
      current = { ...current, is_withdraw_password: 1 };
      return { body: envelope(100, {}) };
    }
    return { body: envelope(100) };
  });
  globalThis.fetch = fake.fetch;
  const member = testMember(options.member);
  act(() => bus.emit('session:changed', { status: 'member', token: 'tk', member }));
  const view = renderMember(<InfoPage member={member} siteId={1} layout="desktop" />, { route: '/Info' });
  return { ...view, fake, setProfile: (p: MemberProfile) => (current = p) };
}
const callsTo = (fake: { calls: FakeCall[] }, path: string) =>
  fake.calls.filter((c) => new URL(c.url, 'http://x').pathname === path);

describe('SPEC §3 /user/Info profile', () => {
  it('shows the profile fields with the ID number masked', async () => {
    setUp();
    expect(await screen.findByTestId('profile-member_email')).toHaveTextContent('demo01@example.com');
    expect(screen.getByTestId('profile-identity_id')).toHaveTextContent('********1111');
    expect(screen.getByTestId('profile-member_birthday')).toHaveTextContent('02/01/1990');
    expect(screen.getByTestId('profile-member_name')).toHaveTextContent(vi.profile.not_set);
    expect(screen.getByTestId('profile-member_zalo')).toHaveTextContent('demo.zalo');
    // A contact the member centre does not edit and that is empty is not listed.
    expect(screen.queryByTestId('profile-member_qq')).toBeNull();
  });

  it('SPEC §6 a member of another type sees its agent-level name, a regular member no call', async () => {
    const agent = setUp({ member: { member_type: 2, agent_level: 2, is_agent: 1, agent_active: 1 } });
    expect(await screen.findByText('Đại lý cấp 2')).toBeInTheDocument();
    expect(screen.getByTestId('member-type')).toHaveTextContent('Đại lý cấp 2');
    agent.unmount();
    const regular = setUp();
    await screen.findByTestId('profile-details');
    expect(screen.getByTestId('member-type')).toHaveTextContent(vi.info.member_type_normal);
    expect(callsTo(regular.fake, '/api/arks/web/agent-level-rename')).toHaveLength(0);
  });

  it('edits only the changed fields; the identity id already set is not in the form; a platform code lands on its field', async () => {
    const { user, fake } = setUp({
      handle: (call) =>
        new URL(call.url, 'http://x').pathname === '/api/member/profile/edit' &&
        (call.body as Record<string, string>).member_email === 'taken@example.com'
          ? { body: { code: '105', codeFull: '105.member_email', message: 'taken', data: { field: 'member_email' } } }
          : undefined,
    });
    await user.click(await screen.findByRole('button', { name: vi.profile.edit }));
    const form = await screen.findByTestId('profile-edit-form');
    expect(within(form).queryByLabelText(vi.profile.field.identity_id)).toBeNull();
    expect(within(form).queryByLabelText(vi.profile.field.member_qq)).toBeNull();
    const email = within(form).getByLabelText(vi.profile.field.member_email);
    await user.clear(email);
    await user.type(email, 'taken@example.com');
    await user.click(within(form).getByRole('button', { name: vi.profile.save }));
    expect(await within(form).findByText(vi.profile.code['105'])).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'new@example.com');
    await user.type(within(form).getByLabelText(vi.profile.field.member_name), 'Minh');
    await user.click(within(form).getByRole('button', { name: vi.profile.save }));
    await waitFor(() => expect(screen.queryByTestId('profile-edit-form')).toBeNull());
    const edits = callsTo(fake, '/api/member/profile/edit');
    expect(edits.at(-1)?.body).toEqual({ member_email: 'new@example.com', member_name: 'Minh' });
    expect(screen.getByTestId('profile-member_email')).toHaveTextContent('new@example.com');
  });

  it('SPEC §5 a new phone asks for the SMS code before anything is sent', async () => {
    const { user, fake } = setUp();
    await user.click(await screen.findByRole('button', { name: vi.profile.edit }));
    const form = await screen.findByTestId('profile-edit-form');
    const phone = within(form).getByLabelText(vi.profile.field.member_phone);
    await user.clear(phone);
    await user.type(phone, '0907654321');
    expect(within(form).getByLabelText(vi.profile.field.phone_verify)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: vi.profile.save }));
    expect(await within(form).findByText('Vui lòng nhập mã xác minh SMS')).toBeInTheDocument();
    expect(callsTo(fake, '/api/member/profile/edit')).toHaveLength(0);
  });

  it('profile.updated on the member channel loads the profile again', async () => {
    const { setProfile } = setUp();
    await screen.findByTestId('profile-details');
    setProfile(profile({ member_email: 'elsewhere@example.com' }));
    act(() =>
      bus.emit('realtime:event', { channel: 'member.1', event: 'profile.updated', data: { field: 'profile' } }),
    );
    await waitFor(() => expect(screen.getByTestId('profile-member_email')).toHaveTextContent('elsewhere@example.com'));
  });
});

describe('SPEC §5/§7 /user/Info security forms', () => {
  it('the password change shows 101 under the current password, then success', async () => {
    let n = 0;
    const { user } = setUp({
      handle: (call) =>
        new URL(call.url, 'http://x').pathname === '/api/member/profile/edit_password'
          ? { body: n++ === 0 ? { code: '101', message: 'wrong', data: null } : envelope(100) }
          : undefined,
    });
    const form = await screen.findByTestId('change-password-form');
    await user.type(within(form).getByLabelText(vi.profile.password.old_password), 'wrong999');
    await user.type(within(form).getByLabelText(vi.profile.password.new_password), 'newpass12');
    await user.type(within(form).getByLabelText(vi.profile.password.confirm_password), 'newpass12');
    await user.click(within(form).getByRole('button', { name: vi.profile.password.submit }));
    expect(await within(form).findByText(vi.profile.password.code['101'])).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: vi.profile.password.submit }));
    expect(await screen.findByTestId('change-password-done')).toHaveTextContent(vi.profile.password.done_text);
  });

  it('sets the withdraw password with the login password and four digits, then offers the change', async () => {
    const { user, fake } = setUp();
    const form = await screen.findByTestId('withdraw-password-form');
    expect(screen.getByTestId('withdraw-password-status')).toHaveTextContent(vi.profile.withdraw.status_none);
    await user.type(within(form).getByLabelText(vi.profile.withdraw.login_password), 'demo1234');
    const boxes = within(form).getAllByLabelText(/Số thứ 1\/4 của mật khẩu rút tiền/);
    await user.type(boxes[0]!, '2468');
    await user.type(boxes[1]!, '2468');
    await user.click(within(form).getByRole('button', { name: vi.profile.withdraw.submit_set }));
    expect(await screen.findByTestId('withdraw-password-done')).toBeInTheDocument();
    expect(callsTo(fake, '/api/member/profile/withdraw_password')[0]?.body).toEqual({
      password: 'demo1234',
      withdraw_password: '2468',
      confirm_withdraw_password: '2468',
    });
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-password-status')).toHaveTextContent(vi.profile.withdraw.status_set),
    );
    expect(screen.getByRole('button', { name: vi.profile.withdraw.submit_change })).toBeInTheDocument();
  });
});
