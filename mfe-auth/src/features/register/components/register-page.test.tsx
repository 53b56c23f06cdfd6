import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { MemberLayout } from '@site/shared/contracts';
import { AuthRoot } from '../../../auth-root';
import { remoteProps, renderAuth } from '../../../test/render-auth';
import { clearRegisterCookies, fakeRegisterPlatform, REGISTERED, setAddress } from '../test/fake-register-platform';
import { authVi, fillValidVnd, listen, submitButton, vi } from '../test/register-helpers';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setAddress('');
  clearRegisterCookies();
});

const pageProps = remoteProps({ basename: '/register' });
const pageName = vi.dialog_label.replace('{{brand}}', 'Demo88');

describe('SPEC §2 /register: the sign-up as a full page (./App under /register)', () => {
  it('shows the same form with the brand, registers and asks the shell to go home', async () => {
    act(() => bus.emit('session:changed', { status: 'anonymous' }));
    const platform = fakeRegisterPlatform();
    const navigate = listen('nav:navigate');
    const succeeded = listen('session:login-succeeded');
    const { user } = renderAuth(<AuthRoot {...pageProps} />);
    const page = screen.getByRole('region', { name: pageName });
    expect(within(page).getByTestId('register-brand')).toHaveTextContent('Demo88');
    await within(page).findByRole('img', { name: authVi.captcha_alt });
    fillValidVnd(page);
    await user.click(submitButton(page));
    await waitFor(() => expect(navigate.fn).toHaveBeenCalledWith({ to: '/' }));
    expect(succeeded.fn).toHaveBeenCalledWith(REGISTERED);
    expect(platform.callsTo('register')).toHaveLength(1);
    navigate.off();
    succeeded.off();
  });

  it('reads ?invite= from the page address', async () => {
    act(() => bus.emit('session:changed', { status: 'anonymous' }));
    setAddress('?invite=PAGE01');
    const platform = fakeRegisterPlatform();
    renderAuth(<AuthRoot {...pageProps} />);
    await screen.findByRole('img', { name: authVi.captcha_alt });
    await waitFor(() => expect(platform.callsTo('validMessage')[0]?.body).toMatchObject({ recommend_code: 'PAGE01' }));
    expect(screen.getByRole('textbox', { name: vi.fields.introducer })).toHaveValue('PAGE01');
  });

  it('"Already have an account? Log in" opens the login dialog', async () => {
    act(() => bus.emit('session:changed', { status: 'anonymous' }));
    fakeRegisterPlatform();
    const opened = listen('modal:open');
    const { user } = renderAuth(<AuthRoot {...pageProps} />);
    await screen.findByRole('img', { name: authVi.captcha_alt });
    await user.click(screen.getByRole('button', { name: vi.login_link }));
    expect(opened.fn).toHaveBeenCalledWith({ name: 'login' });
    opened.off();
  });

  it('a member already logged in is told so instead of seeing the form', () => {
    fakeRegisterPlatform();
    act(() =>
      bus.emit('session:changed', {
        status: 'member',
        token: 't',
        member: { member_account: 'demo01' } as MemberLayout,
      }),
    );
    renderAuth(<AuthRoot {...pageProps} />);
    expect(screen.getByRole('status')).toHaveTextContent('demo01');
    expect(screen.queryByRole('form', { name: vi.title })).toBeNull();
  });

  it('the other basenames keep the login page', async () => {
    act(() => bus.emit('session:changed', { status: 'anonymous' }));
    fakeRegisterPlatform();
    renderAuth(<AuthRoot {...remoteProps()} />);
    await screen.findByRole('img', { name: authVi.captcha_alt });
    expect(screen.queryByRole('region', { name: pageName })).toBeNull();
  });
});
