import type { RegisterFieldSetting } from '@site/shared/contracts';
import {
  fieldErrors,
  isProfileEditable,
  memberCenterSettings,
  profileSchema,
  settingsForCurrency,
  withdrawPasswordSchema,
} from '@site/shared/validation';

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
const SETTINGS = settingsForCurrency(
  [
    setting('member_name', { is_required: 1 }),
    setting('member_email'),
    setting('member_phone', { is_required: 1, is_verification: 1, is_member_center_verification: 1 }),
    setting('member_birthday'),
    setting('member_zalo'),
    setting('member_qq', { is_member_center: 0 }),
    setting('identity_id', { is_required: 1 }),
  ],
  'VND',
);

describe('SPEC §3/§5 the member centre profile rules', () => {
  it('a field is editable when its register setting says is_member_center; member_others always', () => {
    expect(isProfileEditable(SETTINGS, 'member_zalo')).toBe(true);
    expect(isProfileEditable(SETTINGS, 'member_qq')).toBe(false);
    expect(isProfileEditable(SETTINGS, 'member_others')).toBe(true);
    const centre = memberCenterSettings(SETTINGS);
    expect(centre.member_qq).toBeUndefined();
    // Set-once fields are never required; the phone's code follows is_member_center_verification.
    expect(centre.member_name?.is_required).toBe(0);
    expect(centre.identity_id?.is_required).toBe(0);
    expect(centre.member_phone).toMatchObject({ is_required: 1, is_verification: 1 });
  });

  it('the registration rules apply (SPEC §5 keys), only to the editable fields', () => {
    const schema = profileSchema({ settings: SETTINGS, currency: 'VND', currentPhone: '0901234567' });
    expect(
      fieldErrors(schema, {
        member_name: 'Two Words',
        member_email: 'nope',
        member_phone: '0901234567',
        member_birthday: '1990-1-',
        member_zalo: 'zalo user',
        member_qq: '!!',
        member_others: 'x'.repeat(201),
      }),
    ).toEqual({
      member_name: 'signup.err_name_format',
      member_email: 'signup.err_email_format',
      member_birthday: 'signup.err_birthday_incomplete',
      member_zalo: 'signup.err_contact_format',
      member_others: 'profile.err_others_length',
    });
    // A required phone may not be emptied.
    expect(fieldErrors(schema, { member_phone: '' })).toEqual({ member_phone: 'signup.err_phone_required' });
  });

  it('SPEC §4 the SMS code is asked for only when the phone changes', () => {
    const schema = profileSchema({ settings: SETTINGS, currency: 'VND', currentPhone: '0901234567' });
    expect(fieldErrors(schema, { member_phone: '0901234567' })).toEqual({});
    expect(fieldErrors(schema, { member_phone: '0907654321' })).toEqual({
      phone_verify: 'signup.err_phone_verify_required',
    });
    expect(fieldErrors(schema, { member_phone: '0907654321', phone_verify: '12' })).toEqual({
      phone_verify: 'signup.err_phone_verify_format',
    });
    expect(fieldErrors(schema, { member_phone: '0907654321', phone_verify: '123456' })).toEqual({});
  });

  it('set-once fields already set leave the form', () => {
    const schema = profileSchema({ settings: SETTINGS, currency: 'VND', locked: ['member_name'] });
    expect(Object.keys(schema.fields)).not.toContain('member_name');
    expect(Object.keys(schema.fields)).toContain('identity_id');
  });

  it('SPEC §5 withdraw password: 4 digits, confirmed; the login password to set one, the current one to change it', () => {
    const set = withdrawPasswordSchema({ hasWithdrawPassword: false });
    expect(fieldErrors(set, { withdraw_password: '12a4', confirm_withdraw_password: '1234' })).toEqual({
      password: 'profile.err_login_password_required',
      withdraw_password: 'signup.err_withdraw_psw_format',
      confirm_withdraw_password: 'profile.err_withdraw_psw_diff',
    });
    expect(
      fieldErrors(set, { password: 'demo1234', withdraw_password: '1234', confirm_withdraw_password: '1234' }),
    ).toEqual({});
    const change = withdrawPasswordSchema({ hasWithdrawPassword: true });
    expect(fieldErrors(change, { withdraw_password: '1234', confirm_withdraw_password: '1234' })).toEqual({
      old_withdraw_password: 'profile.err_old_withdraw_psw_required',
    });
  });
});
