/**
 * The member's own data (SPEC §3, §7), token required: the layout (read at login, on a stored token
 * and after a balance gap) and the wallet balances per provider. Amounts in major units.
 */
import type { CurrencyCode } from '@site/shared/constants';
import { defineCall, emptyBody, flag, Type, type CallData } from './call';

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
