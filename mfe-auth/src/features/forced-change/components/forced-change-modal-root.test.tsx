import { act, screen, waitFor } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { commonViVN } from '@site/shared/i18n';
import { createFakeFetch, envelope, testMember, type FakeReply } from '@site/shared/testing';
import { modalProps, renderAuth } from '../../../test/render-auth';
import vi from '../../../locales/vi_VN.json';
import { ForcedChangeModalRoot } from './forced-change-modal-root';

const fc = vi.login_paths.forced_change;

function fakePlatform(reply: FakeReply = { body: envelope(100, null) }) {
  const fake = createFakeFetch((call) =>
    call.url.endsWith('/api/member/profile/edit_password') ? reply : { status: 404, body: envelope(404, null) },
  );
  globalThis.fetch = fake.fetch;
  return { calls: () => fake.calls.filter((c) => c.url.endsWith('/edit_password')) };
}

function openDialog() {
  const props = modalProps();
  const utils = renderAuth(<ForcedChangeModalRoot {...props} />);
  return { ...utils, props, dialog: screen.getByRole('dialog', { name: fc.title }) };
}

const current = () => screen.getByLabelText(fc.old_label, { selector: 'input' });
const next = () => screen.getByLabelText(fc.new_label, { selector: 'input' });
const confirm = () => screen.getByLabelText(fc.confirm_label, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: fc.submit });

async function fill(user: ReturnType<typeof renderAuth>['user'], values = ['oldpass1', 'newpass2', 'newpass2']) {
  await user.type(current(), values[0]!);
  await user.type(next(), values[1]!);
  await user.type(confirm(), values[2]!);
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('SPEC §2/§5 forced password change on first login', () => {
  it('cannot be dismissed: no close button, Escape and a backdrop click do nothing', async () => {
    fakePlatform();
    const { user, props } = openDialog();
    // Its first field has the focus.
    expect(current()).toHaveFocus();
    expect(screen.queryByRole('button', { name: commonViVN.close })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('forced-change-modal-backdrop'));
    expect(props.onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: fc.title })).toBeInTheDocument();
  });

  const rules: Array<[values: [string, string, string], field: () => HTMLElement, shown: string]> = [
    [['', 'newpass2', 'newpass2'], current, commonViVN.ph_password],
    [['oldpass1', 'ab1', 'ab1'], next, commonViVN.signup.err_psw_length],
    [['oldpass1', 'abcdefg', 'abcdefg'], next, commonViVN.signup.err_psw_format],
    [['oldpass1', 'oldpass1', 'oldpass1'], next, fc.same_as_old],
    [['oldpass1', 'newpass2', 'newpass3'], confirm, commonViVN.signup.err_checkPsw_diff],
  ];
  it.each(rules)('SPEC §5 password rules: %j is refused with its message', async (values, field, shown) => {
    const platform = fakePlatform();
    const { user } = openDialog();
    for (const [input, value] of [
      [current(), values[0]],
      [next(), values[1]],
      [confirm(), values[2]],
    ] as const) {
      if (value) await user.type(input, value);
    }
    await user.click(submit());
    expect(field()).toHaveAccessibleDescription(expect.stringContaining(shown) as string);
    expect(platform.calls()).toHaveLength(0);
  });

  it('SPEC §7 edit_password: sends the form; success shows a toast, asks the session to read the member again and closes', async () => {
    const platform = fakePlatform();
    const toasts = jest.fn();
    const refresh = jest.fn();
    const loginSucceeded = jest.fn();
    const offs = [
      bus.on('toast:show', toasts),
      bus.on('session:member-refresh-requested', refresh),
      bus.on('session:login-succeeded', loginSucceeded),
    ];
    const { user, props } = openDialog();
    await fill(user);
    await user.click(submit());
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(platform.calls()[0]?.body).toEqual({
      old_password: 'oldpass1',
      new_password: 'newpass2',
      confirm_password: 'newpass2',
    });
    expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'auth:login_paths.forced_change.success' });
    expect(refresh).toHaveBeenCalledWith({});
    expect(loginSucceeded).not.toHaveBeenCalled();
    offs.forEach((off) => off());
  });

  const codes: Array<[code: string, shown: string]> = [
    ['101', fc.code_101],
    ['102', fc.code_102],
    ['103', fc.code_103],
    ['104', fc.code_104],
    ['999', 'Something the server says'],
  ];
  it.each(codes)('SPEC §8 edit_password %s shows "%s" and keeps the dialog open', async (code, shown) => {
    fakePlatform({ body: envelope(code, null, 'Something the server says') });
    const { user, props } = openDialog();
    await fill(user);
    await user.click(submit());
    expect(await screen.findByTestId('forced-change-error')).toHaveTextContent(shown);
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('Log out asks the shell to log out (reason user); the dialog closes when the session ends', async () => {
    fakePlatform();
    const logout = jest.fn();
    const off = bus.on('session:logout-requested', logout);
    act(() => bus.emit('session:changed', { status: 'member', token: 't', member: testMember() }));
    const { user, props } = openDialog();
    await user.click(screen.getByRole('button', { name: fc.logout }));
    expect(logout).toHaveBeenCalledWith({ reason: 'user' });
    expect(props.onClose).not.toHaveBeenCalled();
    act(() => bus.emit('session:changed', { status: 'anonymous' }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    off();
  });
});
