import { act, screen, waitFor } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { LoginResponse, MemberLayout } from '@site/shared/contracts';
import { createFakeFetch, envelope } from '@site/shared/testing';
import { remoteProps, renderAuth } from '../../../test/render-auth';
import vi from '../../../locales/vi_VN.json';
import { AuthRoot } from '../../../auth-root';

const LOGIN_DATA: LoginResponse = {
  member_id: 11,
  member_account: 'demo01',
  member_login_id: 501,
  member_currency: 'VND',
  token: 'tok-1',
};
const pageProps = remoteProps();

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('./App: the login page at its root route', () => {
  it('logs in with the same form and asks the shell to go home', async () => {
    act(() => bus.emit('session:changed', { status: 'anonymous' }));
    let captchas = 0;
    globalThis.fetch = createFakeFetch((call) =>
      call.url.endsWith('/api/captcha')
        ? { body: envelope(100, { token: `cap-${++captchas}`, captcha: 'data:image/png;base64,X', placeholder: '' }) }
        : { body: envelope(100, LOGIN_DATA) },
    ).fetch;
    const navigate = jest.fn();
    const off = bus.on('nav:navigate', navigate);
    const { user } = renderAuth(<AuthRoot {...pageProps} />);
    expect(screen.getByRole('region', { name: vi.dialog_label.replace('{{brand}}', 'Demo88') })).toBeInTheDocument();
    await screen.findByRole('img', { name: vi.captcha_alt });
    await user.type(screen.getByLabelText(vi.account_label, { exact: false, selector: 'input' }), 'demo01');
    await user.type(screen.getByLabelText(vi.password_label, { exact: false, selector: 'input' }), 'demo1234');
    await user.type(screen.getByLabelText(vi.captcha_label, { exact: false, selector: 'input' }), 'ab12');
    await user.click(screen.getByRole('button', { name: vi.submit }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: '/' }));
    off();
  });

  it('a member already logged in is told so instead of seeing the form', () => {
    globalThis.fetch = createFakeFetch([{ body: envelope(100, null) }]).fetch;
    act(() =>
      bus.emit('session:changed', {
        status: 'member',
        token: 't',
        member: { member_account: 'demo01' } as MemberLayout,
      }),
    );
    renderAuth(<AuthRoot {...pageProps} />);
    expect(screen.getByRole('status')).toHaveTextContent('demo01');
    expect(screen.queryByRole('button', { name: vi.submit })).toBeNull();
  });
});
