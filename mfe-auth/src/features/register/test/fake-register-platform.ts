// A fake platform for the sign-up tests: every registration call of SPEC §7 answered from a table
// a test can change, and each call kept by its path.
import type {
  CheckAgentDomainResponse,
  LoginResponse,
  RegisterFieldSetting,
  ValidMessageResponse,
} from '@site/shared/contracts';
import { COOKIES } from '@site/shared/constants';
import { createFakeFetch, envelope, type FakeCall, type FakeReply } from '@site/shared/testing';

type Flags = Partial<Record<'d' | 'r' | 'u' | 'v', 0 | 1>>;

const setting = (currency: string, name: string, f: Flags): RegisterFieldSetting => ({
  name,
  currency,
  is_display: f.d ?? 1,
  is_required: f.r ?? 0,
  is_unique: f.u ?? 0,
  is_member_center: 0,
  is_verification: f.v ?? 0,
});

/**
 * The demo site's register settings (as the platform seeds them): VND with an SMS-verified phone,
 * a captcha and a withdraw password; RMB with QQ and WeChat; USD with every contact, a required
 * email and birthday and no captcha; WON configured but not open.
 */
export const SETTINGS: Record<string, Record<string, Flags>> = {
  VND: {
    member_currency: {},
    member_account: { r: 1, u: 1 },
    password: { r: 1 },
    member_confirm_password: { r: 1 },
    member_name: { r: 1, u: 1 },
    member_email: { u: 1 },
    member_phone: { r: 1, u: 1, v: 1 },
    member_birthday: {},
    member_zalo: {},
    member_telegram: {},
    member_qq: { d: 0 },
    identity_id: { u: 1 },
    withdraw_password: { r: 1 },
    member_captcha: { r: 1 },
  },
  RMB: {
    member_currency: {},
    member_account: { r: 1, u: 1 },
    password: { r: 1 },
    member_confirm_password: { r: 1 },
    member_name: { r: 1 },
    member_phone: { u: 1 },
    member_qq: {},
    member_wechat: { r: 1 },
    withdraw_password: {},
    member_captcha: { r: 1 },
  },
  USD: {
    member_currency: {},
    member_account: { r: 1, u: 1 },
    password: { r: 1 },
    member_email: { r: 1, u: 1 },
    member_name: {},
    member_phone: {},
    member_birthday: { r: 1 },
    member_qq: {},
    member_skype: {},
    member_line: {},
    member_wechat: {},
    member_zalo: {},
    member_fb: {},
    member_telegram: {},
    member_whats_app: {},
    identity_id: { u: 1 },
  },
  WON: { member_currency: { d: 0 } },
};

export const settingsList = (table = SETTINGS): RegisterFieldSetting[] =>
  Object.entries(table).flatMap(([currency, fields]) =>
    Object.entries(fields).map(([name, f]) => setting(currency, name, f)),
  );

export const REGISTERED: LoginResponse = {
  member_id: 501,
  member_account: 'player01',
  member_login_id: 9001,
  member_currency: 'VND',
  token: 'tok-new',
};

export const AGREEMENT = [
  { id: 1, language: 'vi_VN', title: 'Điều khoản dịch vụ', content: 'Thành viên phải đủ 18 tuổi.' },
  { id: 2, language: 'en_US', title: 'Terms of service', content: 'Members must be 18 or older.' },
];

type Handler = FakeReply | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

export interface PlatformReplies {
  settings: Handler;
  agreement: Handler;
  agentDomain: Handler;
  validMessage: Handler;
  verification: Handler;
  sms: Handler;
  register: Handler;
  tracking: Handler;
}

const agentDomainNone: CheckAgentDomainResponse = { is_valid: 0, currency: '', agent_id: 0, agent_domain_id: 0 };
const referralValid: ValidMessageResponse = { is_valid: 1, code: '100', message: 'valid' };

const PATHS: Record<keyof PlatformReplies, string> = {
  settings: '/api/arks/web/register-settings',
  agreement: '/api/arks/web/register-settings/service-agreement',
  agentDomain: '/api/arks/web/check-agent-domain',
  validMessage: '/api/register/valid_message',
  verification: '/api/register/verification',
  sms: '/api/register/sms',
  register: '/api/register',
  tracking: '/api/fb_tracking',
};

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').split('?')[0] ?? '';

/** Installs the fake fetch; `replies` overrides the answers of some calls. */
export function fakeRegisterPlatform(replies: Partial<PlatformReplies> = {}) {
  const table: PlatformReplies = {
    settings: { body: envelope(100, { list: settingsList() }) },
    agreement: { body: envelope(100, { list: AGREEMENT }) },
    agentDomain: { body: envelope(100, agentDomainNone) },
    validMessage: { body: envelope(100, referralValid) },
    verification: { body: envelope(100, null) },
    sms: { body: envelope(100, { countdown: 300, verify_time: 60, expires_in: 600 }) },
    register: { body: envelope(100, REGISTERED) },
    tracking: { body: envelope(100, { id: 1 }) },
    ...replies,
  };
  let captchas = 0;
  const fake = createFakeFetch(async (call) => {
    const path = pathOf(call.url);
    if (path === '/api/captcha') {
      captchas += 1;
      return {
        body: envelope(100, {
          token: `cap-${captchas}`,
          captcha: `data:image/png;base64,IMG${captchas}`,
          placeholder: '',
        }),
      };
    }
    const name = (Object.keys(PATHS) as Array<keyof PlatformReplies>).find((k) => PATHS[k] === path);
    if (!name) return { status: 404, body: envelope(404, null, 'not found') };
    const reply = table[name];
    return typeof reply === 'function' ? reply(call) : reply;
  });
  globalThis.fetch = fake.fetch;
  const callsTo = (name: keyof PlatformReplies | 'captcha') =>
    fake.calls.filter((c) => pathOf(c.url) === (name === 'captcha' ? '/api/captcha' : PATHS[name]));
  return {
    calls: fake.calls,
    callsTo,
    /** Changes the answer of a call from now on. */
    reply: (name: keyof PlatformReplies, handler: Handler) => {
      table[name] = handler;
    },
  };
}

/** Puts the page at an address (the form reads id, invite and currency from it). */
export function setAddress(search: string) {
  window.history.replaceState({}, '', `/${search}`);
}

/** Removes every cookie the sign-up reads or writes. */
export function clearRegisterCookies() {
  for (const name of Object.values(COOKIES))
    document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
}

/** The cookies as name → value. */
export function readCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map((c) => {
        const i = c.indexOf('=');
        return [decodeURIComponent(c.slice(0, i)), decodeURIComponent(c.slice(i + 1))];
      }),
  );
}
