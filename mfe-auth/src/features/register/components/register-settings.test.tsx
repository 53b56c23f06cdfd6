import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { SETTINGS_ERROR_TOAST_MS } from '@site/shared/constants';
import { commonViVN } from '@site/shared/i18n';
import { envelope } from '@site/shared/testing';
import { modalProps, renderAuth } from '../../../test/render-auth';
import { RegisterDialog } from '../../../register-modal';
import {
  clearRegisterCookies,
  fakeRegisterPlatform,
  setAddress,
  settingsList,
  SETTINGS,
} from '../test/fake-register-platform';
import { authVi, field, listen, openRegister, queryField, text, vi } from '../test/register-helpers';
import { RegisterLink } from './register-link';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setAddress('');
  clearRegisterCookies();
  act(() => bus.emit('locale:currency-changed', { currency: 'VND' }));
});

const currencySelect = (dialog: HTMLElement) => field<HTMLSelectElement>(dialog, 'member_currency');
/** The names of the form's fields (inputs named as the register body names them). */
const shownFields = (dialog: HTMLElement) =>
  // eslint-disable-next-line testing-library/no-node-access
  Array.from(dialog.querySelectorAll<HTMLInputElement>('input[name]')).map((el) => el.name);

describe('SPEC §3 register settings: fields shown and required per currency', () => {
  it('POST /arks/web/register-settings {site_id}; VND shows its displayed fields, with the required ones marked', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog } = await openRegister();
    expect(platform.callsTo('settings')[0]?.body).toEqual({ site_id: 1 });
    expect(shownFields(dialog)).toEqual([
      'member_account',
      'password',
      'member_confirm_password',
      'member_name',
      'identity_id',
      'member_phone',
      'phone_verify',
      'member_email',
      'member_telegram',
      'member_zalo',
      'introducer',
      'answer',
      'agreement',
    ]);
    // Displayed but not required: no required mark.
    expect(field(dialog, 'member_name')).toHaveAttribute('aria-required', 'true');
    expect(field(dialog, 'member_phone')).toHaveAttribute('aria-required', 'true');
    expect(field(dialog, 'member_email')).not.toHaveAttribute('aria-required');
    expect(field(dialog, 'identity_id')).not.toHaveAttribute('aria-required');
    expect(field(dialog, 'member_zalo')).not.toHaveAttribute('aria-required');
    // Not displayed for VND.
    expect(queryField(dialog, 'member_qq')).toBeNull();
    // The composite fields: the birthday's three selects and the withdraw password's four boxes.
    expect(within(dialog).getByRole('group', { name: new RegExp(`^${vi.fields.member_birthday}`) })).toBeVisible();
    expect(within(dialog).getByRole('group', { name: new RegExp(`^${vi.fields.withdraw_password}`) })).toBeVisible();
  });

  it('switching to USD shows every contact, a required email and birthday, and drops the captcha and confirmation', async () => {
    fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    expect(
      within(currencySelect(dialog))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['VND', 'RMB', 'USD']);
    await user.selectOptions(currencySelect(dialog), 'USD');
    await waitFor(() => expect(queryField(dialog, 'answer')).toBeNull());
    expect(queryField(dialog, 'member_confirm_password')).toBeNull();
    expect(queryField(dialog, 'phone_verify')).toBeNull();
    for (const name of ['member_qq', 'member_skype', 'member_line', 'member_wechat', 'member_fb', 'member_whats_app'])
      expect(queryField(dialog, name)).not.toBeNull();
    expect(field(dialog, 'member_email')).toHaveAttribute('aria-required', 'true');
    expect(field(dialog, 'member_phone')).not.toHaveAttribute('aria-required');
    expect(within(dialog).getByRole('combobox', { name: vi.birthday_year })).toHaveAttribute('aria-required', 'true');
    expect(within(dialog).queryByRole('group', { name: new RegExp(`^${vi.fields.withdraw_password}`) })).toBeNull();
  });

  it('a closed currency (WON: member_currency not displayed) is not offered', async () => {
    fakeRegisterPlatform();
    const { dialog } = await openRegister();
    expect(within(currencySelect(dialog)).queryByRole('option', { name: /WON/ })).toBeNull();
  });

  it('text fields count their characters against maxlength (SPEC §5)', async () => {
    fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    const account = field(dialog, 'member_account');
    expect(account).toHaveAttribute('maxLength', '12');
    await user.type(account, 'abcdefghijklmnop');
    expect(account).toHaveValue('abcdefghijkl');
    expect(account).toHaveAccessibleDescription(
      commonViVN.char_count.replace('{{count}}', '12').replace('{{max}}', '12'),
    );
    expect(field(dialog, 'member_telegram')).toHaveAttribute('maxLength', '50');
  });

  it('the password and its confirmation can be shown', async () => {
    fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    const [showPassword, showConfirm] = within(dialog).getAllByRole('button', { name: commonViVN.show_password });
    await user.click(showPassword!);
    expect(field(dialog, 'password')).toHaveAttribute('type', 'text');
    expect(field(dialog, 'member_confirm_password')).toHaveAttribute('type', 'password');
    await user.click(showConfirm!);
    expect(field(dialog, 'member_confirm_password')).toHaveAttribute('type', 'text');
  });
});

describe('SPEC §2 currency from the address', () => {
  it('?currency=USD (open) locks the currency', async () => {
    setAddress('?currency=usd');
    fakeRegisterPlatform();
    const { dialog } = await openRegister({}, { captcha: false });
    expect(currencySelect(dialog)).toHaveValue('USD');
    expect(currencySelect(dialog)).toBeDisabled();
    expect(currencySelect(dialog)).toHaveAccessibleDescription(vi.hints.currency_link);
    expect(queryField(dialog, 'member_skype')).not.toBeNull();
  });

  it("?currency=WON (not open) shows 'signup.err_currency_not_open' and lets the member choose an open one", async () => {
    setAddress('?currency=WON');
    fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    const select = currencySelect(dialog);
    expect(select).toBeEnabled();
    expect(select).toHaveValue('VND');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription(commonViVN.signup.err_currency_not_open);
    await user.selectOptions(select, 'RMB');
    expect(select).toHaveValue('RMB');
  });

  it('without an address currency it starts on the site currency when open', async () => {
    act(() => bus.emit('locale:currency-changed', { currency: 'USD' }));
    fakeRegisterPlatform();
    const { dialog } = await openRegister({}, { captcha: false });
    expect(currencySelect(dialog)).toHaveValue('USD');
    expect(currencySelect(dialog)).toBeEnabled();
  });
});

describe('register settings failure (SPEC §8 "error setting")', () => {
  it('shows a 5000 ms error toast and a retry that loads the form', async () => {
    let fail = true;
    fakeRegisterPlatform({
      settings: () =>
        fail ? { status: 500, body: envelope(500, null, 'boom') } : { body: envelope(100, { list: settingsList() }) },
    });
    const toasts = listen('toast:show');
    const { user } = renderAuth(<RegisterDialog {...modalProps()} />);
    const dialog = screen.getByRole('dialog');
    const retry = await within(dialog).findByRole('button', { name: commonViVN.retry });
    expect(within(dialog).getByText(text('auth:register.settings_error'))).toBeInTheDocument();
    expect(toasts.fn).toHaveBeenCalledWith({
      kind: 'error',
      message: 'auth:register.settings_error',
      duration: SETTINGS_ERROR_TOAST_MS,
    });
    fail = false;
    await user.click(retry);
    await within(dialog).findByRole('form', { name: vi.title });
    toasts.off();
  });
});

describe('the captcha (SPEC §9 captcha type 2 register)', () => {
  it('POST /captcha {type: 2, site_id}, its picture beside the answer; a click loads a new one', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    expect(platform.callsTo('captcha')[0]?.body).toEqual({ type: 2, site_id: 1 });
    await user.click(within(dialog).getByRole('button', { name: commonViVN.captcha_refresh }));
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: authVi.captcha_alt })).toHaveAttribute(
        'src',
        'data:image/png;base64,IMG2',
      ),
    );
  });
});

describe('the agreement dialogs (SPEC §2 terms/protocol, service agreement)', () => {
  it.each([
    ['terms', vi.terms_link, vi.terms_title],
    ['service', vi.service_link, vi.service_title],
  ])(
    '%s: opens over the form with the service agreement in the page language, and closes',
    async (_kind, link, title) => {
      const platform = fakeRegisterPlatform();
      const { dialog, user } = await openRegister();
      await user.click(within(dialog).getByRole('button', { name: link }));
      const agreement = await screen.findByRole('dialog', { name: title });
      expect(await within(agreement).findByText('Thành viên phải đủ 18 tuổi.')).toBeInTheDocument();
      expect(within(agreement).queryByText('Members must be 18 or older.')).toBeNull();
      expect(platform.callsTo('agreement')[0]?.body).toEqual({ site_id: 1 });
      // The box is not ticked by opening the text.
      expect(field(dialog, 'agreement')).not.toBeChecked();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
      expect(screen.getByRole('dialog', { name: vi.dialog_label.replace('{{brand}}', 'Demo88') })).toBeInTheDocument();
    },
  );
});

describe('the dialog', () => {
  it('is named, carries the brand, and closes by its button and Escape', async () => {
    fakeRegisterPlatform();
    const { dialog, props, user } = await openRegister();
    expect(dialog).toHaveAccessibleName(vi.dialog_label.replace('{{brand}}', 'Demo88'));
    expect(within(dialog).getByTestId('register-brand')).toHaveTextContent('Demo88');
    await user.click(within(dialog).getByRole('button', { name: vi.close }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(props.onClose).toHaveBeenCalledTimes(2);
  });

  it('"Already have an account? Log in" closes it and opens the login dialog', async () => {
    fakeRegisterPlatform();
    const opened = listen('modal:open');
    const { dialog, props, user } = await openRegister();
    await user.click(within(dialog).getByRole('button', { name: vi.login_link }));
    expect(props.onClose).toHaveBeenCalledTimes(1);
    expect(opened.fn).toHaveBeenCalledWith({ name: 'login' });
    opened.off();
  });

  it('RegisterLink (for the login form) closes the login dialog and opens this one', async () => {
    const closed = listen('modal:close');
    const opened = listen('modal:open');
    const { user } = renderAuth(<RegisterLink />);
    expect(screen.getByText(vi.no_account)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: vi.signup_link }));
    expect(closed.fn).toHaveBeenCalledWith({ name: 'login' });
    expect(opened.fn).toHaveBeenCalledWith({ name: 'register' });
    expect(closed.fn.mock.invocationCallOrder[0]).toBeLessThan(opened.fn.mock.invocationCallOrder[0]!);
    closed.off();
    opened.off();
  });

  it('every control is labelled (fields, selects, digit boxes, buttons)', async () => {
    fakeRegisterPlatform({ settings: { body: envelope(100, { list: settingsList({ ...SETTINGS }) }) } });
    const { dialog } = await openRegister();
    // eslint-disable-next-line testing-library/no-node-access
    const controls = Array.from(dialog.querySelectorAll<HTMLElement>('input, select, button'));
    expect(controls.length).toBeGreaterThan(20);
    for (const control of controls) expect(control).toHaveAccessibleName();
  });
});
