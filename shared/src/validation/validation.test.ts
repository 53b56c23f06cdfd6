import {
  doubleValidationSchema,
  fieldErrors,
  firstError,
  isHostName,
  isInteger,
  isIpOrHost,
  isLettersDigitsUnderscoreHyphen,
  isNumeric,
  isUrl,
  loginSchema,
  resetPasswordSchema,
  transferValidationSchema,
  validatePrompt,
} from '@site/shared/validation';

describe('SPEC §5 login: required fields, first failing rule shown', () => {
  it('reports account, then password, then captcha', () => {
    expect(firstError(loginSchema, {})).toEqual({ path: 'account', message: 'ph_account_name' });
    expect(firstError(loginSchema, { account: 'player01' })).toEqual({ path: 'password', message: 'ph_password' });
    expect(firstError(loginSchema, { account: 'player01', password: 'secret1' })).toEqual({
      path: 'answer',
      message: 'ph_account_verify_code',
    });
    expect(firstError(loginSchema, { account: 'player01', password: 'secret1', answer: 'A7K2' })).toBeNull();
  });

  it('order follows the schema even when a later field fails alone with an earlier one', () => {
    expect(firstError(loginSchema, { password: 'x' })?.message).toBe('ph_account_name');
    expect(firstError(loginSchema, { account: 'a', answer: 'b' })?.message).toBe('ph_password');
  });

  it('treats spaces-only account and captcha as empty', () => {
    expect(firstError(loginSchema, { account: '   ', password: 'p', answer: 'x' })?.message).toBe('ph_account_name');
    expect(firstError(loginSchema, { account: 'a', password: 'p', answer: '  ' })?.message).toBe(
      'ph_account_verify_code',
    );
  });

  it('fieldErrors gives every failing field', () => {
    expect(fieldErrors(loginSchema, { account: 'a' })).toEqual({
      password: 'ph_password',
      answer: 'ph_account_verify_code',
    });
  });

  it("reads a remote's schema built with another copy of yup (its ValidationError is another class)", () => {
    // What a remote's own yup throws: the same shape and name, not this copy's class.
    const foreign = Object.assign(new Error('2 errors occurred'), {
      name: 'ValidationError',
      path: undefined,
      inner: [
        { name: 'ValidationError', path: 'amount', message: 'amount.required', inner: [] },
        { name: 'ValidationError', path: 'amount', message: 'amount.format', inner: [] },
      ],
    });
    const remoteSchema = Object.assign(Object.create(loginSchema) as typeof loginSchema, {
      validateSync: () => {
        throw foreign;
      },
    });
    expect(fieldErrors(remoteSchema, {})).toEqual({ amount: 'amount.required' });
    const broken = Object.assign(Object.create(loginSchema) as typeof loginSchema, {
      validateSync: () => {
        throw new TypeError('not a validation');
      },
    });
    expect(() => fieldErrors(broken, {})).toThrow(TypeError);
  });
});

describe('SPEC §5 reset password: 6 to 12, equal to the confirmation', () => {
  it.each([
    [{}, 'signup.err_psw_length'],
    [{ password: '12345' }, 'signup.err_psw_length'],
    [{ password: '1234567890123' }, 'signup.err_psw_length'],
    [{ password: '123456', check_password: '123457' }, 'signup.err_checkPsw_diff'],
    [{ password: '123456' }, 'signup.err_checkPsw_diff'],
  ])('%j → %s', (values, message) => {
    expect(firstError(resetPasswordSchema, values)?.message).toBe(message);
  });

  it('accepts 6 and 12 characters when confirmed', () => {
    expect(firstError(resetPasswordSchema, { password: 'abc123', check_password: 'abc123' })).toBeNull();
    expect(firstError(resetPasswordSchema, { password: 'abcdef123456', check_password: 'abcdef123456' })).toBeNull();
  });
});

describe('SPEC §5 double validation and transfer verification', () => {
  it('names the question in the empty-answer message, then asks for the captcha', () => {
    expect(firstError(doubleValidationSchema('member_phone'), {})?.message).toBe(
      'double_validation_wrong_answer_empty_member_phone',
    );
    expect(firstError(doubleValidationSchema('member_phone'), { answer: '0901234567' })?.message).toBe(
      'ph_account_verify_code',
    );
  });

  it('transfer: withdraw password, then phone (default method), then captcha equal to the decoded text', () => {
    const ctx = { captchaText: 'AB12' };
    expect(firstError(transferValidationSchema, {}, ctx)?.message).toBe('signup.require_text');
    expect(firstError(transferValidationSchema, { withdraw_password: '1234' }, ctx)?.message).toBe(
      'signup.err_phone_invalid',
    );
    const base = { withdraw_password: '1234', member_phone: '0901234567' };
    expect(firstError(transferValidationSchema, base, ctx)?.message).toBe('ph_account_verify_code');
    expect(firstError(transferValidationSchema, { ...base, captcha: 'zz99' }, ctx)?.message).toBe('verify_failed');
    expect(firstError(transferValidationSchema, { ...base, captcha: 'ab12' }, ctx)).toBeNull();
  });

  it('transfer by email requires a valid email instead of a phone', () => {
    const values = { withdraw_password: '1234', method: 'email', captcha: 'x' };
    expect(firstError(transferValidationSchema, values)?.message).toBe('signup.err_email_format');
    expect(firstError(transferValidationSchema, { ...values, member_email: 'nope' })?.message).toBe(
      'signup.err_email_format',
    );
    expect(firstError(transferValidationSchema, { ...values, member_email: 'a@b.vn' })).toBeNull();
  });
});

describe('SPEC §5 helper checks', () => {
  it('integer and numeric', () => {
    expect(['12', '-3', '+7'].every(isInteger)).toBe(true);
    expect(['1.5', 'a', '', '1e3'].some(isInteger)).toBe(false);
    expect(['1.5', '-0.25', '.5', '10'].every(isNumeric)).toBe(true);
    expect(['1.2.3', 'abc', ''].some(isNumeric)).toBe(false);
  });

  it('URL', () => {
    expect(isUrl('https://example.com/path?q=1')).toBe(true);
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('example.com')).toBe(false);
  });

  it('IP or host name', () => {
    expect(['192.168.1.10', '::1', '2001:db8::1', 'api.example.com', 'localhost'].every(isIpOrHost)).toBe(true);
    expect(['256.1.1.1', '1.2.3', '-bad.com', 'a..b', 'has space.com', ''].some(isIpOrHost)).toBe(false);
    expect(isHostName('xn--viet-nam.vn')).toBe(true);
  });

  it('letters, digits, underscore and hyphen only', () => {
    expect(isLettersDigitsUnderscoreHyphen('user_01-a')).toBe(true);
    expect(isLettersDigitsUnderscoreHyphen('user 01')).toBe(false);
    expect(isLettersDigitsUnderscoreHyphen('tiếng')).toBe(false);
    expect(isLettersDigitsUnderscoreHyphen('')).toBe(false);
  });

  it('prompt dialogs: pattern and custom validator, default message Illegal input', () => {
    expect(validatePrompt('abc', { pattern: /^\d+$/ })).toBe('Illegal input');
    expect(validatePrompt('123', { pattern: /^\d+$/ })).toBeNull();
    expect(validatePrompt('5', { validator: (v) => Number(v) > 10 })).toBe('Illegal input');
    expect(validatePrompt('5', { validator: () => 'validation.integer' })).toBe('validation.integer');
    expect(validatePrompt('x', { pattern: /y/, message: 'custom' })).toBe('custom');
  });
});
