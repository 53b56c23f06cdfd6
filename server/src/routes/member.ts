/**
 * Member routes (token required, HTTP 401 / code 401 otherwise):
 * - POST /api/member/profile/common/layout -> MemberLayout (member_cash: main wallet, major units);
 * - POST /api/member/profile -> {member_profile} (SPEC §3 member profile);
 * - POST /api/member/profile/edit_password {old_password, new_password, confirm_password};
 * - POST /api/member_info {id} -> {id, currency}; POST /api/member/apply_for_agent/check (code only);
 * - POST /api/arks/web/agent-level-rename -> {detail};
 * - POST /api/bonus_setting/check -> {is_friend}; POST /api/arks/web/cash_surplus/check -> {active}
 *   (site settings per currency; no token needed);
 * - POST /api/member/profile/my_cash -> {my_cash_list, total}: one entry per provider wallet the
 *   member's currency can use (cash 0 when never funded); total = main wallet + provider wallets.
 */
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CurrencyCode } from '@site/shared/constants';
import { toMajor } from '@site/shared/money';
import type { MemberLayout, MyCashEntry, MyCashResponse } from '@site/shared/contracts';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { accounts, members, sessions, siteCurrencies } from '../db/schema';
import { passwordProblem } from '../auth/passwords';
import { memberChannel } from '../realtime/publish';
import { fail, ok } from '../http/envelope';
import { arr, emptyBody, flag, int, num, obj, routeSchema, str } from '../http/schemas';
import { assetUrls } from '../games/catalogue-service';
import { needsBankVerification } from '../payments/service';

/** The member's wallet accounts: the main balance and a balance per provider (minor units). */
export async function memberBalances(db: Db, memberId: number, currency: string) {
  const rows = await db
    .select({ kind: accounts.kind, gpId: accounts.gpId, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.currency, currency)));
  let main = 0n;
  const perProvider = new Map<string, bigint>();
  for (const r of rows) {
    if (r.kind === 'member_main') main += r.balance;
    else if (r.kind === 'member_provider' && r.gpId)
      perProvider.set(r.gpId, (perProvider.get(r.gpId) ?? 0n) + r.balance);
  }
  return { main, perProvider };
}

export const memberLayoutSchema = obj({
  id: int(),
  member_currency: str(),
  member_cash: num({ description: 'Main wallet, major units' }),
  member_account: str(),
  member_type: int({ description: '1 regular member; other values load agent-level names' }),
  agent_type: int(),
  agent_level: int(),
  is_agent: flag(),
  agent_active: flag(),
  is_playing: flag(),
  cash_back_status: flag(),
  wallet_status: flag(),
  first_login_to_change_password: flag(),
  need_bank_account_deposit_verified: flag(),
});

const bit = (v: number): 0 | 1 => (v ? 1 : 0);

export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { requireMember } = ctx.auth;

  app.post(
    '/member/profile/common/layout',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Member layout info (SPEC §3)',
        tags: ['member'],
        body: emptyBody,
        data: memberLayoutSchema,
        auth: true,
      }),
    },
    async (request) => {
      const m = request.auth!.member;
      const { main } = await memberBalances(db, m.id, m.currency);
      const layout: MemberLayout = {
        id: m.id,
        member_currency: m.currency as CurrencyCode,
        member_cash: toMajor(main, m.currency),
        member_account: m.account,
        member_type: m.memberType,
        agent_type: m.agentType,
        agent_level: m.agentLevel,
        is_agent: bit(m.isAgent),
        agent_active: bit(m.agentActive),
        is_playing: bit(m.isPlaying),
        cash_back_status: bit(m.cashBackStatus),
        wallet_status: bit(m.walletStatus),
        first_login_to_change_password: bit(m.firstLoginToChangePassword),
        // 1 only while the member is flagged and has no verified bank account (docs/payments.md).
        need_bank_account_deposit_verified: bit(Number(await needsBankVerification(db, m))),
      };
      return ok(layout);
    },
  );

  app.post(
    '/member/profile/my_cash',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Wallet balances: one per provider wallet, and the total with the main wallet (SPEC §3)',
        description:
          'my_cash_list has one entry per provider offering the member currency (is_light 1 when it holds money); total = main wallet (layout member_cash) + all provider wallets. Major units.',
        tags: ['member'],
        body: emptyBody,
        data: obj({
          my_cash_list: arr(
            obj({
              gp_id: str(),
              gp_name: str(),
              cash: num(),
              is_light: flag('1 when the wallet holds money'),
              icon_dark: str(),
              icon_light: str(),
            }),
          ),
          total: num(),
        }),
        auth: true,
      }),
    },
    async (request) => {
      const m = request.auth!.member;
      const [{ main, perProvider }, catalogue] = await Promise.all([
        memberBalances(db, m.id, m.currency),
        ctx.catalogue.load(),
      ]);
      const list: MyCashEntry[] = [];
      let total = main;
      for (const p of catalogue.providers.values()) {
        const balance = perProvider.get(p.gpId) ?? 0n;
        if (!p.currencies.includes(m.currency) && balance === 0n) continue;
        total += balance;
        list.push({
          gp_id: p.gpId,
          gp_name: p.name,
          cash: toMajor(balance, m.currency),
          is_light: balance > 0n ? 1 : 0,
          icon_dark: assetUrls.provider(p.gpId, 'dark'),
          icon_light: assetUrls.provider(p.gpId, 'light'),
        });
      }
      const data: MyCashResponse = { my_cash_list: list, total: toMajor(total, m.currency) };
      return ok(data);
    },
  );
}

const mask = (v: string | null) => (v ? `${'*'.repeat(Math.max(0, v.length - 4))}${v.slice(-4)}` : '');

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

export const EDIT_PASSWORD_MESSAGES = {
  '101': 'The current password is not correct',
  '102': 'The new password must be 6 to 12 characters with letters and digits',
  '103': 'The new passwords do not match',
  '104': 'The new password must differ from the current one',
} as const;

async function siteCurrency(db: Db, siteId: number, currency: string) {
  const [row] = await db
    .select()
    .from(siteCurrencies)
    .where(and(eq(siteCurrencies.siteId, siteId), eq(siteCurrencies.currency, currency)));
  return row;
}

/** SPEC §3 profile, §6 agent and referral checks, and the password change. */
export function memberProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const { requireMember } = ctx.auth;

  app.post(
    '/member/profile',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Member profile (SPEC §3)',
        description:
          'identity_id is never returned; new_identity_id is its masked form (last 4 characters). is_withdraw_password 1 when one is set.',
        tags: ['member'],
        body: emptyBody,
        data: obj({
          member_profile: obj({
            id: int(),
            member_account: str(),
            member_name: str(),
            is_withdraw_password: flag(),
            member_birthday: str(),
            member_email: str(),
            member_currency: str(),
            member_phone: str(),
            ...Object.fromEntries(PROFILE_CONTACTS.map((k) => [k, str()])),
            new_identity_id: str(),
          }),
        }),
        auth: true,
      }),
    },
    async (request) => {
      const m = request.auth!.member;
      const contacts = Object.fromEntries(PROFILE_CONTACTS.map((k) => [k, m.contacts[k] ?? '']));
      return ok({
        member_profile: {
          id: m.id,
          member_account: m.account,
          member_name: m.memberName ?? '',
          is_withdraw_password: m.withdrawPasswordHash ? 1 : 0,
          member_birthday: m.memberBirthday ?? '',
          member_email: m.memberEmail ?? '',
          member_currency: m.currency,
          member_phone: m.memberPhone ?? '',
          ...contacts,
          new_identity_id: mask(m.identityId),
        },
      });
    },
  );

  app.post(
    '/member/profile/edit_password',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Change the password (SPEC §7; the forced change of a first login, SPEC §5)',
        description:
          "Codes: 101 current password wrong, 102 new password not 6-12 letters and digits, 103 confirmation differs, 104 unchanged. Success clears first_login_to_change_password and ends the member's other sessions.",
        tags: ['member'],
        body: obj({
          old_password: str({ minLength: 1, maxLength: 64 }),
          new_password: str({ minLength: 1, maxLength: 64 }),
          confirm_password: str({ minLength: 1, maxLength: 64 }),
        }),
        auth: true,
      }),
    },
    async (request) => {
      const body = request.body as { old_password: string; new_password: string; confirm_password: string };
      const { member, sessionId } = request.auth!;
      const failed = (code: keyof typeof EDIT_PASSWORD_MESSAGES) => fail(code, EDIT_PASSWORD_MESSAGES[code]);
      if (!(await verify(member.passwordHash, body.old_password))) return failed('101');
      if (passwordProblem(body.new_password)) return failed('102');
      if (body.new_password !== body.confirm_password) return failed('103');
      if (body.new_password === body.old_password) return failed('104');
      const passwordHash = await hash(body.new_password);
      const now = options.now();
      await db.transaction(async (tx) => {
        await tx.update(members).set({ passwordHash, firstLoginToChangePassword: 0 }).where(eq(members.id, member.id));
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), ne(sessions.id, sessionId)));
      });
      ctx.publisher.publish({
        channel: memberChannel(member.id),
        event: 'profile.updated',
        data: { field: 'password' },
      });
      return ok(null);
    },
  );

  app.post(
    '/member_info',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'The currency of a member (SPEC §7)',
        description: "Only for the token's own member: another id answers code 101.",
        tags: ['member'],
        body: obj({ id: int({ minimum: 1 }) }),
        data: obj({ id: int(), currency: str() }),
        auth: true,
      }),
    },
    async (request) => {
      const { id } = request.body as { id: number };
      const m = request.auth!.member;
      if (id !== m.id) return fail('101', 'This member id is not yours');
      return ok({ id: m.id, currency: m.currency });
    },
  );

  app.post(
    '/member/apply_for_agent/check',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'May the member open the agent area (SPEC §6, §7): only the code is read',
        description:
          'Code 100: an active agent. 101: not an agent (the client goes to proxy?page=Register). 102: an agent not active yet.',
        tags: ['member'],
        body: {
          type: 'object',
          properties: { agent_id: { anyOf: [int(), str({ maxLength: 32 })] }, apply_agent_flag: int({ enum: [0, 1] }) },
        },
        auth: true,
      }),
    },
    async (request) => {
      const m = request.auth!.member;
      if (!m.isAgent) return fail('101', 'You are not an agent yet; you can apply in the agent area');
      if (!m.agentActive) return fail('102', 'Your agent account is not active yet');
      return ok(null);
    },
  );

  app.post(
    '/arks/web/agent-level-rename',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: "Agent level names of the member's currency (SPEC §3, §6: loaded when member_type is not 1)",
        tags: ['member'],
        body: emptyBody,
        data: obj({ detail: arr(obj({ agent_level: int(), name: str() })) }),
        auth: true,
      }),
    },
    async (request) => {
      const m = request.auth!.member;
      const row = await siteCurrency(db, m.siteId, m.currency);
      const detail = Object.entries(row?.agentLevelNames ?? {})
        .map(([level, name]) => ({ agent_level: Number(level), name }))
        .sort((a, b) => a.agent_level - b.agent_level);
      return ok({ detail });
    },
  );

  app.post(
    '/bonus_setting/check',
    {
      schema: routeSchema({
        summary:
          'Is the referral programme on for a currency (SPEC §2: the RecommendAward menu shows when is_friend is 1)',
        tags: ['member'],
        body: obj({ member_currency: str({ minLength: 1, maxLength: 8 }), site_id: int({ minimum: 1 }) }),
        data: obj({ is_friend: flag() }),
      }),
    },
    async (request) => {
      const body = request.body as { member_currency: string; site_id: number };
      const row = await siteCurrency(db, body.site_id, body.member_currency);
      return ok({ is_friend: row?.isFriend ? 1 : 0 });
    },
  );

  app.post(
    '/arks/web/cash_surplus/check',
    {
      schema: routeSchema({
        summary: 'Is the cash-surplus feature active for a currency (SPEC §2)',
        tags: ['member'],
        body: obj({ site_id: int({ minimum: 1 }), currency: str({ minLength: 1, maxLength: 8 }) }),
        data: obj({ active: flag() }),
      }),
    },
    async (request) => {
      const body = request.body as { site_id: number; currency: string };
      const row = await siteCurrency(db, body.site_id, body.currency);
      return ok({ active: row?.cashSurplus ? 1 : 0 });
    },
  );
}
