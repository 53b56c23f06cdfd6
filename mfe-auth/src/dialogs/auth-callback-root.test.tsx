import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { LoginResponse } from '@site/shared/contracts';
import { commonViVN } from '@site/shared/i18n';
import { createFakeFetch, envelope, type FakeReply } from '@site/shared/testing';
import type { WindowMsg } from '@site/shared/window-msg';
import { remoteProps, renderAuth } from '../test/render-auth';
import vi from '../locales/vi_VN.json';
import { AuthRoot } from '../auth-root';

const lp = vi.login_paths;
const SESSION: LoginResponse = {
  member_id: 11,
  member_account: 'demo01',
  member_login_id: 501,
  member_currency: 'VND',
  token: 'tok-1',
};

function fakePlatform(login: () => FakeReply, dv: () => FakeReply = () => ({ body: envelope(100, SESSION) })) {
  let captchas = 0;
  globalThis.fetch = createFakeFetch((call) => {
    const path = new URL(call.url, 'http://127.0.0.1:3000').pathname;
    if (path === '/api/captcha') {
      captchas += 1;
      return {
        body: envelope(100, {
          token: `cap-${captchas}`,
          captcha: `data:image/png;base64,${captchas}`,
          placeholder: '',
        }),
      };
    }
    if (path === '/api/get_login_header') return { body: envelope(100, { headers: {} }) };
    if (path === '/api/login') return login();
    if (path === '/api/login/double_validation') return dv();
    return { status: 404, body: envelope(404, null) };
  }).fetch;
}

/** The window-msg channel as the opener sees it: what the popup wrote under the key. */
function watchWindowMsgs() {
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  const close = jest.spyOn(window, 'close').mockImplementation(() => undefined);
  const sent = () =>
    setItem.mock.calls.filter(([key]) => key === 'window-msg').map(([, value]) => JSON.parse(value) as WindowMsg);
  return { sent, close };
}

async function openPopup() {
  const utils = renderAuth(<AuthRoot {...remoteProps({ basename: '/authCallback' })} />);
  const page = screen.getByRole('region', { name: lp.popup.label });
  await within(page).findByRole('img', { name: vi.captcha_alt });
  return { ...utils, page };
}

async function logIn(user: ReturnType<typeof renderAuth>['user'], page: HTMLElement) {
  await user.type(within(page).getByLabelText(vi.account_label, { selector: 'input' }), 'demo01');
  await user.type(within(page).getByLabelText(vi.password_label, { selector: 'input' }), 'demo1234');
  await user.type(within(page).getByLabelText(vi.captcha_label, { selector: 'input' }), 'ab12');
  await user.click(within(page).getByRole('button', { name: vi.submit }));
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('SPEC §2 /authCallback, §4 popup login', () => {
  it('SPEC §4 popup: a login posts authLogin with the login response and closes; the popup takes no session itself', async () => {
    fakePlatform(() => ({ body: envelope(100, SESSION) }));
    const { sent, close } = watchWindowMsgs();
    const succeeded = jest.fn();
    const off = bus.on('session:login-succeeded', succeeded);
    const { user, page } = await openPopup();
    await logIn(user, page);
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([{ msg: 'authLogin', data: SESSION }]);
    expect(succeeded).not.toHaveBeenCalled();
    expect(await within(page).findByRole('status')).toHaveTextContent(lp.popup.done);
    // Leaving the page afterwards says nothing more.
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sent()).toHaveLength(1);
    off();
  });

  const failures: Array<[code: number, resMessage: string]> = [
    [101, commonViVN.account_error],
    [105, commonViVN.verify_failed],
    [202, `${commonViVN.ip_error} (202)`],
    [400, 'Tham số không hợp lệ'],
  ];
  it.each(failures)(
    'SPEC §4 popup: a login refused with code %s posts authLoginClose {resCode, resMessage "%s"} and closes',
    async (code, resMessage) => {
      fakePlatform(() => ({ body: envelope(code, null, 'Tham số không hợp lệ') }));
      const { sent, close } = watchWindowMsgs();
      const { user, page } = await openPopup();
      await logIn(user, page);
      await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
      expect(sent()).toEqual([{ msg: 'authLoginClose', resCode: String(code), resMessage }]);
    },
  );

  it('SPEC §4 popup: a network failure has no result code: the popup stays and shows it', async () => {
    fakePlatform(() => 'network-error');
    const { sent, close } = watchWindowMsgs();
    const { user, page } = await openPopup();
    await logIn(user, page);
    expect(await within(page).findByTestId('login-error')).toHaveTextContent(commonViVN.networkError);
    expect(sent()).toEqual([]);
    expect(close).not.toHaveBeenCalled();
  });

  it('SPEC §4 popup: a 107 opens the double validation inside the popup; its success posts authLogin', async () => {
    fakePlatform(() => ({
      body: envelope(107, {
        member_login_id: 501,
        member_account: 'demo01',
        question: 'member_name',
        available_questions_count: 1,
      }),
    }));
    const { sent, close } = watchWindowMsgs();
    const { user, page } = await openPopup();
    await logIn(user, page);
    const answer = await within(page).findByLabelText(lp.double_validation.question_member_name, { selector: 'input' });
    expect(sent()).toEqual([]);
    await user.type(answer, 'Nguyen Van A');
    await user.type(within(page).getByLabelText(vi.captcha_label, { selector: 'input' }), 'cd34');
    await user.click(within(page).getByRole('button', { name: lp.double_validation.submit }));
    await waitFor(() => expect(close).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([{ msg: 'authLogin', data: SESSION }]);
  });

  it('SPEC §4 popup: Cancel posts authLoginClose with no code (the opener shows nothing) and closes', async () => {
    fakePlatform(() => ({ body: envelope(100, SESSION) }));
    const { sent, close } = watchWindowMsgs();
    const { user, page } = await openPopup();
    await user.click(within(page).getByRole('button', { name: lp.popup.cancel }));
    expect(sent()).toEqual([{ msg: 'authLoginClose' }]);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('SPEC §4 popup: the member closing the window posts authLoginClose once', async () => {
    fakePlatform(() => ({ body: envelope(100, SESSION) }));
    const { sent } = watchWindowMsgs();
    await openPopup();
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(sent()).toEqual([{ msg: 'authLoginClose' }]);
  });
});
