import { waitFor, within } from '@testing-library/react';
import type { CheckAgentDomainResponse, ValidMessageResponse } from '@site/shared/contracts';
import { COOKIE_LIFETIME_DAYS, LINK_EXPIRE_TIME } from '@site/shared/constants';
import { cookies } from '@site/shared/storage';
import { envelope } from '@site/shared/testing';
import { clearRegisterCookies, fakeRegisterPlatform, readCookies, setAddress } from '../test/fake-register-platform';
import {
  birthdaySelects,
  field,
  fillValidVnd,
  listen,
  openRegister,
  queryField,
  setValue,
  submitButton,
  text,
  vi,
} from '../test/register-helpers';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
  setAddress('');
  clearRegisterCookies();
});

const invalid = (code: string): { body: ReturnType<typeof envelope> } => ({
  body: envelope(100, { is_valid: 0, code, message: `rejected ${code}` } satisfies ValidMessageResponse),
});
const registerBody = (platform: ReturnType<typeof fakeRegisterPlatform>) =>
  platform.callsTo('register')[0]?.body as Record<string, unknown>;

describe('SPEC §4 referral from the address', () => {
  it('?invite= is a recommend code: checked with valid_message, shown read-only, kept in cookies, sent as introducer', async () => {
    setAddress('?invite=ABC123');
    const platform = fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    await waitFor(() => expect(platform.callsTo('validMessage')).toHaveLength(1));
    expect(platform.callsTo('validMessage')[0]?.body).toEqual({
      site_id: 1,
      recommend_code: 'ABC123',
      member_currency: 'VND',
    });
    const introducer = field(dialog, 'introducer');
    expect(introducer).toHaveValue('ABC123');
    expect(introducer).toHaveAttribute('readonly');
    expect(introducer).toHaveAccessibleName(vi.fields.introducer);
    expect(introducer).toHaveAccessibleDescription(vi.hints.introducer_link);
    expect(readCookies()).toMatchObject({ recommend_code: 'ABC123', register_type: 'recommend_code' });
    expect(readCookies()).not.toHaveProperty('member_agent');

    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(platform.callsTo('register')).toHaveLength(1));
    expect(registerBody(platform)).toMatchObject({ introducer: 'ABC123', register_type: 'recommend_code' });
  });

  it('?id= is an agent introducer (agent_id), kept in the member_agent cookie', async () => {
    setAddress('?id=42');
    const platform = fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    await waitFor(() => expect(platform.callsTo('validMessage')).toHaveLength(1));
    expect(platform.callsTo('validMessage')[0]?.body).toEqual({ site_id: 1, agent_id: 42, member_currency: 'VND' });
    expect(field(dialog, 'introducer')).toHaveValue('42');
    expect(field(dialog, 'introducer')).toHaveAccessibleName(vi.fields.introducer_agent);
    expect(readCookies()).toMatchObject({ member_agent: '42', register_type: 'member_agent' });
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(platform.callsTo('register')).toHaveLength(1));
    expect(registerBody(platform)).toMatchObject({ introducer: '42', register_type: 'member_agent' });
  });

  it('without the address, the cookies of an earlier link are used', async () => {
    document.cookie = 'register_type=recommend_code; path=/';
    document.cookie = 'recommend_code=COOKIE7; path=/';
    const platform = fakeRegisterPlatform();
    const { dialog } = await openRegister();
    expect(field(dialog, 'introducer')).toHaveValue('COOKIE7');
    await waitFor(() => expect(platform.callsTo('validMessage')[0]?.body).toMatchObject({ recommend_code: 'COOKIE7' }));
  });

  it('without any referral the member may type a recommend code, sent as recommend_code', async () => {
    const platform = fakeRegisterPlatform();
    const { dialog, user } = await openRegister();
    expect(field(dialog, 'introducer')).not.toHaveAttribute('readonly');
    fillValidVnd(dialog);
    await user.type(field(dialog, 'introducer'), 'FRIEND9');
    await user.click(submitButton(dialog));
    await waitFor(() => expect(platform.callsTo('register')).toHaveLength(1));
    expect(registerBody(platform)).toMatchObject({ introducer: 'FRIEND9', register_type: 'recommend_code' });
    expect(platform.callsTo('validMessage')).toHaveLength(0);
  });

  it.each(['106', '108', '109', '110', '112', '219', '228'])(
    'a rejected referral (valid_message %s) clears the introducer and deletes the cookies',
    async (code) => {
      setAddress('?invite=ABC123');
      const toasts = listen('toast:show');
      const platform = fakeRegisterPlatform({ validMessage: invalid(code) });
      const { dialog, user } = await openRegister();
      await waitFor(() => expect(field(dialog, 'introducer')).toHaveValue(''));
      expect(field(dialog, 'introducer')).not.toHaveAttribute('readonly');
      expect(readCookies()).not.toHaveProperty('recommend_code');
      expect(readCookies()).not.toHaveProperty('register_type');
      expect(toasts.fn).toHaveBeenCalledWith({ kind: 'warning', message: `auth:register.codes.${code}` });
      fillValidVnd(dialog);
      await user.click(submitButton(dialog));
      await waitFor(() => expect(platform.callsTo('register')).toHaveLength(1));
      expect(registerBody(platform)).not.toHaveProperty('introducer');
      expect(registerBody(platform)).not.toHaveProperty('register_type');
      toasts.off();
    },
  );

  it('valid_message 107 (recommend closed) also turns the recommend code off: the field goes', async () => {
    setAddress('?invite=ABC123');
    fakeRegisterPlatform({ validMessage: invalid('107') });
    const { dialog } = await openRegister();
    await waitFor(() => expect(queryField(dialog, 'introducer')).toBeNull());
    expect(readCookies()).not.toHaveProperty('recommend_code');
  });

  it('a rejected agent link deletes member_agent too', async () => {
    setAddress('?id=77');
    fakeRegisterPlatform({ validMessage: invalid('106') });
    const { dialog } = await openRegister();
    await waitFor(() => expect(field(dialog, 'introducer')).toHaveValue(''));
    expect(readCookies()).not.toHaveProperty('member_agent');
  });
});

describe('SPEC §4 referral cookies live LINK_EXPIRE_TIME minutes', () => {
  it('member_agent, recommend_code and register_type are written with COOKIE_LIFETIME_DAYS; agent_domain_id for a day', async () => {
    const set = jest.spyOn(cookies, 'set');
    setAddress('?id=42');
    fakeRegisterPlatform({
      agentDomain: { body: envelope(100, { is_valid: 1, currency: 'VND', agent_id: 9, agent_domain_id: 3 }) },
    });
    await openRegister();
    const linkDays = LINK_EXPIRE_TIME / 1440;
    expect(set).toHaveBeenCalledWith('member_agent', '42', { expires: linkDays });
    expect(set).toHaveBeenCalledWith('register_type', 'member_agent', { expires: linkDays });
    expect(COOKIE_LIFETIME_DAYS.member_agent).toBe(linkDays);
    expect(set).toHaveBeenCalledWith('agent_domain_id', 3, { expires: 1 });
    set.mockRestore();
  });
});

describe('SPEC §8 register codes that clear the referral', () => {
  it('106 on submit: the introducer is cleared with its cookies and the message shows on the field', async () => {
    setAddress('?id=42');
    const platform = fakeRegisterPlatform({
      register: { body: envelope(106, { field: 'introducer' }, 'The introducing agent was not found') },
    });
    const { dialog, user } = await openRegister();
    fillValidVnd(dialog);
    await user.click(submitButton(dialog));
    await waitFor(() => expect(field(dialog, 'introducer')).not.toHaveAttribute('readonly'));
    expect(field(dialog, 'introducer')).toHaveAccessibleDescription(expect.stringContaining(vi.codes['106']));
    expect(readCookies()).not.toHaveProperty('member_agent');
    expect(readCookies()).not.toHaveProperty('register_type');
    expect(platform.callsTo('register')).toHaveLength(1);
  });

  it('107 on submit: the recommend field goes, its message is a toast', async () => {
    const toasts = listen('toast:show');
    fakeRegisterPlatform({
      register: { body: envelope(107, { field: 'introducer' }, 'closed') },
    });
    const { dialog, user } = await openRegister();
    fillValidVnd(dialog);
    await user.type(field(dialog, 'introducer'), 'FRIEND9');
    await user.click(submitButton(dialog));
    await waitFor(() => expect(queryField(dialog, 'introducer')).toBeNull());
    expect(toasts.fn).toHaveBeenCalledWith({ kind: 'error', message: 'auth:register.codes.107' });
    toasts.off();
  });
});

describe('SPEC §6 agent domains lock the currency and the agent', () => {
  const domain: CheckAgentDomainResponse = { is_valid: 1, currency: 'USD', agent_id: 9, agent_domain_id: 3 };

  it('POST /arks/web/check-agent-domain {host, site_id}; an agent domain locks both and is sent back', async () => {
    setAddress('?invite=IGNORED1&currency=VND');
    const platform = fakeRegisterPlatform({ agentDomain: { body: envelope(100, domain) } });
    const { dialog, user } = await openRegister({}, { captcha: false });
    expect(platform.callsTo('agentDomain')[0]?.body).toEqual({ host: '127.0.0.1:3000', site_id: 1 });
    const currency = field<HTMLSelectElement>(dialog, 'member_currency');
    expect(currency).toHaveValue('USD');
    expect(currency).toBeDisabled();
    expect(currency).toHaveAccessibleDescription(vi.hints.currency_agent);
    const introducer = field(dialog, 'introducer');
    expect(introducer).toHaveValue('9');
    expect(introducer).toHaveAttribute('readonly');
    expect(introducer).toHaveAccessibleDescription(vi.hints.introducer_agent_domain);
    expect(readCookies()).toMatchObject({ agent_domain_id: '3' });
    // The agent domain decides the agent: the link's referral is not asked about.
    expect(platform.callsTo('validMessage')).toHaveLength(0);

    setValue(field(dialog, 'member_account'), 'player01');
    setValue(field(dialog, 'password'), 'abc123');
    setValue(field(dialog, 'member_email'), 'p@example.com');
    const [y, m, d] = birthdaySelects(dialog);
    await user.selectOptions(y, '1990');
    await user.selectOptions(m, '05');
    await user.selectOptions(d, '01');
    await user.click(field(dialog, 'agreement'));
    await user.click(submitButton(dialog));
    await waitFor(() => expect(platform.callsTo('register')).toHaveLength(1));
    expect(registerBody(platform)).toMatchObject({
      member_currency: 'USD',
      introducer: '9',
      register_type: 'member_agent',
      agent_domain_id: 3,
      member_birthday: '1990-05-01',
    });
  });

  it('a host that is no agent domain changes nothing', async () => {
    fakeRegisterPlatform();
    const { dialog } = await openRegister();
    expect(field(dialog, 'member_currency')).toBeEnabled();
    expect(readCookies()).not.toHaveProperty('agent_domain_id');
  });

  it('a failed agent-domain check still opens the form', async () => {
    fakeRegisterPlatform({ agentDomain: 'network-error' });
    const { dialog } = await openRegister();
    expect(within(dialog).getByRole('form', { name: vi.title })).toBeInTheDocument();
    expect(text('auth:register.title')).toBe(vi.title);
  });
});
