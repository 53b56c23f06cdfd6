import { act, waitFor, within } from '@testing-library/react';
import { SMS_COUNTDOWN_S } from '@site/shared/constants';
import { envelope, type FakeReply } from '@site/shared/testing';
import { clearRegisterCookies, fakeRegisterPlatform, setAddress } from '../test/fake-register-platform';
import { field, listen, openRegister, setValue, text, vi } from '../test/register-helpers';

const realFetch = globalThis.fetch;
// Only the countdown's interval is faked: the requests and the library's own waits keep real timeouts.
beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  setAddress('');
  clearRegisterCookies();
});

const waitLabel = (seconds: number) => vi.sms_wait.replace('{{seconds}}', String(seconds));

async function openWithPhone(sms?: FakeReply | (() => FakeReply)) {
  const platform = fakeRegisterPlatform(sms ? { sms } : {});
  const opened = await openRegister();
  setValue(field(opened.dialog, 'member_phone'), '0901234567');
  const button = () => within(opened.dialog).getByTestId('sms-send');
  return { ...opened, platform, button };
}

describe('SPEC §4 phone verification: "Send code" and its countdown', () => {
  it('POST /register/sms {member_phone, currency, type register_member, site_id}; 300 s first, ticking each second', async () => {
    const { platform, user, button } = await openWithPhone();
    expect(button()).toHaveTextContent(vi.sms_send);
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent(waitLabel(SMS_COUNTDOWN_S)));
    expect(button()).toBeDisabled();
    expect(platform.callsTo('sms')[0]?.body).toEqual({
      member_phone: '0901234567',
      currency: 'VND',
      type: 'register_member',
      site_id: 1,
    });
    act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent(waitLabel(299));
    act(() => jest.advanceTimersByTime(298_000));
    expect(button()).toHaveTextContent(waitLabel(1));
    expect(button()).toBeDisabled();
    act(() => jest.advanceTimersByTime(1000));
    expect(button()).toHaveTextContent(vi.sms_send);
    expect(button()).toBeEnabled();
  });

  it('then the configured verify time (the answer’s verify_time) for the next code', async () => {
    const { platform, user, button } = await openWithPhone();
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent(waitLabel(300)));
    act(() => jest.advanceTimersByTime(300_000));
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent(waitLabel(60)));
    act(() => jest.advanceTimersByTime(60_000));
    expect(button()).toBeEnabled();
    expect(platform.callsTo('sms')).toHaveLength(2);
  });

  it('a click during the countdown sends nothing', async () => {
    const { platform, user, button } = await openWithPhone();
    await user.click(button());
    await waitFor(() => expect(button()).toBeDisabled());
    await user.click(button());
    act(() => jest.advanceTimersByTime(10_000));
    await user.click(button());
    expect(platform.callsTo('sms')).toHaveLength(1);
  });

  it('announces the sent code politely', async () => {
    const { dialog, user, button } = await openWithPhone();
    await user.click(button());
    expect(await within(dialog).findByText(vi.sms_sent)).toHaveAttribute('role', 'status');
  });
});

describe('SPEC §8 SMS codes', () => {
  it.each([
    ['099', 'signup.err_phone_verify'],
    ['103', 'signup.err_sms_no_balance'],
    ['104', 'signup.err_sms_contact_service'],
  ])('SPEC §8 SMS %s shows %s on the code field; no countdown', async (code, key) => {
    const { dialog, user, button } = await openWithPhone({ body: envelope(code, null, 'server words') });
    await user.click(button());
    await waitFor(() =>
      expect(field(dialog, 'phone_verify')).toHaveAccessibleDescription(expect.stringContaining(text(key))),
    );
    expect(button()).toBeEnabled();
    expect(button()).toHaveTextContent(vi.sms_send);
  });

  it('SPEC §8 SMS 102 (five-minute limit) shows its key and the countdown still starts', async () => {
    const { dialog, user, button } = await openWithPhone({ body: envelope('102', null, 'too often') });
    await user.click(button());
    await waitFor(() => expect(button()).toHaveTextContent(waitLabel(SMS_COUNTDOWN_S)));
    expect(field(dialog, 'phone_verify')).toHaveAccessibleDescription(
      expect.stringContaining(text('signup.err_sms_too_often')),
    );
  });

  it('SPEC §8 SMS 201 (phone blank) is a toast', async () => {
    const toasts = listen('toast:show');
    const { dialog, user, button } = await openWithPhone({ body: envelope('201', null, 'blank') });
    setValue(field(dialog, 'member_phone'), '');
    await user.click(button());
    await waitFor(() => expect(toasts.fn).toHaveBeenCalledWith({ kind: 'error', message: 'signup.err_phone_blank' }));
    expect(field(dialog, 'phone_verify')).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(button()).toBeEnabled());
    toasts.off();
  });

  it("SPEC §8 SMS other codes show 'ERROR'", async () => {
    const toasts = listen('toast:show');
    const { user, button } = await openWithPhone({ body: envelope('500', null, 'gateway down') });
    await user.click(button());
    await waitFor(() => expect(toasts.fn).toHaveBeenCalledWith({ kind: 'error', message: 'error' }));
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveTextContent(vi.sms_send);
    toasts.off();
  });

  it('a new code field value drops the SMS message', async () => {
    const { dialog, user, button } = await openWithPhone({ body: envelope('103', null, '') });
    await user.click(button());
    await waitFor(() => expect(field(dialog, 'phone_verify')).toHaveAttribute('aria-invalid', 'true'));
    setValue(field(dialog, 'phone_verify'), '1');
    expect(field(dialog, 'phone_verify')).not.toHaveAttribute('aria-invalid');
  });
});
