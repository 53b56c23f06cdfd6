import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { CAPTCHA_WAIT_MS } from '@site/shared/constants';
import type { LoginResponse } from '@site/shared/contracts';
import { commonViVN } from '@site/shared/i18n';
import { createFakeFetch, envelope, type FakeCall, type FakeReply } from '@site/shared/testing';
import { modalProps, renderAuth } from '../test/render-auth';
import vi from '../locales/vi_VN.json';
import { LoginModalRoot } from './login-modal-root';

const lp = vi.login_paths;
const SESSION: LoginResponse = {
  member_id: 11,
  member_account: 'demo01',
  member_login_id: 501,
  member_currency: 'VND',
  token: 'tok-1',
};
const CHALLENGE_107 = {
  member_login_id: 501,
  member_account: 'demo01',
  question: 'member_email',
  available_questions_count: 3,
};

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** A fake platform: numbered captchas, login headers, and the answers of each auth call. */
function fakePlatform(
  routes: { login?: Handler; dv?: Handler; verify?: Handler; reset?: Handler; captcha?: Handler } = {},
) {
  let captchas = 0;
  const ok = (data: unknown = null): FakeReply => ({ body: envelope(100, data) });
  const pathOf = (url: string) => new URL(url, 'http://127.0.0.1:3000').pathname;
  const fake = createFakeFetch(async (call) => {
    const path = pathOf(call.url);
    switch (path) {
      case '/api/captcha':
        captchas += 1;
        return (
          routes.captcha?.(call) ??
          ok({ token: `cap-${captchas}`, captcha: `data:image/png;base64,IMG${captchas}`, placeholder: '' })
        );
      case '/api/get_login_header':
        return ok({ headers: { 'x-login-nonce': 'n', 'x-login-time': '1' } });
      case '/api/login':
        return routes.login?.(call) ?? ok(SESSION);
      case '/api/login/double_validation':
        return routes.dv?.(call) ?? ok(SESSION);
      case '/api/arks/web/vx/verify':
        return routes.verify?.(call) ?? ok({ token: 'reset-tok' });
      case '/api/arks/web/vx/reset':
        return routes.reset?.(call) ?? ok(null);
      default:
        return { status: 404, body: envelope(404, null, 'not found') };
    }
  });
  globalThis.fetch = fake.fetch;
  const on = (p: string) => () => fake.calls.filter((c) => pathOf(c.url) === p);
  return {
    calls: fake.calls,
    captchaCalls: on('/api/captcha'),
    loginCalls: on('/api/login'),
    dvCalls: on('/api/login/double_validation'),
    verifyCalls: on('/api/arks/web/vx/verify'),
    resetCalls: on('/api/arks/web/vx/reset'),
  };
}

async function openDialog(footer?: React.ReactNode, options: Parameters<typeof renderAuth>[1] = {}) {
  const props = modalProps();
  const utils = renderAuth(<LoginModalRoot {...props} footer={footer} />, options);
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByRole('img', { name: vi.captcha_alt });
  return { ...utils, props, dialog };
}

const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { selector: 'input' });
const captchaImage = (dialog: HTMLElement) => within(dialog).getByRole('img', { name: vi.captcha_alt });

async function logIn(user: ReturnType<typeof renderAuth>['user'], dialog: HTMLElement, password = 'demo1234') {
  if (!(input(dialog, vi.account_label) as HTMLInputElement).value)
    await user.type(input(dialog, vi.account_label), 'demo01');
  await user.type(input(dialog, vi.password_label), password);
  await user.type(input(dialog, vi.captcha_label), 'ab12');
  await user.click(within(dialog).getByRole('button', { name: vi.submit }));
}

async function verifyAndReset(user: ReturnType<typeof renderAuth>['user'], dialog: HTMLElement) {
  await user.click(input(dialog, lp.verify.withdraw_digit.replace('{{index}}', '1').replace('{{total}}', '4')));
  await user.keyboard('4321');
  await user.type(input(dialog, lp.verify.phone_label), '0912345678');
  await user.type(input(dialog, vi.captcha_label), 'cd34');
  await user.click(within(dialog).getByRole('button', { name: lp.verify.submit }));
  await within(dialog).findByRole('heading', { name: lp.reset.title });
  await user.type(input(dialog, lp.reset.password_label), 'newpass1');
  await user.type(input(dialog, lp.reset.confirm_label), 'newpass1');
  await user.click(within(dialog).getByRole('button', { name: lp.reset.submit }));
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.useRealTimers();
});

describe('SPEC §4/§8 login 107: double validation in the login dialog', () => {
  it('SPEC §8 login 107 opens the question view with a new captcha; its success hands the session to the shell and closes', async () => {
    const platform = fakePlatform({ login: () => ({ body: envelope(107, CHALLENGE_107, 'New device') }) });
    const succeeded = jest.fn();
    const toasts = jest.fn();
    const offs = [bus.on('session:login-succeeded', succeeded), bus.on('toast:show', toasts)];
    const { user, dialog, props } = await openDialog();
    await logIn(user, dialog);

    expect(await within(dialog).findByRole('heading', { name: lp.double_validation.title })).toBeInTheDocument();
    const answer = input(dialog, lp.double_validation.question_member_email);
    expect(answer).toHaveFocus();
    await waitFor(() => expect(captchaImage(dialog)).toHaveAttribute('src', 'data:image/png;base64,IMG2'));
    expect(platform.captchaCalls()).toHaveLength(2);
    expect(succeeded).not.toHaveBeenCalled();

    await user.type(answer, 'me@example.com');
    await user.type(input(dialog, vi.captcha_label), 'cd34');
    await user.click(within(dialog).getByRole('button', { name: lp.double_validation.submit }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(platform.dvCalls()[0]?.body).toMatchObject({
      member_login_id: 501,
      answer: 'me@example.com',
      captcha_answer: 'cd34',
      captcha_token: 'cap-2',
      site_id: 1,
      host: '127.0.0.1:3000',
      device: 1,
      login_type: 1,
    });
    expect(succeeded).toHaveBeenCalledWith(SESSION);
    expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'auth:login_success' });
    offs.forEach((off) => off());
  });

  it('SPEC §8 double validation 998 goes back to the login with its message and the account filled in', async () => {
    fakePlatform({
      login: () => ({ body: envelope(107, CHALLENGE_107) }),
      dv: () => ({ body: envelope(998, null, 'Identity verification failed') }),
    });
    const { user, dialog, props } = await openDialog();
    await logIn(user, dialog);
    await user.type(await within(dialog).findByLabelText(lp.double_validation.question_member_email), 'x@y.z');
    await user.type(input(dialog, vi.captcha_label), 'cd34');
    await user.click(within(dialog).getByRole('button', { name: lp.double_validation.submit }));
    expect(await within(dialog).findByTestId('login-notice')).toHaveTextContent(commonViVN.double_validation_faild);
    expect(input(dialog, vi.account_label)).toHaveValue('demo01');
    expect(input(dialog, vi.password_label)).toHaveFocus();
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('Back to login leaves the question view for the login, account kept', async () => {
    fakePlatform({ login: () => ({ body: envelope(107, CHALLENGE_107) }) });
    const { user, dialog } = await openDialog();
    await logIn(user, dialog);
    await within(dialog).findByRole('heading', { name: lp.double_validation.title });
    await user.click(within(dialog).getByRole('button', { name: lp.back_to_login }));
    expect(input(dialog, vi.account_label)).toHaveValue('demo01');
    expect(within(dialog).queryByTestId('login-notice')).toBeNull();
  });
});

describe('SPEC §8 login 802: transfer validation, then a new password, then log in', () => {
  it('verifies the account of the 802, sets the new password (signup.verify_success) and logs in with it', async () => {
    let logins = 0;
    const platform = fakePlatform({
      login: () =>
        ++logins === 1
          ? { body: envelope(802, { member_login_id: 7, member_account: 'transfer01' }) }
          : { body: envelope(100, { ...SESSION, member_account: 'transfer01' }) },
    });
    const toasts = jest.fn();
    const off = bus.on('toast:show', toasts);
    const { user, dialog, props } = await openDialog();
    await logIn(user, dialog);
    const view = await within(dialog).findByTestId('password-reset-verify');
    expect(within(view).getByTestId('verify-account')).toHaveTextContent('transfer01');
    await verifyAndReset(user, dialog);

    expect(await within(dialog).findByTestId('login-notice')).toHaveTextContent(lp.reset.done_notice);
    expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'signup.verify_success' });
    expect(platform.verifyCalls()[0]?.body).toMatchObject({ account: 'transfer01', captcha_token: 'cap-2' });
    expect(platform.resetCalls()[0]?.body).toEqual({ account: 'transfer01', password: 'newpass1', token: 'reset-tok' });
    expect(input(dialog, vi.account_label)).toHaveValue('transfer01');

    await logIn(user, dialog, 'newpass1');
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(platform.loginCalls()[1]?.body).toMatchObject({
      account: 'transfer01',
      password: 'newpass1',
      captcha_token: 'cap-3',
    });
    off();
  });
});

describe('Forgot password: vx/verify then vx/reset from the login form', () => {
  it('"Forgot password?" opens the verification with the account typed so far; back at the login it logs in with the new password', async () => {
    const platform = fakePlatform();
    const { user, dialog, props } = await openDialog();
    await user.type(input(dialog, vi.account_label), 'demo01');
    await user.click(within(dialog).getByRole('button', { name: lp.forgot_password }));
    expect(await within(dialog).findByRole('heading', { name: lp.verify.forgot_title })).toBeInTheDocument();
    expect(input(dialog, vi.account_label)).toHaveValue('demo01');
    await verifyAndReset(user, dialog);
    expect(platform.verifyCalls()[0]?.body).toMatchObject({
      account: 'demo01',
      member_phone: '0912345678',
      withdraw_password: '4321',
    });
    await within(dialog).findByTestId('login-notice');
    await logIn(user, dialog, 'newpass1');
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(platform.loginCalls()[0]?.body).toMatchObject({ account: 'demo01', password: 'newpass1' });
  });

  it('Back to login from the verification', async () => {
    fakePlatform();
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: lp.forgot_password }));
    await user.click(await within(dialog).findByRole('button', { name: lp.back_to_login }));
    expect(within(dialog).getByRole('button', { name: vi.submit })).toBeInTheDocument();
  });
});

describe('login form links', () => {
  it('the footer slot (the register link) sits under the submit button', async () => {
    fakePlatform();
    const { dialog } = await openDialog(<a href="/register">Đăng ký ngay</a>);
    const submit = within(dialog).getByRole('button', { name: vi.submit });
    const link = within(dialog).getByRole('link', { name: 'Đăng ký ngay' });
    expect(submit.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: lp.forgot_password })).toBeInTheDocument();
  });
});

describe('SPEC §4/§8 captcha: the wait after code 101 and one request at a time', () => {
  it('SPEC §8 captcha 101 starts a one-second wait: a click during it sends nothing, one after it loads a captcha', async () => {
    jest.useFakeTimers();
    let answers = 0;
    const platform = fakePlatform({
      captcha: () => (++answers === 1 ? { body: envelope(101, null, 'Too many captcha requests') } : undefined!),
    });
    const props = modalProps();
    const { user } = renderAuth(<LoginModalRoot {...props} />, {
      userEventOptions: { advanceTimers: jest.advanceTimersByTime },
    });
    const dialog = screen.getByRole('dialog');
    const waitButton = await within(dialog).findByRole('button', { name: commonViVN.captcha_wait });
    await user.click(waitButton);
    await act(async () => {
      await Promise.resolve();
    });
    expect(platform.captchaCalls()).toHaveLength(1);

    act(() => jest.advanceTimersByTime(CAPTCHA_WAIT_MS));
    await user.click(within(dialog).getByRole('button', { name: commonViVN.captcha_refresh }));
    await within(dialog).findByRole('img', { name: vi.captcha_alt });
    expect(platform.captchaCalls()).toHaveLength(2);
  });
});
