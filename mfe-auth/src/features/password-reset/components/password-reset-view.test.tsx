import { screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { commonViVN } from '@site/shared/i18n';
import { createFakeFetch, envelope, type FakeCall, type FakeReply } from '@site/shared/testing';
import { renderAuth } from '../../../test/render-auth';
import vi from '../../../locales/vi_VN.json';
import { PasswordResetView, type PasswordResetPurpose } from './password-reset-view';

const v = vi.login_paths.verify;
const r = vi.login_paths.reset;

function fakePlatform(
  verify: (call: FakeCall) => FakeReply = () => ({ body: envelope(100, { token: 'reset-tok' }) }),
  reset: (call: FakeCall) => FakeReply = () => ({ body: envelope(100, null) }),
) {
  const fake = createFakeFetch((call) => {
    if (call.url.endsWith('/api/arks/web/vx/verify')) return verify(call);
    if (call.url.endsWith('/api/arks/web/vx/reset')) return reset(call);
    return { status: 404, body: envelope(404, null, 'not found') };
  });
  globalThis.fetch = fake.fetch;
  return {
    verifyCalls: () => fake.calls.filter((c) => c.url.endsWith('/vx/verify')),
    resetCalls: () => fake.calls.filter((c) => c.url.endsWith('/vx/reset')),
  };
}

function renderView(purpose: PasswordResetPurpose = 'transfer', account = 'transfer01') {
  const handlers = { onDone: jest.fn(), onBack: jest.fn() };
  const captcha = { token: 'cap-1', placeholder: '', refresh: jest.fn(), adornment: () => null };
  const utils = renderAuth(
    <PasswordResetView purpose={purpose} siteId={1} account={account} captcha={captcha} {...handlers} />,
  );
  return { ...utils, ...handlers, captcha };
}

// Masked inputs have no textbox role: the four boxes are found by their names.
const box = (i: number) =>
  screen.getByLabelText<HTMLInputElement>(v.withdraw_digit.replace('{{index}}', String(i)).replace('{{total}}', '4'), {
    selector: 'input',
  });
const allBoxes = () => [1, 2, 3, 4].map(box);
const phoneField = () => screen.getByLabelText(v.phone_label, { selector: 'input' });
const emailField = () => screen.getByLabelText(v.email_label, { selector: 'input' });
const captchaField = () => screen.getByLabelText(vi.captcha_label, { selector: 'input' });
const continueButton = () => screen.getByRole('button', { name: v.submit });

async function fillVerify(user: ReturnType<typeof renderAuth>['user'], phone = '0912345678') {
  await user.click(box(1));
  await user.keyboard('4321');
  await user.type(phoneField(), phone);
  await user.type(captchaField(), 'ab12');
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('SPEC §5 transfer verification: the verify step', () => {
  it('SPEC §5: the withdraw password is 4 single-digit masked boxes that start as dashes, in a named group', () => {
    fakePlatform();
    renderView();
    const group = screen.getByRole('group', { name: v.withdraw_password_label });
    expect(within(group).getAllByPlaceholderText('-')).toHaveLength(4);
    for (const input of allBoxes()) {
      expect(input).toHaveValue('');
      expect(input).toHaveAttribute('placeholder', '-');
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('inputMode', 'numeric');
    }
  });

  it('typing moves box to box, ignores letters, Backspace on an empty box goes back, a paste fills them all', async () => {
    fakePlatform();
    const { user } = renderView();
    await user.click(box(1));
    await user.keyboard('1x2');
    expect(allBoxes().map((b) => b.value)).toEqual(['1', '2', '', '']);
    expect(box(3)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(allBoxes().map((b) => b.value)).toEqual(['1', '', '', '']);
    await user.click(box(1));
    await user.paste('9876');
    expect(allBoxes().map((b) => b.value)).toEqual(['9', '8', '7', '6']);
    expect(box(4)).toHaveFocus();
  });

  it('SPEC §5: an empty or incomplete withdraw password shows signup.require_text on every box; phone and captcha are required', async () => {
    const platform = fakePlatform();
    const { user } = renderView();
    await user.click(continueButton());
    for (const input of allBoxes()) {
      expect(input).toHaveAccessibleDescription(commonViVN.signup.require_text);
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(phoneField()).toHaveAccessibleDescription(commonViVN.signup.err_phone_invalid);
    expect(captchaField()).toHaveAccessibleDescription(commonViVN.ph_account_verify_code);
    await user.click(box(1));
    await user.keyboard('12');
    await user.click(continueButton());
    expect(box(1)).toHaveAccessibleDescription(commonViVN.signup.require_text);
    expect(platform.verifyCalls()).toHaveLength(0);
  });

  it('SPEC §5: the method is phone by default; email switches the field and its rule, and only that factor is sent', async () => {
    const platform = fakePlatform();
    const { user } = renderView();
    const phone = screen.getByRole('radio', { name: v.method_phone });
    const email = screen.getByRole('radio', { name: v.method_email });
    expect(phone).toBeChecked();
    expect(email).not.toBeChecked();
    await user.type(phoneField(), '09x1');
    await user.click(continueButton());
    expect(phoneField()).toHaveAccessibleDescription(commonViVN.signup.err_phone_invalid);

    await user.click(email);
    expect(screen.queryByLabelText(v.phone_label, { selector: 'input' })).toBeNull();
    await user.type(emailField(), 'not-an-email');
    await user.click(continueButton());
    expect(emailField()).toHaveAccessibleDescription(commonViVN.signup.err_email_format);
    await user.clear(emailField());
    await user.type(emailField(), 'me@example.com');
    await user.click(box(1));
    await user.keyboard('4321');
    await user.type(captchaField(), 'ab12');
    await user.click(continueButton());
    await waitFor(() => expect(platform.verifyCalls()).toHaveLength(1));
    expect(platform.verifyCalls()[0]?.body).toEqual({
      account: 'transfer01',
      withdraw_password: '4321',
      member_email: 'me@example.com',
      site_id: 1,
      captcha_token: 'cap-1',
      answer: 'ab12',
    });
  });

  it('SPEC §7 vx/verify: the account of the 802, the withdraw password, the phone and the captcha', async () => {
    const platform = fakePlatform();
    const { user } = renderView();
    expect(screen.getByRole('heading', { name: v.transfer_title })).toBeInTheDocument();
    expect(screen.getByText(commonViVN.transfer_validation_required)).toBeInTheDocument();
    await fillVerify(user);
    await user.click(continueButton());
    await screen.findByRole('heading', { name: r.title });
    expect(platform.verifyCalls()[0]?.body).toEqual({
      account: 'transfer01',
      withdraw_password: '4321',
      member_phone: '0912345678',
      site_id: 1,
      captcha_token: 'cap-1',
      answer: 'ab12',
    });
  });

  const verifyCases: Array<[code: string, shown: string]> = [
    ['101', commonViVN.signup.error_verify_pls_reVerify],
    ['102', commonViVN.signup.error_verify_pls_reVerify],
    ['201', commonViVN.signup.error_verify_pls_reVerify],
    ['204', commonViVN.signup.error_verify_pls_reVerify],
    ['105', commonViVN.verify_failed],
    ['999', 'Something else from the server'],
  ];
  it.each(verifyCases)('SPEC §8 verify %s shows "%s"; the captcha is cleared and reloaded', async (code, shown) => {
    fakePlatform(() => ({ body: envelope(code, null, 'Something else from the server') }));
    const { user, captcha } = renderView();
    await fillVerify(user);
    await user.click(continueButton());
    expect(await screen.findByTestId('verify-error')).toHaveTextContent(shown);
    expect(captchaField()).toHaveValue('');
    expect(captcha.refresh).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('heading', { name: r.title })).toBeNull();
  });

  it('forgot password: the account is typed (prefilled), required, and sent', async () => {
    const platform = fakePlatform();
    const { user } = renderView('forgot', '');
    expect(screen.getByRole('heading', { name: v.forgot_title })).toBeInTheDocument();
    await fillVerify(user);
    await user.click(continueButton());
    expect(screen.getByLabelText(vi.account_label, { selector: 'input' })).toHaveAccessibleDescription(
      commonViVN.ph_account_name,
    );
    await user.type(screen.getByLabelText(vi.account_label, { selector: 'input' }), 'demo01');
    await user.type(captchaField(), 'cd34');
    await user.click(continueButton());
    await waitFor(() => expect(platform.verifyCalls()).toHaveLength(1));
    expect(platform.verifyCalls()[0]?.body).toMatchObject({ account: 'demo01' });
  });
});

describe('SPEC §5 new password for reset', () => {
  async function toResetStep(reset?: (call: FakeCall) => FakeReply) {
    const platform = fakePlatform(undefined, reset);
    const utils = renderView();
    await fillVerify(utils.user);
    await utils.user.click(continueButton());
    await screen.findByRole('heading', { name: r.title });
    return { ...utils, platform };
  }
  const password = () => screen.getByLabelText(r.password_label, { selector: 'input' });
  const confirm = () => screen.getByLabelText(r.confirm_label, { selector: 'input' });
  const save = () => screen.getByRole('button', { name: r.submit });

  it('the new step takes the focus and names the account', async () => {
    await toResetStep();
    expect(password()).toHaveFocus();
    expect(screen.getByText(r.intro.replace('{{account}}', 'transfer01'))).toBeInTheDocument();
  });

  const rules: Array<[typed: string, again: string, field: 'password' | 'confirm', shown: string]> = [
    ['', '', 'password', commonViVN.signup.err_psw_length],
    ['abc12', 'abc12', 'password', commonViVN.signup.err_psw_length],
    ['abcdefgh', 'abcdefgh', 'password', commonViVN.signup.err_psw_format],
    ['abc123', '', 'confirm', commonViVN.signup.err_checkPsw_diff],
    ['abc123', 'abc124', 'confirm', commonViVN.signup.err_checkPsw_diff],
  ];
  it.each(rules)('SPEC §5 reset rules: "%s" / "%s" shows on %s "%s"', async (typed, again, field, shown) => {
    const { user, platform } = await toResetStep();
    if (typed) await user.type(password(), typed);
    if (again) await user.type(confirm(), again);
    await user.click(save());
    expect(field === 'password' ? password() : confirm()).toHaveAccessibleDescription(
      expect.stringContaining(shown) as string,
    );
    expect(platform.resetCalls()).toHaveLength(0);
  });

  it('SPEC §5 reset rules: the new password takes at most 12 characters', async () => {
    const { user } = await toResetStep();
    expect(password()).toHaveAttribute('maxLength', '12');
    await user.type(password(), 'abcdef1234567');
    expect(password()).toHaveValue('abcdef123456');
  });

  it('SPEC §7 vx/reset {account, password, token}; success shows signup.verify_success and ends at the login', async () => {
    const toasts = jest.fn();
    const off = bus.on('toast:show', toasts);
    const { user, platform, onDone } = await toResetStep();
    await user.type(password(), 'newpass1');
    await user.type(confirm(), 'newpass1');
    await user.click(save());
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('transfer01'));
    expect(platform.resetCalls()[0]?.body).toEqual({ account: 'transfer01', password: 'newpass1', token: 'reset-tok' });
    expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'signup.verify_success' });
    off();
  });

  const resetCases: Array<[code: string, shown: string]> = [
    ['101', commonViVN.signup.error_verify_pls_reVerify],
    ['102', commonViVN.signup.error_verify_pls_reVerify],
    ['201', commonViVN.signup.error_verify_pls_reVerify],
    ['202', commonViVN.signup.error_verify_pls_reVerify],
    ['203', commonViVN.signup.error_verify_pls_reVerify],
    ['999', 'Something else from the server'],
  ];
  it.each(resetCases)('SPEC §8 reset %s shows "%s"', async (code, shown) => {
    const { user, onDone } = await toResetStep(() => ({
      body: envelope(code, null, 'Something else from the server'),
    }));
    await user.type(password(), 'newpass1');
    await user.type(confirm(), 'newpass1');
    await user.click(save());
    expect(await screen.findByTestId('reset-error')).toHaveTextContent(shown);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Verify again goes back to the first step with a new captcha', async () => {
    const { user, captcha } = await toResetStep();
    await user.click(screen.getByRole('button', { name: r.verify_again }));
    expect(await screen.findByRole('heading', { name: v.transfer_title })).toBeInTheDocument();
    expect(captcha.refresh).toHaveBeenCalledTimes(2);
  });
});
