/**
 * The member's own data (SPEC §3, §7), token required: the layout (read at login, on a stored token
 * and after a balance gap) and the wallet balances per provider. Amounts in major units.
 */
import type { CurrencyCode } from '@site/shared/constants';
import type { TString } from '@sinclair/typebox';
import { defineCall, emptyBody, flag, Type, type CallBody, type CallData } from './call';

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
    data: Type.Object({
      member_profile: Type.Object({
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
      }),
    }),
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
export type MemberInfoResponse = CallData<typeof memberProfileCalls.memberInfo>;
export type AgentLevelRenameResponse = CallData<typeof memberProfileCalls.agentLevelRename>;
export type BonusSettingCheckResponse = CallData<typeof memberProfileCalls.bonusSettingCheck>;
export type CashSurplusCheckResponse = CallData<typeof memberProfileCalls.cashSurplusCheck>;
