import type { RegisterFieldSetting } from '@site/shared/contracts';
import { firstError, openCurrencies, registerSchema, settingsForCurrency } from '@site/shared/validation';

const setting = (name: string, currency: string, over: Partial<RegisterFieldSetting> = {}): RegisterFieldSetting => ({
  name,
  currency,
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 0,
  is_verification: 0,
  ...over,
});
const LIST: RegisterFieldSetting[] = [
  setting('member_currency', 'VND'),
  setting('member_currency', 'USD', { is_display: 0 }),
  setting('member_confirm_password', 'VND'),
  setting('member_name', 'VND', { is_required: 1 }),
  setting('member_email', 'VND'),
  setting('member_phone', 'VND', { is_required: 1, is_verification: 1 }),
  setting('member_birthday', 'VND'),
  setting('member_telegram', 'VND'),
  setting('member_qq', 'VND', { is_display: 0 }),
  setting('withdraw_password', 'VND', { is_required: 1 }),
  setting('member_captcha', 'VND'),
  setting('member_name', 'RMB', { is_required: 1 }),
];
const vnd = registerSchema({ settings: settingsForCurrency(LIST, 'VND'), currency: 'VND' });
const good = {
  member_account: 'player01',
  password: 'abc123',
  member_confirm_password: 'abc123',
  member_name: 'Minh',
  member_email: '',
  member_phone: '0901234567',
  phone_verify: '123456',
  member_birthday: '1990-5-1',
  member_telegram: '',
  withdraw_password: '1234',
  answer: 'x7k2',
  agreement: true,
};

describe('SPEC §5 registration rules (one schema for the form and the server)', () => {
  it('opens the currencies whose member_currency entry is displayed', () => {
    expect(openCurrencies(LIST)).toEqual(['VND']);
  });

  it('accepts a complete VND form', () => {
    expect(firstError(vnd, good)).toBeNull();
  });

  it.each([
    [{ member_account: '' }, 'signup.err_account_required'],
    [{ member_account: 'abc' }, 'signup.err_account_length'],
    [{ member_account: 'player_01' }, 'signup.err_account_format'],
    [{ password: '' }, 'signup.err_psw_required'],
    [{ password: 'abcdefg', member_confirm_password: 'abcdefg' }, 'signup.err_psw_format'],
    [{ password: '1234567890123' }, 'signup.err_psw_length'],
    [{ member_confirm_password: 'abc124' }, 'signup.err_checkPsw_diff'],
    [{ member_name: '  ' }, 'signup.err_name_required'],
    [{ member_name: 'Minh An' }, 'signup.err_name_format'],
    [{ member_email: 'nope' }, 'signup.err_email_format'],
    [{ member_phone: '' }, 'signup.err_phone_required'],
    [{ member_phone: '09012x4567' }, 'signup.err_phone_invalid'],
    [{ member_phone: '090123456' }, 'signup.err_phone_length'],
    [{ phone_verify: '' }, 'signup.err_phone_verify_required'],
    [{ phone_verify: '12345' }, 'signup.err_phone_verify_format'],
    [{ member_birthday: '1990--' }, 'signup.err_birthday_incomplete'],
    [{ member_telegram: 'abc' }, 'signup.err_contact_length'],
    [{ member_telegram: 'bad name!' }, 'signup.err_contact_format'],
    [{ withdraw_password: '12a4' }, 'signup.err_withdraw_psw_format'],
    [{ withdraw_password: '' }, 'signup.err_withdraw_psw_required'],
    [{ answer: '' }, 'ph_account_verify_code'],
    [{ agreement: false }, 'signup.err_agreement'],
  ])('%j → %s', (change, message) => {
    expect(firstError(vnd, { ...good, ...change })?.message).toBe(message);
  });

  it('telegram allows @; hidden fields are not checked; empty birthday is fine when optional', () => {
    expect(
      firstError(vnd, { ...good, member_telegram: '@player.one', member_qq: '!', member_birthday: '--' }),
    ).toBeNull();
  });

  it('RMB names are Chinese characters with an optional middle dot; USD phones are not 10-digit only', () => {
    const rmb = registerSchema({ settings: settingsForCurrency(LIST, 'RMB'), currency: 'RMB', checkAgreement: false });
    const base = { member_account: 'player01', password: 'abc123' };
    expect(firstError(rmb, { ...base, member_name: '王小明' })).toBeNull();
    expect(firstError(rmb, { ...base, member_name: '阿卜杜·拉赫曼' })).toBeNull();
    expect(firstError(rmb, { ...base, member_name: 'Wang' })?.message).toBe('signup.err_name_format');
  });
});
