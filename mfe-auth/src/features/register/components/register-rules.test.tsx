import { fireEvent, waitFor, within } from '@testing-library/react';
import { envelope } from '@site/shared/testing';
import { clearRegisterCookies, fakeRegisterPlatform, setAddress } from '../test/fake-register-platform';
import {
  birthdaySelects,
  field,
  openRegister,
  setAndLeave,
  setValue,
  submitButton,
  submitForm,
  text,
  vi,
  withdrawBoxes,
} from '../test/register-helpers';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setAddress('');
  clearRegisterCookies();
});

/** [field, value typed then left, the rule's key, values typed first (name → value)] */
type TextRule = [name: string, value: string, key: string, before?: Record<string, string>];

const VND_RULES: TextRule[] = [
  ['member_account', '', 'signup.err_account_required'],
  ['member_account', 'abc', 'signup.err_account_length'],
  ['member_account', 'player_01', 'signup.err_account_format'],
  ['password', '', 'signup.err_psw_required'],
  ['password', 'ab1', 'signup.err_psw_length'],
  ['password', 'abcdefg', 'signup.err_psw_format'],
  ['password', '12345678', 'signup.err_psw_format'],
  ['member_confirm_password', '', 'signup.err_checkPsw_required'],
  ['member_confirm_password', 'abc124', 'signup.err_checkPsw_diff', { password: 'abc123' }],
  ['member_name', '', 'signup.err_name_required'],
  ['member_name', 'Nguyen Van', 'signup.err_name_format'],
  ['member_email', 'not-an-email', 'signup.err_email_format'],
  ['member_phone', '', 'signup.err_phone_required'],
  ['member_phone', '09012a4567', 'signup.err_phone_invalid'],
  ['member_phone', '090123456', 'signup.err_phone_length'],
  ['phone_verify', '', 'signup.err_phone_verify_required', { member_phone: '0901234567' }],
  ['phone_verify', '12a456', 'signup.err_phone_verify_format', { member_phone: '0901234567' }],
  ['member_telegram', 'abcd', 'signup.err_contact_length'],
  ['member_telegram', 'bad name!', 'signup.err_contact_format'],
  ['identity_id', 'AB-123', 'signup.err_identity_format'],
  ['answer', '', 'ph_account_verify_code'],
];

describe('SPEC §5 registration rules, in the real form (VND settings), shown when a field is left', () => {
  it.each(VND_RULES)('%s "%s" shows %s', async (name, value, key, before = {}) => {
    fakeRegisterPlatform();
    const { dialog } = await openRegister();
    for (const [other, v] of Object.entries(before)) setValue(field(dialog, other), v);
    const input = field(dialog, name);
    setAndLeave(input, value);
    await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(text(key))));
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('nothing is shown before a field is left', async () => {
    fakeRegisterPlatform();
    const { dialog } = await openRegister();
    setValue(field(dialog, 'member_account'), 'abc');
    expect(field(dialog, 'member_account')).not.toHaveAttribute('aria-invalid');
  });

  it('a valid value shows no error', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog } = await openRegister();
    setAndLeave(field(dialog, 'member_telegram'), 'user.name_1');
    setAndLeave(field(dialog, 'member_name'), 'Nguyễn');
    // The name is unique for VND: its server check runs and passes.
    await waitFor(() => expect(platform.callsTo('verification')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).queryByText(vi.checking)).toBeNull());
    expect(field(dialog, 'member_telegram')).not.toHaveAttribute('aria-invalid');
    expect(field(dialog, 'member_name')).not.toHaveAttribute('aria-invalid');
  });

  it('SPEC §5 withdraw password: 4 digits, required here; a gap fails the format', async () => {
    fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    const boxes = withdrawBoxes(dialog);
    await user.click(boxes[0]!);
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    // Leaving the group (the eye button is the group's last control) marks it.
    await user.tab();
    await waitFor(() => expect(boxes[0]).toHaveAccessibleDescription(text('signup.err_withdraw_psw_required')));
    setValue(boxes[0]!, '1');
    setValue(boxes[2]!, '3');
    await waitFor(() => expect(boxes[3]).toHaveAccessibleDescription(text('signup.err_withdraw_psw_format')));
    setValue(boxes[1]!, '2');
    setValue(boxes[3]!, '4');
    await waitFor(() => expect(boxes[0]).not.toHaveAttribute('aria-invalid'));
  });

  it('the withdraw boxes take one digit each and move on as the member types', async () => {
    fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    const boxes = withdrawBoxes(dialog);
    await user.click(boxes[0]!);
    await user.keyboard('1a234');
    expect(boxes.map((b) => b.value)).toEqual(['1', '2', '3', '4']);
    expect(boxes[0]).toHaveAttribute('type', 'password');
    await user.keyboard('{Backspace}');
    expect(boxes[3]).toHaveValue('');
    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveValue('');
    expect(boxes[2]).toHaveFocus();
  });

  it('SPEC §5 birthday: year, month and day all chosen or all empty', async () => {
    fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    const [year, month, day] = birthdaySelects(dialog);
    await user.selectOptions(year, '1992');
    await user.tab();
    await user.tab();
    await user.tab();
    await waitFor(() => expect(year).toHaveAccessibleDescription(text('signup.err_birthday_incomplete')));
    await user.selectOptions(month, '02');
    await user.selectOptions(day, '28');
    await waitFor(() => expect(year).not.toHaveAttribute('aria-invalid'));
    // A day the month does not have is dropped.
    await user.selectOptions(day, '29');
    await user.selectOptions(year, '1991');
    expect(day).toHaveValue('');
    // All empty again: nothing to say (not required for VND).
    await user.selectOptions(year, '');
    await user.selectOptions(month, '');
    await waitFor(() => expect(year).not.toHaveAttribute('aria-invalid'));
  });

  it('SPEC §5 agreement must be ticked, shown on submit', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    await user.click(submitButton(dialog));
    expect(field(dialog, 'agreement')).toHaveAccessibleDescription(text('signup.err_agreement'));
    fireEvent.click(field(dialog, 'agreement'));
    await waitFor(() => expect(field(dialog, 'agreement')).not.toHaveAttribute('aria-invalid'));
    expect(platform.callsTo('register')).toHaveLength(0);
  });

  it('on submit every failing field shows its rule, nothing is sent, and the first one takes the focus', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog, form } = await openRegister();
    submitForm(form);
    for (const [name, key] of [
      ['member_account', 'signup.err_account_required'],
      ['password', 'signup.err_psw_required'],
      ['member_confirm_password', 'signup.err_checkPsw_required'],
      ['member_name', 'signup.err_name_required'],
      ['member_phone', 'signup.err_phone_required'],
      ['answer', 'ph_account_verify_code'],
    ] as const)
      expect(field(dialog, name)).toHaveAccessibleDescription(expect.stringContaining(text(key)));
    expect(withdrawBoxes(dialog)[0]).toHaveAccessibleDescription(text('signup.err_withdraw_psw_required'));
    await waitFor(() => expect(field(dialog, 'member_account')).toHaveFocus());
    expect(platform.callsTo('register')).toHaveLength(0);
  });
});

describe('SPEC §5 rules of the other currencies', () => {
  it('RMB: a name in Chinese characters (a dot between parts), a required WeChat', async () => {
    setAddress('?currency=RMB');
    fakeRegisterPlatform();
    const { dialog } = await openRegister();
    setAndLeave(field(dialog, 'member_name'), 'Minh');
    await waitFor(() =>
      expect(field(dialog, 'member_name')).toHaveAccessibleDescription(
        expect.stringContaining(text('signup.err_name_format')),
      ),
    );
    setAndLeave(field(dialog, 'member_name'), '阿卜杜·拉');
    await waitFor(() => expect(field(dialog, 'member_name')).not.toHaveAttribute('aria-invalid'));
    setAndLeave(field(dialog, 'member_wechat'), '');
    await waitFor(() =>
      expect(field(dialog, 'member_wechat')).toHaveAccessibleDescription(
        expect.stringContaining(text('signup.err_contact_required')),
      ),
    );
    // Phones of other currencies are not held to 10 digits.
    setAndLeave(field(dialog, 'member_phone'), '13800138000');
    await waitFor(() => expect(field(dialog, 'member_phone')).not.toHaveAttribute('aria-invalid'));
  });

  it('USD: email and birthday required; telegram and skype also take @', async () => {
    setAddress('?currency=USD');
    fakeRegisterPlatform();
    const { dialog, form } = await openRegister({}, { captcha: false });
    submitForm(form);
    expect(field(dialog, 'member_email')).toHaveAccessibleDescription(
      expect.stringContaining(text('signup.err_email_required')),
    );
    expect(birthdaySelects(dialog)[0]).toHaveAccessibleDescription(text('signup.err_birthday_required'));
    setAndLeave(field(dialog, 'member_skype'), 'me@live.com');
    setAndLeave(field(dialog, 'member_qq'), 'qq@12345');
    await waitFor(() =>
      expect(field(dialog, 'member_qq')).toHaveAccessibleDescription(
        expect.stringContaining(text('signup.err_contact_format')),
      ),
    );
    expect(field(dialog, 'member_skype')).not.toHaveAttribute('aria-invalid');
  });
});

describe('SPEC §5 field-level checks: POST /register/verification on blur for unique or verified fields', () => {
  it('sends the one field with site_id, member_currency and verification 1, and shows the §8 code on it', async () => {
    const platform = fakeRegisterPlatform({
      verification: { body: envelope(102, { field: 'member_account' }, 'This account name is already taken') },
    });
    const { dialog } = await openRegister();
    const account = field(dialog, 'member_account');
    setAndLeave(account, 'taken01');
    await waitFor(() => expect(account).toHaveAccessibleDescription(expect.stringContaining(vi.codes['102'])));
    expect(platform.callsTo('verification')[0]?.body).toEqual({
      site_id: 1,
      member_currency: 'VND',
      verification: 1,
      member_account: 'taken01',
    });
    // Typing again drops the server's word.
    setValue(account, 'taken02');
    expect(account).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['member_name', 'Trung', '103'],
    ['member_phone', '0901234567', '104'],
    ['member_email', 'a@b.vn', '105'],
    ['identity_id', 'ID12345', '114'],
    ['identity_id', 'ID12345', '223'],
    ['member_name', 'Admin', '214'],
    ['member_email', 'spam@example.com', '216'],
  ])('%s "%s": code %s shows its text on the field', async (name, value, code) => {
    fakeRegisterPlatform({ verification: { body: envelope(code, { field: name }, 'server words') } });
    const { dialog } = await openRegister();
    setAndLeave(field(dialog, name), value);
    await waitFor(() =>
      expect(field(dialog, name)).toHaveAccessibleDescription(
        expect.stringContaining(vi.codes[code as keyof typeof vi.codes]),
      ),
    );
  });

  it('215 shows the server message on the phone', async () => {
    fakeRegisterPlatform({
      verification: { body: envelope(215, { field: 'member_phone' }, 'Số này bị chặn, liên hệ CSKH') },
    });
    const { dialog } = await openRegister();
    setAndLeave(field(dialog, 'member_phone'), '0999999999');
    await waitFor(() =>
      expect(field(dialog, 'member_phone')).toHaveAccessibleDescription(
        expect.stringContaining('Số này bị chặn, liên hệ CSKH'),
      ),
    );
  });

  it('an HTTP 400 naming a rule shows that rule', async () => {
    fakeRegisterPlatform({
      verification: {
        status: 400,
        body: {
          ...envelope(400, { field: 'member_email', key: 'signup.err_email_format' }, 'member_email: bad'),
          codeFull: '400.member_email',
        },
      },
    });
    const { dialog } = await openRegister();
    setAndLeave(field(dialog, 'member_email'), 'odd@x.y');
    await waitFor(() =>
      expect(field(dialog, 'member_email')).toHaveAccessibleDescription(
        expect.stringContaining(text('signup.err_email_format')),
      ),
    );
  });

  it('no check for a field neither unique nor verified, for a value failing its own rule, or for an empty one', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog } = await openRegister();
    setAndLeave(field(dialog, 'member_zalo'), 'zalo.user');
    setAndLeave(field(dialog, 'member_account'), 'abc');
    setAndLeave(field(dialog, 'member_email'), '');
    await waitFor(() =>
      expect(field(dialog, 'member_account')).toHaveAccessibleDescription(
        expect.stringContaining(text('signup.err_account_length')),
      ),
    );
    expect(platform.callsTo('verification')).toHaveLength(0);
  });

  it('a value that passed is not asked again when the field is left again; a success clears the field', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog } = await openRegister();
    const account = field(dialog, 'member_account');
    setAndLeave(account, 'fresh01');
    await waitFor(() => expect(platform.callsTo('verification')).toHaveLength(1));
    fireEvent.focus(account);
    fireEvent.blur(account);
    await waitFor(() => expect(within(dialog).queryByText(vi.checking)).toBeNull());
    expect(platform.callsTo('verification')).toHaveLength(1);
    expect(account).not.toHaveAttribute('aria-invalid');
  });
});
