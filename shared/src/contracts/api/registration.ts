/**
 * Registration (SPEC §2, §3, §5, §7, §8): the register settings and service agreement, the check of
 * one field, the referral and agent-domain checks, the SMS code and the registration itself. A
 * register failure carries `codeFull` (`<code>.<field>`) and `data: {field}` so the form shows the
 * server's message under that field; each code's field is in the register code table below.
 */
import {
  REGISTER_CONTACT_FIELDS,
  REGISTER_VERIFIABLE_FIELDS,
  type CurrencyCode,
  type RegisterContactField,
} from '@site/shared/constants';
import type { TOptional, TString } from '@sinclair/typebox';
import { defineCall, flag, intOf, keysOf, oneOf, textsOf, Type, type CallBody, type CallData } from './call';
import { loginSessionFields } from './auth';
import { REQUEST_ERROR_KEYS } from '../server-texts';

const siteId = Type.Integer({ minimum: 1 });
const currency = Type.Unsafe<CurrencyCode>({ type: 'string', minLength: 1, maxLength: 8 });
const text = (maxLength: number, description?: string) =>
  Type.Optional(Type.String({ maxLength, ...(description ? { description } : {}) }));

/** One register setting (SPEC §3), as POST /arks/web/register-settings lists it. */
export const RegisterFieldSettingSchema = Type.Object({
  name: Type.String(),
  currency: Type.String(),
  is_display: flag(),
  is_required: flag(),
  is_unique: flag(),
  is_member_center: flag(),
  is_verification: flag(),
  is_member_center_verification: Type.Optional(flag({ description: 'phone only' })),
});

/**
 * The register codes of SPEC §8: the server's text and the form field each is shown under ('toast'
 * for the page-level ones). 106 and 107 clear the referral; 107 also turns the recommend feature off.
 */
const REGISTER_CODES = {
  '102': { text: 'This account name is already taken', field: 'member_account' },
  '103': { text: 'This name is already registered', field: 'member_name' },
  '104': { text: 'This phone number is already registered', field: 'member_phone' },
  '105': { text: 'This email address is already registered', field: 'member_email' },
  '106': { text: 'The introducing agent was not found', field: 'introducer' },
  '107': { text: 'Sign-up by recommend code is closed', field: 'introducer' },
  '108': { text: 'The introducing agent is disabled', field: 'introducer' },
  '109': { text: 'The recommending member can no longer recommend', field: 'introducer' },
  '110': { text: 'This recommend code is disabled', field: 'introducer' },
  '112': { text: 'The recommend code was not found', field: 'introducer' },
  '113': { text: 'The SMS verification code is wrong or has expired', field: 'phone_verify' },
  '114': { text: 'This ID number is already registered', field: 'identity_id' },
  '206': { text: 'The email address is not valid', field: 'member_email' },
  '209': { text: 'The phone number is not valid', field: 'member_phone' },
  '214': { text: 'This name cannot be registered', field: 'member_name' },
  '215': { text: 'This phone number cannot be registered; please contact customer service', field: 'member_phone' },
  '216': { text: 'This email address cannot be registered', field: 'member_email' },
  '218': { text: 'Registration is not available from your address', field: 'toast' },
  '219': { text: 'The introducer is not an agent', field: 'introducer' },
  '222': { text: 'The agent of this agent domain was not found', field: 'phone_verify' },
  '223': { text: 'This ID number belongs to a closed account', field: 'identity_id' },
  '224': { text: 'The verification code is wrong or has expired', field: 'member_captcha' },
  '227': { text: 'The name is not valid', field: 'member_name' },
  '228': { text: 'The introducer is not valid', field: 'introducer' },
  '996': { text: 'You are registering too frequently; please wait a few minutes', field: 'toast' },
  '997': { text: 'Too many accounts were registered from your address', field: 'toast' },
  '301': { text: 'The QQ account is not valid', field: 'member_qq' },
  '302': { text: 'The Skype account is not valid', field: 'member_skype' },
  '303': { text: 'The Line account is not valid', field: 'member_line' },
  '304': { text: 'The WeChat account is not valid', field: 'member_wechat' },
  '305': { text: 'The Zalo account is not valid', field: 'member_zalo' },
  '306': { text: 'The Facebook account is not valid', field: 'member_fb' },
  '307': { text: 'The Telegram account is not valid', field: 'member_telegram' },
  '308': { text: 'The WhatsApp number is not valid', field: 'member_whats_app' },
} as const;
export type RegisterCode = keyof typeof REGISTER_CODES;

/** The codes /register/verification answers: the rules, blacklists and uniqueness of one field. */
const VERIFICATION_CODES = [
  '102',
  '103',
  '104',
  '105',
  '114',
  '223',
  '206',
  '209',
  '214',
  '215',
  '216',
  '227',
] as const;
const CONTACT_CODES = ['301', '302', '303', '304', '305', '306', '307', '308'] as const;
const pick = <K extends RegisterCode>(codes: readonly K[]) =>
  Object.fromEntries(codes.map((code) => [code, REGISTER_CODES[code]])) as Pick<typeof REGISTER_CODES, K>;

/**
 * A register failure (SPEC §8): `codeFull` is `<code>.<field>` (`104.member_phone`, `996.toast`),
 * data.field the form field (or 'toast'); HTTP 400 answers add data.key, the i18n key of the SPEC §5
 * rule that failed (and, for a body the schema refuses, message_key, field and params).
 */
export const RegisterFailureSchema = Type.Object({
  code: Type.String({ description: "Result code as a string: '100' success, otherwise SPEC §8" }),
  codeFull: Type.Optional(
    Type.String({ description: '<code>.<field>, e.g. 104.member_phone (toast codes: <code>.toast)' }),
  ),
  message: Type.String(),
  data: Type.Unsafe<{ field: string; key?: string } | null>({
    type: 'object',
    nullable: true,
    properties: {
      field: { type: 'string' },
      key: { type: 'string', description: 'i18n key of the failed rule (HTTP 400)' },
    },
  }),
  message_key: Type.Optional(oneOf(REQUEST_ERROR_KEYS, { description: 'What is wrong, as a key the apps translate' })),
  field: Type.Optional(Type.String({ description: 'The request field it is about' })),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

const contactFields = Object.fromEntries(REGISTER_CONTACT_FIELDS.map((f) => [f, text(64)])) as Record<
  RegisterContactField,
  TOptional<TString>
>;
const verifiableFields = Object.fromEntries(REGISTER_VERIFIABLE_FIELDS.map((f) => [f, text(128)])) as Record<
  (typeof REGISTER_VERIFIABLE_FIELDS)[number],
  TOptional<TString>
>;

/** The form of SPEC §3 in snake case. */
const formFields = {
  member_account: Type.String({ maxLength: 64 }),
  password: Type.String({ maxLength: 64 }),
  member_confirm_password: text(64),
  member_name: text(100),
  member_email: text(128),
  member_birthday: text(16, 'year-month-day joined by -'),
  member_phone: text(32),
  phone_verify: text(16, 'The 6-digit SMS code (verify_code is accepted as well)'),
  verify_code: text(16),
  identity_id: text(64),
  withdraw_password: text(16, '4 digits joined'),
  ...contactFields,
  member_others: text(128),
  answer: text(16, 'Captcha text (member_captcha is accepted as well)'),
  member_captcha: text(16),
  captcha_token: text(128),
  introducer: text(32, 'Agent id or recommend code, by register_type'),
  register_type: Type.Optional(oneOf(['', 'member_agent', 'recommend_code'] as const)),
  agent_domain_id: Type.Optional(Type.Integer({ minimum: 1, description: 'From /arks/web/check-agent-domain' })),
  remote_addr: text(64),
  host: text(256),
  device: Type.Optional(Type.Integer()),
};

/** The SMS codes of SPEC §8 and the keys the form shows; 102 still starts the countdown. */
const SMS_CODES = {
  '201': { text: 'Please enter the phone number', key: 'signup.err_phone_blank' },
  '099': { text: 'The phone number is not valid for verification', key: 'signup.err_phone_verify' },
  '104': {
    text: 'This number cannot receive a code; please contact customer service',
    key: 'signup.err_sms_contact_service',
  },
  '102': { text: 'A code was sent to this number less than five minutes ago', key: 'signup.err_sms_too_often' },
  '103': {
    text: 'SMS verification is unavailable (no SMS balance); please contact customer service',
    key: 'signup.err_sms_no_balance',
  },
} as const;

export const registrationCalls = {
  settings: defineCall({
    method: 'POST',
    path: '/arks/web/register-settings',
    summary: 'Register settings per field and currency (SPEC §3)',
    description: 'A currency is open when its member_currency entry has is_display 1.',
    tags: ['register'],
    body: Type.Object({ site_id: siteId }),
    data: Type.Object({ list: Type.Array(RegisterFieldSettingSchema) }),
    codes: {},
    auth: false,
  }),
  serviceAgreement: defineCall({
    method: 'POST',
    path: '/arks/web/register-settings/service-agreement',
    summary: 'The service agreement shown at registration (SPEC §7), per language',
    tags: ['register'],
    body: Type.Object({ site_id: siteId }),
    data: Type.Object({
      list: Type.Array(
        Type.Object({ id: Type.Integer(), language: Type.String(), title: Type.String(), content: Type.String() }),
      ),
    }),
    codes: {},
    auth: false,
  }),
  verification: defineCall({
    method: 'POST',
    path: '/register/verification',
    summary: 'Check one register field on the server (SPEC §5, §7): rules, blacklist, uniqueness',
    description: `Send exactly one of ${REGISTER_VERIFIABLE_FIELDS.join(', ')}. HTTP 400 for a rule without its own code.`,
    tags: ['register'],
    body: Type.Object({
      site_id: siteId,
      member_currency: currency,
      verification: Type.Optional(intOf([1] as const)),
      ...verifiableFields,
    }),
    data: Type.Null(),
    failure: RegisterFailureSchema,
    codes: pick([...VERIFICATION_CODES, ...CONTACT_CODES]),
    auth: false,
  }),
  validMessage: defineCall({
    method: 'POST',
    path: '/register/valid_message',
    summary: 'Is a referral valid (SPEC §7): recommend_code or agent_id',
    description:
      'is_valid 1 when valid; otherwise code is the register code of the reason (106, 107, 108, 109, 110, 112, 219, 228) and the client clears the referral.',
    tags: ['register'],
    body: Type.Object({
      site_id: siteId,
      recommend_code: text(32),
      agent_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 32 })])),
      member_currency: Type.Optional(Type.Unsafe<CurrencyCode>({ type: 'string', maxLength: 8 })),
    }),
    data: Type.Object({
      is_valid: flag(),
      code: Type.String({ description: "'100', or the register code of the reason" }),
      message: Type.String(),
    }),
    codes: {},
    auth: false,
  }),
  checkAgentDomain: defineCall({
    method: 'POST',
    path: '/arks/web/check-agent-domain',
    summary: 'Is the host an agent domain (SPEC §6: it locks the registration currency and agent)',
    tags: ['register'],
    body: Type.Object({ host: Type.String({ minLength: 1, maxLength: 256 }), site_id: siteId }),
    data: Type.Object({
      is_valid: flag(),
      currency: Type.String(),
      agent_id: Type.Integer(),
      agent_domain_id: Type.Integer({ description: 'Send back as agent_domain_id with /register' }),
    }),
    codes: {},
    auth: false,
  }),
  sms: defineCall({
    method: 'POST',
    path: '/register/sms',
    summary: 'Send a 6-digit phone verification code (SPEC §7) into the SMS outbox',
    description:
      '102 still starts the countdown. data.verify_time: seconds of the configured wait after the first 300 s.',
    tags: ['register'],
    body: Type.Object({
      member_phone: Type.String({ maxLength: 32 }),
      currency,
      type: Type.Optional(oneOf(['register_member'] as const)),
      site_id: siteId,
    }),
    data: Type.Object({
      countdown: Type.Integer({ description: 'SMS_COUNTDOWN_S (300)' }),
      verify_time: Type.Integer({ description: 'The configured wait (seconds) after the first 300 s (SPEC §4)' }),
      expires_in: Type.Integer(),
    }),
    codes: SMS_CODES,
    auth: false,
  }),
  register: defineCall({
    method: 'POST',
    path: '/register',
    summary: 'Register a member (SPEC §3 form, §5 rules, §8 codes); success logs in',
    description:
      'Failures carry codeFull <code>.<field> and data.field. HTTP 400 for a rule of SPEC §5 without a code of its own (data.key is its i18n key) or a currency that is not open.',
    tags: ['register'],
    body: Type.Object({ site_id: siteId, member_currency: currency, ...formFields }),
    data: Type.Object(loginSessionFields),
    failure: RegisterFailureSchema,
    codes: REGISTER_CODES,
    auth: false,
  }),
};

/** Register code → the form field its message is shown under ('toast' for the page). */
export const REGISTER_CODE_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(REGISTER_CODES).map(([code, { field }]) => [code, field]),
);
/** Register code → the server's text. */
export const REGISTER_CODE_TEXT = textsOf(REGISTER_CODES);
/** Register codes after which the referral is cleared (SPEC §8). */
export const REGISTER_CODES_CLEAR_REFERRAL: readonly RegisterCode[] = ['106', '107'];
/** Register code that also turns the recommend feature off (SPEC §8). */
export const REGISTER_CODE_RECOMMEND_CLOSED: RegisterCode = '107';
/** Contact field to its register code (SPEC §8 301–308). */
export const REGISTER_CONTACT_CODE: Readonly<Record<string, RegisterCode>> = Object.fromEntries(
  CONTACT_CODES.map((code) => [REGISTER_CODES[code].field, code]),
);
/** The SMS codes and the keys the form shows (SPEC §8); others show 'ERROR'. */
export const SMS_CODE_MESSAGE = keysOf(registrationCalls.sms.codes);
export const SMS_CODE_COUNTDOWN_STILL_STARTS = '102' satisfies keyof typeof SMS_CODES;

export type RegisterFieldSetting = CallData<typeof registrationCalls.settings>['list'][number];
export type RegisterRequest = CallBody<typeof registrationCalls.register>;
/** Success data of POST /register: the member is logged in. */
export type RegisterResponse = CallData<typeof registrationCalls.register>;
export type RegisterFailureEnvelope = typeof RegisterFailureSchema.static;
export type RegisterVerificationRequest = CallBody<typeof registrationCalls.verification>;
export type ValidMessageResponse = CallData<typeof registrationCalls.validMessage>;
export type CheckAgentDomainResponse = CallData<typeof registrationCalls.checkAgentDomain>;
export type RegisterSmsResponse = CallData<typeof registrationCalls.sms>;
