import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { LoginResponse } from '@site/shared/contracts';
import { commonViVN } from '@site/shared/i18n';
import { createFakeFetch, envelope, type FakeCall, type FakeReply } from '@site/shared/testing';
import { modalProps, renderAuth } from '../test/render-auth';
import vi from '../locales/vi_VN.json';
import { LoginModalRoot } from './login-modal-root';

const LOGIN_DATA: LoginResponse = {
  member_id: 11,
  member_account: 'demo01',
  member_login_id: 501,
  member_currency: 'VND',
  token: 'tok-1',
};

/**
 * A fake platform: /captcha hands out numbered captchas, /get_login_header a numbered nonce, /login
 * answers with `loginReply` (a reply, or a function of the call). Requests can be held to test the
 * in-flight rules.
 */
function fakePlatform(
  loginReply: FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>) = { body: envelope(100, LOGIN_DATA) },
) {
  let captchas = 0;
  let nonces = 0;
  const fake = createFakeFetch(async (call) => {
    if (call.url.endsWith('/api/get_login_header')) {
      nonces += 1;
      return {
        body: envelope(100, { headers: { 'x-login-nonce': `nonce-${nonces}`, 'x-login-time': '1767225600000' } }),
      };
    }
    if (call.url.endsWith('/api/captcha')) {
      captchas += 1;
      return {
        body: envelope(100, {
          token: `cap-${captchas}`,
          captcha: `data:image/png;base64,IMG${captchas}`,
          placeholder: '',
        }),
      };
    }
    if (call.url.endsWith('/api/login')) return typeof loginReply === 'function' ? loginReply(call) : loginReply;
    return { status: 404, body: envelope(404, null, 'not found') };
  });
  globalThis.fetch = fake.fetch;
  return {
    calls: fake.calls,
    captchaCalls: () => fake.calls.filter((c) => c.url.endsWith('/api/captcha')),
    loginCalls: () => fake.calls.filter((c) => c.url.endsWith('/api/login')),
  };
}

async function openDialog() {
  const props = modalProps();
  const { user } = renderAuth(<LoginModalRoot {...props} />);
  const dialog = screen.getByRole('dialog');
  await within(dialog).findByRole('img', { name: vi.captcha_alt });
  return { props, user, dialog };
}

// The form's field names are the login payload's (SPEC §7), so the test finds the inputs by them.
const field = (dialog: HTMLElement, name: 'account' | 'password' | 'answer') =>
  // eslint-disable-next-line testing-library/no-node-access
  dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
// eslint-disable-next-line testing-library/no-node-access
const submitButton = (dialog: HTMLElement) => dialog.querySelector<HTMLButtonElement>('button[type="submit"]')!;

async function fillAndSubmit(user: ReturnType<typeof renderAuth>['user'], dialog: HTMLElement, answer = 'ab12') {
  await user.type(field(dialog, 'account'), 'demo01');
  await user.type(field(dialog, 'password'), 'demo1234');
  await user.type(field(dialog, 'answer'), answer);
  await user.click(submitButton(dialog));
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('login dialog: form and captcha', () => {
  it('is a named dialog with the brand and the server captcha (POST /captcha {type 1, site_id})', async () => {
    const platform = fakePlatform();
    const { dialog } = await openDialog();
    expect(dialog).toHaveAccessibleName(vi.dialog_label.replace('{{brand}}', 'Demo88'));
    expect(within(dialog).getByTestId('login-brand')).toHaveTextContent('Demo88');
    expect(within(dialog).getByRole('img', { name: vi.captcha_alt })).toHaveAttribute(
      'src',
      'data:image/png;base64,IMG1',
    );
    expect(platform.captchaCalls()).toHaveLength(1);
    expect(platform.captchaCalls()[0]?.body).toEqual({ type: 1, site_id: 1 });
  });

  it('account takes at most 12 characters and shows its count; the password can be shown', async () => {
    fakePlatform();
    const { user, dialog } = await openDialog();
    const account = field(dialog, 'account');
    expect(account).toHaveAttribute('maxLength', '12');
    await user.type(account, 'abcdefghijklmnop');
    expect(account).toHaveValue('abcdefghijkl');
    expect(within(dialog).getByText('12/12')).toBeInTheDocument();

    const password = field(dialog, 'password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: commonViVN.show_password }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('SPEC §5: shows only the first failing rule — account, then password, then captcha — and sends nothing', async () => {
    const platform = fakePlatform();
    const { user, dialog } = await openDialog();
    await user.click(submitButton(dialog));
    expect(within(dialog).getByText(commonViVN.ph_account_name)).toBeInTheDocument();
    expect(within(dialog).queryByText(commonViVN.ph_password)).toBeNull();
    expect(within(dialog).queryByText(commonViVN.ph_account_verify_code)).toBeNull();

    await user.type(field(dialog, 'account'), 'demo01');
    await user.click(submitButton(dialog));
    expect(within(dialog).queryByText(commonViVN.ph_account_name)).toBeNull();
    expect(within(dialog).getByText(commonViVN.ph_password)).toBeInTheDocument();

    await user.type(field(dialog, 'password'), 'demo1234');
    await user.click(submitButton(dialog));
    expect(within(dialog).queryByText(commonViVN.ph_password)).toBeNull();
    expect(within(dialog).getByText(commonViVN.ph_account_verify_code)).toBeInTheDocument();
    expect(platform.loginCalls()).toHaveLength(0);
  });

  it('a click on the captcha loads a new one; clicks while it loads are refused', async () => {
    let release!: () => void;
    let hold = false;
    const platform = fakePlatform();
    const inner = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      if (hold) await new Promise<void>((r) => (release = r));
      return inner(...args);
    };
    const { user, dialog } = await openDialog();
    const refresh = within(dialog).getByRole('button', { name: commonViVN.captcha_refresh });

    hold = true;
    await user.click(refresh);
    await user.click(refresh);
    await user.click(refresh);
    hold = false;
    act(() => release());
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: vi.captcha_alt })).toHaveAttribute(
        'src',
        'data:image/png;base64,IMG2',
      ),
    );
    expect(platform.captchaCalls()).toHaveLength(2);
  });
});

describe('login dialog: submit', () => {
  it('sends the SPEC §3 payload with the current captcha token', async () => {
    const platform = fakePlatform();
    const { user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog, ' ab12 ');
    await waitFor(() => expect(platform.loginCalls()).toHaveLength(1));
    const body = platform.loginCalls()[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      account: 'demo01',
      password: 'demo1234',
      site_id: 1,
      answer: 'ab12',
      captcha_token: 'cap-1',
      host: '127.0.0.1:3000',
      device: 1,
      login_type: 1,
    });
    expect(typeof body.system).toBe('string');
    expect(typeof body.browser).toBe('string');
    expect(body).toHaveProperty('system_version');
  });

  it('SPEC §7: asks GET /get_login_header first and sends its headers, as they are, with the login', async () => {
    const platform = fakePlatform();
    const { user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(platform.loginCalls()).toHaveLength(1));
    const header = platform.calls.find((c) => c.url.endsWith('/api/get_login_header'));
    expect(header?.method).toBe('GET');
    expect(platform.calls.indexOf(header!)).toBeLessThan(platform.calls.indexOf(platform.loginCalls()[0]!));
    expect(platform.loginCalls()[0]?.headers).toMatchObject({
      'x-login-nonce': 'nonce-1',
      'x-login-time': '1767225600000',
    });
  });

  it('on success emits session:login-succeeded with the response data, shows a success toast and closes', async () => {
    fakePlatform();
    const succeeded = jest.fn();
    const toasts = jest.fn();
    const offs = [bus.on('session:login-succeeded', succeeded), bus.on('toast:show', toasts)];
    const { props, user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(succeeded).toHaveBeenCalledWith(LOGIN_DATA);
    expect(toasts).toHaveBeenCalledWith({ kind: 'success', message: 'auth:login_success' });
    offs.forEach((off) => off());
  });

  it('the submit button is disabled and busy while the login runs; a second click or a captcha click sends nothing', async () => {
    let answer!: (reply: FakeReply) => void;
    const platform = fakePlatform(() => new Promise<FakeReply>((r) => (answer = r)));
    const { props, user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    await waitFor(() => expect(submitButton(dialog)).toBeDisabled());
    expect(submitButton(dialog)).toHaveAttribute('aria-busy', 'true');
    expect(submitButton(dialog)).toHaveAccessibleName(vi.submitting);
    await user.click(submitButton(dialog));
    // Nor does the captcha change under the running login (its token is in the request).
    await user.click(within(dialog).getByRole('button', { name: commonViVN.captcha_refresh }));
    await waitFor(() => expect(platform.loginCalls()).toHaveLength(1));
    expect(platform.captchaCalls()).toHaveLength(1);
    act(() => answer({ body: envelope(100, LOGIN_DATA) }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(platform.loginCalls()).toHaveLength(1);
  });

  // 107 and 802 whose data lacks the pending login cannot open their views: their message is shown.
  const cases: Array<[code: number, shown: string]> = [
    [101, commonViVN.account_error],
    [102, commonViVN.account_disable],
    [103, commonViVN.account_freezen],
    [105, commonViVN.verify_failed],
    [106, commonViVN.ip_error],
    [107, commonViVN.different_device],
    [201, `${commonViVN.ip_error} (201)`],
    [202, `${commonViVN.ip_error} (202)`],
    [203, `${commonViVN.ip_error} (203)`],
    [400, 'Tham số không hợp lệ'],
    [802, commonViVN.transfer_validation_required],
    [999, 'Tham số không hợp lệ'],
  ];
  it.each(cases)('SPEC §8: code %s shows "%s"', async (code, shown) => {
    fakePlatform({ body: envelope(code, null, 'Tham số không hợp lệ') });
    const { props, user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(shown);
    expect(within(dialog).getByTestId('login-error')).toHaveAttribute('role', 'alert');
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('SPEC §8 802 (a transferred account, as the platform answers it): the transfer validation opens, in Vietnamese, never the server English', async () => {
    fakePlatform({
      body: {
        ...envelope(
          802,
          { member_login_id: 7, member_account: 'transfer01' },
          'This account was transferred: please verify it and set a new password',
        ),
      },
    });
    const { props, user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    const view = await within(dialog).findByTestId('password-reset-verify');
    expect(view).toHaveTextContent(commonViVN.transfer_validation_required);
    expect(within(view).getByTestId('verify-account')).toHaveTextContent('transfer01');
    expect(dialog).not.toHaveTextContent(/transferred|verify it/i);
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('HTTP 429 and 400 whose envelope names what is wrong show that key in Vietnamese (with its parameters), not the server English', async () => {
    let attempt = 0;
    fakePlatform(() =>
      ++attempt === 1
        ? {
            status: 429,
            body: {
              ...envelope(429, null, 'Too many login attempts from your address; please try again in 42 seconds'),
              message_key: 'too_many_attempts',
              params: { retry_after_s: 42 },
            },
          }
        : {
            status: 400,
            body: {
              ...envelope(400, null, 'The login header is unknown, used or expired; ask /get_login_header again'),
              message_key: 'login_header_expired',
            },
          },
    );
    const { user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(
      commonViVN.request_error.too_many_attempts.replace('{{retry_after_s}}', '42'),
    );
    await user.type(field(dialog, 'answer'), 'cd34');
    await user.click(submitButton(dialog));
    await waitFor(() =>
      expect(within(dialog).getByTestId('login-error')).toHaveTextContent(
        commonViVN.request_error.login_header_expired,
      ),
    );
    expect(within(dialog).getByTestId('login-error')).not.toHaveTextContent(/login header|attempts/i);
  });

  it('a failure status that still carries the envelope maps its code the same way', async () => {
    fakePlatform({ status: 400, body: envelope(101, null, 'bad account') });
    const { user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(commonViVN.account_error);
  });

  it('a network failure shows networkError', async () => {
    fakePlatform('network-error');
    const { user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    expect(await within(dialog).findByTestId('login-error')).toHaveTextContent(commonViVN.networkError);
  });

  it('after a failure the answer is cleared, a new captcha is loaded and its token is used next', async () => {
    let attempt = 0;
    const platform = fakePlatform(() =>
      ++attempt === 1 ? { body: envelope(105, null, '') } : { body: envelope(100, LOGIN_DATA) },
    );
    const { props, user, dialog } = await openDialog();
    await fillAndSubmit(user, dialog);
    await within(dialog).findByTestId('login-error');
    expect(field(dialog, 'answer')).toHaveValue('');
    expect(field(dialog, 'account')).toHaveValue('demo01');
    expect(field(dialog, 'password')).toHaveValue('demo1234');
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: vi.captcha_alt })).toHaveAttribute(
        'src',
        'data:image/png;base64,IMG2',
      ),
    );
    expect(platform.captchaCalls()).toHaveLength(2);
    // The cleared answer is not flagged until the member tries again.
    expect(within(dialog).queryByText(commonViVN.ph_account_verify_code)).toBeNull();

    await user.type(field(dialog, 'answer'), 'cd34');
    await user.click(submitButton(dialog));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(platform.loginCalls()[1]?.body).toMatchObject({ answer: 'cd34', captcha_token: 'cap-2' });
  });

  it('the close button and Escape close the dialog', async () => {
    fakePlatform();
    const { props, user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: vi.close }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });
});
