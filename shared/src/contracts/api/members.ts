/**
 * The member's own data (SPEC §3, §7), token required: the layout (read at login, on a stored token
 * and after a balance gap) and the wallet balances per provider. Amounts in major units.
 */
import { REGISTER_CONTACT_FIELDS, type CurrencyCode, type RegisterContactField } from '@site/shared/constants';
import type { TOptional, TString } from '@sinclair/typebox';
import { defineCall, emptyBody, flag, textsOf, Type, type CallBody, type CallData, type ResultCode } from './call';
import { REGISTER_CODE_FIELD, REGISTER_CODE_TEXT, RegisterFailureSchema, registrationCalls } from './registration';

export const memberCalls = {
  /** POST /member/profile/common/layout, no body. */
  layout: defineCall({
    method: 'POST',
    path: '/member/profile/common/layout',
    summary: 'Member layout info (SPEC §3)',
    tags: ['member'],
    body: emptyBody(),
    data: Type.Object({
      id: Type.Integer(),
      member_currency: Type.Unsafe<CurrencyCode>({ type: 'string' }),
      member_cash: Type.Number({ description: 'Main wallet, major units' }),
      member_account: Type.String(),
      member_type: Type.Integer({ description: '1 regular member; other values load agent-level names' }),
      agent_type: Type.Integer(),
      agent_level: Type.Integer(),
      is_agent: flag(),
      agent_active: flag(),
      is_playing: flag(),
      cash_back_status: flag(),
      wallet_status: flag(),
      first_login_to_change_password: flag(),
      need_bank_account_deposit_verified: flag(),
    }),
    codes: {},
    auth: true,
  }),
  /** POST /member/profile/my_cash, no body. */
  myCash: defineCall({
    method: 'POST',
    path: '/member/profile/my_cash',
    summary: 'Wallet balances: one per provider wallet, and the total with the main wallet (SPEC §3)',
    description:
      'my_cash_list has one entry per provider offering the member currency (is_light 1 when it holds money); total = main wallet (layout member_cash) + all provider wallets. Major units.',
    tags: ['member'],
    body: emptyBody(),
    data: Type.Object({
      my_cash_list: Type.Array(
        Type.Object({
          gp_id: Type.String(),
          gp_name: Type.String(),
          cash: Type.Number(),
          is_light: flag({ description: '1 when the wallet holds money' }),
          icon_dark: Type.String(),
          icon_light: Type.String(),
        }),
      ),
      total: Type.Number(),
    }),
    codes: {},
    auth: true,
  }),
};

/** Member layout info (SPEC §3). */
export type MemberLayout = CallData<typeof memberCalls.layout>;
export type MyCashResponse = CallData<typeof memberCalls.myCash>;
export type MyCashEntry = MyCashResponse['my_cash_list'][number];

/** The contact fields of the profile (SPEC §3), '' when not given. */
export const PROFILE_CONTACTS = [
  'member_line',
  'member_others',
  'member_qq',
  'member_skype',
  'member_wechat',
  'member_fb',
  'member_zalo',
  'member_telegram',
  'member_whats_app',
] as const;
const contactStrings = Object.fromEntries(PROFILE_CONTACTS.map((k) => [k, Type.String()])) as Record<
  (typeof PROFILE_CONTACTS)[number],
  TString
>;
const siteId = Type.Integer({ minimum: 1 });

/** The SPEC §3 member profile as /member/profile and a profile edit answer it. */
const MemberProfileSchema = Type.Object({
  id: Type.Integer(),
  member_account: Type.String(),
  member_name: Type.String(),
  is_withdraw_password: flag(),
  member_birthday: Type.String(),
  member_email: Type.String(),
  member_currency: Type.Unsafe<CurrencyCode>({ type: 'string' }),
  member_phone: Type.String(),
  ...contactStrings,
  new_identity_id: Type.String(),
});

/** A register code of SPEC §8 reused by the profile edit: the same text, on the same field. */
const registerCode = (code: string): ResultCode => ({
  text: REGISTER_CODE_TEXT[code]!,
  field: REGISTER_CODE_FIELD[code]!,
});

/**
 * The profile edit's codes: the register codes where the meaning is the same (uniqueness,
 * blacklists, formats, the SMS code), and the member centre's own (a field set once, a field the
 * member centre does not edit). `field` is the form field the message is shown under.
 */
const PROFILE_EDIT_CODES = {
  '103': registerCode('103'),
  '104': registerCode('104'),
  '105': registerCode('105'),
  '113': registerCode('113'),
  '114': registerCode('114'),
  '206': registerCode('206'),
  '209': registerCode('209'),
  '214': registerCode('214'),
  '215': registerCode('215'),
  '216': registerCode('216'),
  '223': registerCode('223'),
  '227': registerCode('227'),
  '301': registerCode('301'),
  '302': registerCode('302'),
  '303': registerCode('303'),
  '304': registerCode('304'),
  '305': registerCode('305'),
  '306': registerCode('306'),
  '307': registerCode('307'),
  '308': registerCode('308'),
  '120': { text: 'The real name is already set and cannot be changed', field: 'member_name' },
  '121': { text: 'The ID number is already set and cannot be changed', field: 'identity_id' },
  '122': { text: 'This field cannot be changed in the member centre', field: 'toast' },
} as const satisfies Record<string, ResultCode>;
export type ProfileEditCode = keyof typeof PROFILE_EDIT_CODES;

const editText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const editContacts = Object.fromEntries(REGISTER_CONTACT_FIELDS.map((f) => [f, editText(64)])) as Record<
  RegisterContactField,
  TOptional<TString>
>;

/** The SMS purpose of a profile phone change: its codes answer nothing else (SPEC §7 SMS). */
export const PROFILE_PHONE_SMS_TYPE = 'member_profile_phone';

/**
 * The withdraw password set/change codes. 102 data {attempts_left}; 106 data {retry_after_s}: wrong
 * old withdraw passwords (and wrong login passwords when setting one) count with the withdrawal's
 * and the bank binding's: 5 within 15 minutes lock them all for 15 minutes.
 */
const WITHDRAW_PASSWORD_CODES = {
  '101': { text: 'The login password is not correct', field: 'password' },
  '102': { text: 'The current withdraw password is not correct', field: 'old_withdraw_password' },
  '103': { text: 'The withdraw password must be 4 digits', field: 'withdraw_password' },
  '104': { text: 'The withdraw passwords do not match', field: 'confirm_withdraw_password' },
  '105': { text: 'The new withdraw password must differ from the current one', field: 'withdraw_password' },
  '106': { text: 'Too many wrong passwords: try again later', field: 'toast' },
} as const satisfies Record<string, ResultCode>;
const currencyCode = Type.Unsafe<CurrencyCode>({ type: 'string', minLength: 1, maxLength: 8 });

/** The profile, the password change, and the agent and referral checks (SPEC §3, §6, §7). */
export const memberProfileCalls = {
  profile: defineCall({
    method: 'POST',
    path: '/member/profile',
    summary: 'Member profile (SPEC §3)',
    description:
      'identity_id is never returned; new_identity_id is its masked form (last 4 characters). is_withdraw_password 1 when one is set.',
    tags: ['member'],
    body: emptyBody(),
    data: Type.Object({ member_profile: MemberProfileSchema }),
    codes: {},
    auth: true,
  }),
  editPassword: defineCall({
    method: 'POST',
    path: '/member/profile/edit_password',
    summary: 'Change the password (SPEC §7; the forced change of a first login, SPEC §5)',
    description:
      "Success clears first_login_to_change_password and ends the member's other sessions (and their sockets).",
    tags: ['member'],
    body: Type.Object({
      old_password: Type.String({ minLength: 1, maxLength: 64 }),
      new_password: Type.String({ minLength: 1, maxLength: 64 }),
      confirm_password: Type.String({ minLength: 1, maxLength: 64 }),
    }),
    data: Type.Null(),
    codes: {
      '101': { text: 'The current password is not correct' },
      '102': { text: 'The new password must be 6 to 12 characters with letters and digits' },
      '103': { text: 'The new passwords do not match' },
      '104': { text: 'The new password must differ from the current one' },
    },
    auth: true,
  }),
  editProfile: defineCall({
    method: 'POST',
    path: '/member/profile/edit',
    summary: 'Edit the profile (SPEC §3 fields, §5 rules)',
    description:
      "Only the fields sent change. Email, birthday, phone and the contacts are editable when the currency's register setting marks them is_member_center; member_others always; member_name and identity_id may be set once, while empty (then 120/121). A phone change needs phone_verify (a code of POST /member/profile/sms) when member_phone is_member_center_verification. Uniqueness and blacklists as registration. Failures carry codeFull <code>.<field> and data.field; HTTP 400 for a SPEC §5 rule without a code (data.key its i18n key). Success: the new profile, and profile.updated {field: 'profile'} on the member's private channel.",
    tags: ['member'],
    body: Type.Object({
      member_name: editText(50),
      member_email: editText(100),
      member_birthday: editText(10),
      member_phone: editText(32),
      phone_verify: editText(16),
      identity_id: editText(32),
      member_others: editText(200),
      ...editContacts,
    }),
    data: Type.Object({ member_profile: MemberProfileSchema }),
    failure: RegisterFailureSchema,
    codes: PROFILE_EDIT_CODES,
    auth: true,
  }),
  profileSms: defineCall({
    method: 'POST',
    path: '/member/profile/sms',
    summary: 'Send a 6-digit code to a new phone number before a profile phone change (SPEC §4, §7)',
    description:
      'The code answers only a profile phone change. 102 still starts the countdown. data.verify_time: seconds of the configured wait after the first 300 s.',
    tags: ['member'],
    body: Type.Object({ member_phone: Type.String({ maxLength: 32 }) }),
    data: registrationCalls.sms.data,
    codes: registrationCalls.sms.codes,
    auth: true,
  }),
  withdrawPassword: defineCall({
    method: 'POST',
    path: '/member/profile/withdraw_password',
    summary: 'Set or change the 4-digit withdraw password (SPEC §3, §5)',
    description:
      'Without one: set it, proving the identity with the login password (password). With one: change it with the current one (old_withdraw_password). 102 data {attempts_left}; 106 data {retry_after_s}. Success: is_withdraw_password becomes 1, and profile.updated {field: "withdraw_password"} on the private channel.',
    tags: ['member'],
    body: Type.Object({
      old_withdraw_password: Type.Optional(Type.String({ maxLength: 16 })),
      withdraw_password: Type.String({ maxLength: 16 }),
      confirm_withdraw_password: Type.String({ maxLength: 16 }),
      password: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    data: Type.Object({
      attempts_left: Type.Optional(Type.Integer()),
      retry_after_s: Type.Optional(Type.Integer()),
    }),
    codes: WITHDRAW_PASSWORD_CODES,
    auth: true,
  }),
  memberInfo: defineCall({
    method: 'POST',
    path: '/member_info',
    summary: 'The currency of a member (SPEC §7)',
    description: "Only for the token's own member.",
    tags: ['member'],
    body: Type.Object({ id: Type.Integer({ minimum: 1 }) }),
    data: Type.Object({ id: Type.Integer(), currency: Type.Unsafe<CurrencyCode>({ type: 'string' }) }),
    codes: { '101': { text: 'This member id is not yours' } },
    auth: true,
  }),
  applyForAgentCheck: defineCall({
    method: 'POST',
    path: '/member/apply_for_agent/check',
    summary: 'May the member open the agent area (SPEC §6, §7): only the code is read',
    description: 'Code 100: an active agent. 101: not an agent (the client goes to proxy?page=Register).',
    tags: ['member'],
    body: Type.Object({
      agent_id: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 32 })])),
      apply_agent_flag: Type.Optional(flag()),
    }),
    data: Type.Null(),
    codes: {
      '101': { text: 'You are not an agent yet; you can apply in the agent area' },
      '102': { text: 'Your agent account is not active yet' },
    },
    auth: true,
  }),
  agentLevelRename: defineCall({
    method: 'POST',
    path: '/arks/web/agent-level-rename',
    summary: "Agent level names of the member's currency (SPEC §3, §6: loaded when member_type is not 1)",
    tags: ['member'],
    body: emptyBody(),
    data: Type.Object({ detail: Type.Array(Type.Object({ agent_level: Type.Integer(), name: Type.String() })) }),
    codes: {},
    auth: true,
  }),
  bonusSettingCheck: defineCall({
    method: 'POST',
    path: '/bonus_setting/check',
    summary: 'Is the referral programme on for a currency (SPEC §2: the RecommendAward menu shows when is_friend is 1)',
    tags: ['member'],
    body: Type.Object({ member_currency: currencyCode, site_id: siteId }),
    data: Type.Object({ is_friend: flag() }),
    codes: {},
    auth: false,
  }),
  cashSurplusCheck: defineCall({
    method: 'POST',
    path: '/arks/web/cash_surplus/check',
    summary: 'Is the cash-surplus feature active for a currency (SPEC §2)',
    tags: ['member'],
    body: Type.Object({ site_id: siteId, currency: currencyCode }),
    data: Type.Object({ active: flag() }),
    codes: {},
    auth: false,
  }),
};

export type MemberProfileResponse = CallData<typeof memberProfileCalls.profile>;
/** SPEC §3 member profile. identity_id is only returned masked (new_identity_id). */
export type MemberProfile = MemberProfileResponse['member_profile'];
export type EditPasswordRequest = CallBody<typeof memberProfileCalls.editPassword>;
export type EditProfileRequest = CallBody<typeof memberProfileCalls.editProfile>;
export type WithdrawPasswordRequest = CallBody<typeof memberProfileCalls.withdrawPassword>;
/** Profile edit code → the form field its message is shown under ('toast' for the page). */
export const PROFILE_EDIT_CODE_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(PROFILE_EDIT_CODES).map(([code, { field }]) => [code, field ?? 'toast']),
);
export const PROFILE_EDIT_CODE_TEXT = textsOf(PROFILE_EDIT_CODES);
/** Withdraw password code → the form field its message is shown under. */
export const WITHDRAW_PASSWORD_CODE_FIELD: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(WITHDRAW_PASSWORD_CODES).map(([code, { field }]) => [code, field]),
);
export type MemberInfoResponse = CallData<typeof memberProfileCalls.memberInfo>;
export type AgentLevelRenameResponse = CallData<typeof memberProfileCalls.agentLevelRename>;
export type BonusSettingCheckResponse = CallData<typeof memberProfileCalls.bonusSettingCheck>;
export type CashSurplusCheckResponse = CallData<typeof memberProfileCalls.cashSurplusCheck>;
