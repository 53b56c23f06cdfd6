import { act, waitFor, within } from '@testing-library/react';
import { REGISTER_CODE_FIELD } from '@site/shared/contracts';
import { envelope, testSiteConfig, type FakeReply } from '@site/shared/testing';
import {
  clearRegisterCookies,
  fakeRegisterPlatform,
  REGISTERED,
  setAddress,
  settingsList,
  SETTINGS,
} from '../test/fake-register-platform';
import {
  authVi,
  birthdaySelects,
  field,
  fillValidVnd,
  listen,
  openRegister,
  queryField,
  setValue,
  submitButton,
  submitForm,
  text,
  vi,
} from '../test/register-helpers';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setAddress('');
  clearRegisterCookies();
});

/** VND with every contact field displayed, so 301–308 have their field on the form. */
const EVERY_CONTACT = settingsList({
  ...SETTINGS,
  VND: {
    ...SETTINGS.VND,
    member_qq: {},
    member_skype: {},
    member_line: {},
    member_wechat: {},
    member_fb: {},
    member_whats_app: {},
  },
});

const registerCalls = (platform: ReturnType<typeof fakeRegisterPlatform>) => platform.callsTo('register');

describe('SPEC §3/§7 the register body', () => {
  it('POST /register with exactly the shown fields: trimmed, birthday joined by -, the four digits joined, captcha answer and token', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    fillValidVnd(dialog, { member_account: ' player01 ', member_name: ' Minh ' });
    setValue(field(dialog, 'member_email'), 'minh@example.com');
    setValue(field(dialog, 'member_zalo'), 'zalo.minh');
    const [y, m, d] = birthdaySelects(dialog);
    await user.selectOptions(y, '1990');
    await user.selectOptions(m, '05');
    await user.selectOptions(d, '09');
    await user.click(submitButton(dialog));
    await waitFor(() => expect(registerCalls(platform)).toHaveLength(1));
    expect(registerCalls(platform)[0]?.method).toBe('POST');
    expect(registerCalls(platform)[0]?.body).toEqual({
      site_id: 1,
      member_currency: 'VND',
      member_account: 'player01',
      password: 'abc123',
      member_confirm_password: 'abc123',
      member_name: 'Minh',
      member_email: 'minh@example.com',
      member_phone: '0901234567',
      identity_id: '',
      member_telegram: '',
      member_zalo: 'zalo.minh',
      member_birthday: '1990-05-09',
      withdraw_password: '1234',
      phone_verify: '123456',
      answer: 'ab12',
      captcha_token: 'cap-1',
      host: '127.0.0.1:3000',
      device: 1,
    });
  });

  it('a birthday left empty is sent empty; no hidden field is sent (USD: no captcha, no confirmation, no SMS code)', async () => {
    setAddress('?currency=USD');
    const platform = fakeRegisterPlatform({
      settings: {
        body: envelope(100, { list: settingsList({ ...SETTINGS, USD: { ...SETTINGS.USD, member_birthday: {} } }) }),
      },
    });
    const { dialog, user } = await openRegister({}, { captcha: false });
    await user.type(field(dialog, 'member_account'), 'player02');
    await user.type(field(dialog, 'password'), 'abc123');
    await user.type(field(dialog, 'member_email'), 'p2@example.com');
    await user.click(field(dialog, 'agreement'));
    await user.click(submitButton(dialog));
    await waitFor(() => expect(registerCalls(platform)).toHaveLength(1));
    const body = registerCalls(platform)[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ member_currency: 'USD', member_birthday: '', member_email: 'p2@example.com' });
    for (const hidden of ['member_confirm_password', 'phone_verify', 'answer', 'captcha_token', 'withdraw_password'])
      expect(body).not.toHaveProperty(hidden);
    expect(platform.callsTo('captcha')).toHaveLength(0);
  });
});

describe('SPEC §8 register codes: on their field or as a toast', () => {
  /** The §8 list: code → where it shows. */
  const CODES: Array<[code: string, where: string]> = [
    ['102', 'member_account'],
    ['103', 'member_name'],
    ['104', 'member_phone'],
    ['105', 'member_email'],
    ['106', 'introducer'],
    ['107', 'toast'],
    ['108', 'introducer'],
    ['109', 'introducer'],
    ['110', 'introducer'],
    ['112', 'introducer'],
    ['113', 'phone_verify'],
    ['114', 'identity_id'],
    ['206', 'member_email'],
    ['209', 'member_phone'],
    ['214', 'member_name'],
    ['215', 'member_phone'],
    ['216', 'member_email'],
    ['218', 'toast'],
    ['219', 'introducer'],
    ['222', 'phone_verify'],
    ['223', 'identity_id'],
    ['224', 'answer'],
    ['227', 'member_name'],
    ['228', 'introducer'],
    ['996', 'toast'],
    ['997', 'toast'],
    ['301', 'member_qq'],
    ['302', 'member_skype'],
    ['303', 'member_line'],
    ['304', 'member_wechat'],
    ['305', 'member_zalo'],
    ['306', 'member_fb'],
    ['307', 'member_telegram'],
    ['308', 'member_whats_app'],
  ];
  /** 215 and 301–308 show the server's own message. */
  const SERVER_MESSAGE = new Set(['215', '301', '302', '303', '304', '305', '306', '307', '308']);

  it.each(CODES)('SPEC §8 register %s → %s', async (code, where) => {
    const serverMessage = `Máy chủ báo lỗi ${code}`;
    fakeRegisterPlatform({
      settings: { body: envelope(100, { list: EVERY_CONTACT }) },
      register: {
        body: {
          ...envelope(code, { field: REGISTER_CODE_FIELD[code] }, serverMessage),
          codeFull: `${code}.${REGISTER_CODE_FIELD[code]}`,
        },
      },
    });
    const toasts = listen('toast:show');
    const { dialog, user, props } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    const shown = SERVER_MESSAGE.has(code) ? serverMessage : vi.codes[code as keyof typeof vi.codes];
    if (where === 'toast') {
      await waitFor(() =>
        expect(toasts.fn).toHaveBeenCalledWith({ kind: 'error', message: `auth:register.codes.${code}` }),
      );
      expect(text(`auth:register.codes.${code}`)).toBe(shown);
      // eslint-disable-next-line testing-library/no-node-access
      expect(dialog.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    } else {
      const input = field(dialog, where);
      await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(shown)));
      expect(input).toHaveAttribute('aria-invalid', 'true');
      await waitFor(() => expect(input).toHaveFocus());
      expect(toasts.fn).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
    }
    expect(props.onClose).not.toHaveBeenCalled();
    toasts.off();
  });

  it('a code whose field is not on the form shows as a toast (222 without phone verification)', async () => {
    setAddress('?currency=RMB');
    const toasts = listen('toast:show');
    const platform = fakeRegisterPlatform({ register: { body: envelope('222', { field: 'phone_verify' }, 'x') } });
    const { dialog, user } = await openRegister();
    await user.type(field(dialog, 'member_account'), 'player01');
    await user.type(field(dialog, 'password'), 'abc123');
    await user.type(field(dialog, 'member_confirm_password'), 'abc123');
    await user.type(field(dialog, 'member_name'), '王小明');
    await user.type(field(dialog, 'member_wechat'), 'wx_12345');
    await user.type(field(dialog, 'answer'), 'ab12');
    await user.click(field(dialog, 'agreement'));
    await user.click(submitButton(dialog));
    await waitFor(() => expect(registerCalls(platform)).toHaveLength(1));
    await waitFor(() => expect(toasts.fn).toHaveBeenCalledWith({ kind: 'error', message: 'auth:register.codes.222' }));
    toasts.off();
  });

  it.each([
    ['another code: the server message', { body: envelope('555', null, 'Hệ thống đang bận') }, 'Hệ thống đang bận'],
    ["another code without a message: 'error'", { body: envelope('555', null, '') }, 'error'],
    [
      "a failure status: 'Register Error'",
      { status: 500, body: envelope('500', null, 'boom') },
      'auth:register.register_error',
    ],
    ['no answer: networkError', 'network-error', 'networkError'],
  ] as Array<[string, FakeReply, string]>)('%s', async (_name, reply, message) => {
    const toasts = listen('toast:show');
    fakeRegisterPlatform({ register: reply });
    const { dialog, user } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(toasts.fn).toHaveBeenCalledWith({ kind: 'error', message }));
    toasts.off();
  });

  it("HTTP 400 naming a rule: 'Register Error' and the rule on its field", async () => {
    const toasts = listen('toast:show');
    fakeRegisterPlatform({
      register: {
        status: 400,
        body: {
          ...envelope('400', { field: 'member_name', key: 'signup.err_name_format' }, 'member_name: bad'),
          codeFull: '400.member_name',
        },
      },
    });
    const { dialog, user } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() =>
      expect(field(dialog, 'member_name')).toHaveAccessibleDescription(
        expect.stringContaining(text('signup.err_name_format')),
      ),
    );
    expect(toasts.fn).toHaveBeenCalledWith({ kind: 'error', message: 'auth:register.register_error' });
    toasts.off();
  });

  it('SPEC §2 submit refreshes the captcha: the answer is cleared and the new token is used next', async () => {
    let attempt = 0;
    const platform = fakeRegisterPlatform({
      register: () =>
        ++attempt === 1
          ? { body: envelope('224', { field: 'member_captcha' }, '') }
          : { body: envelope(100, REGISTERED) },
    });
    const { dialog, user, props } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() =>
      expect(within(dialog).getByRole('img', { name: authVi.captcha_alt })).toHaveAttribute(
        'src',
        'data:image/png;base64,IMG2',
      ),
    );
    expect(field(dialog, 'answer')).toHaveValue('');
    expect(field(dialog, 'member_account')).toHaveValue('player01');
    await user.type(field(dialog, 'answer'), 'cd34');
    await user.click(submitButton(dialog));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    expect(registerCalls(platform)[1]?.body).toMatchObject({ answer: 'cd34', captcha_token: 'cap-2' });
  });

  it('a new submit clears the previous field messages', async () => {
    let attempt = 0;
    fakeRegisterPlatform({
      register: () =>
        ++attempt === 1
          ? { body: envelope('103', { field: 'member_name' }, '') }
          : { body: envelope('996', { field: 'toast' }, '') },
    });
    const { dialog, user } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(field(dialog, 'member_name')).toHaveAttribute('aria-invalid', 'true'));
    await user.type(field(dialog, 'answer'), 'cd34');
    await user.click(submitButton(dialog));
    await waitFor(() => expect(field(dialog, 'member_name')).not.toHaveAttribute('aria-invalid'));
  });
});

describe('SPEC §4 registration success', () => {
  it('emits session:login-succeeded with the answer, resets the form, shows success, tracks CompleteRegistration and closes', async () => {
    const platform = fakeRegisterPlatform();
    const succeeded = listen('session:login-succeeded');
    const toasts = listen('toast:show');
    const { dialog, user, props } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(succeeded.fn).toHaveBeenCalledWith(REGISTERED);
    expect(toasts.fn).toHaveBeenCalledWith({ kind: 'success', message: 'auth:register.success' });
    expect(field(dialog, 'member_account')).toHaveValue('');
    expect(field(dialog, 'agreement')).not.toBeChecked();
    await waitFor(() => expect(platform.callsTo('tracking')).toHaveLength(1));
    const tracking = platform.callsTo('tracking')[0]!;
    expect(tracking.method).toBe('POST');
    expect(tracking.body).toMatchObject({
      eventName: 'CompleteRegistration',
      eventTime: expect.any(Number),
      eventID: expect.stringContaining('501'),
      userData: { member_id: 501 },
      customData: { currency: 'VND' },
    });
    succeeded.off();
    toasts.off();
  });

  it('a failed tracking call is swallowed', async () => {
    const platform = fakeRegisterPlatform({ tracking: 'network-error' });
    const toasts = listen('toast:show');
    const { dialog, user, props } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(props.onClose).toHaveBeenCalled());
    await waitFor(() => expect(platform.callsTo('tracking')).toHaveLength(1));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(toasts.fn).not.toHaveBeenCalledWith(expect.objectContaining({ kind: 'error' }));
    toasts.off();
  });
});

describe('SPEC §4 submits that are ignored', () => {
  it('demo mode: a valid form sends nothing', async () => {
    const base = testSiteConfig();
    const platform = fakeRegisterPlatform();
    const { dialog, user, props } = await openRegister({
      siteConfig: { ...base, features: { ...base.features, demo_mode: true } },
    });
    expect(within(dialog).getByTestId('register-demo-notice')).toHaveTextContent(vi.demo_notice);
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(registerCalls(platform)).toHaveLength(0);
    expect(props.onClose).not.toHaveBeenCalled();
  });

  it('while a submit runs: the button is busy and a second submit sends nothing', async () => {
    let answer!: (reply: FakeReply) => void;
    const platform = fakeRegisterPlatform({ register: () => new Promise<FakeReply>((r) => (answer = r)) });
    const { dialog, form, user, props } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(registerCalls(platform)).toHaveLength(1));
    const busy = within(dialog).getByRole('button', { name: vi.submitting });
    expect(busy).toBeDisabled();
    submitForm(form);
    submitForm(form);
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(registerCalls(platform)).toHaveLength(1);
    act(() => answer({ body: envelope(100, REGISTERED) }));
    await waitFor(() => expect(props.onClose).toHaveBeenCalledTimes(1));
    expect(registerCalls(platform)).toHaveLength(1);
    expect(queryField(dialog, 'member_account')).not.toBeNull();
  });
});
