/**
 * Member routes (token required, HTTP 401 / code 401 otherwise):
 * - the layout and my_cash calls of @site/shared/contracts (`memberCalls`, data in ./members);
 * - POST /api/member/profile -> {member_profile} (SPEC §3 member profile);
 * - POST /api/member/profile/edit_password {old_password, new_password, confirm_password};
 * - POST /api/member_info {id} -> {id, currency}; POST /api/member/apply_for_agent/check (code only);
 * - POST /api/arks/web/agent-level-rename -> {detail};
 * - POST /api/bonus_setting/check -> {is_friend}; POST /api/arks/web/cash_surplus/check -> {active}
 *   (site settings per currency; no token needed).
 */
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { members, sessions, siteCurrencies } from '../../db/schema';
import { passwordProblem } from '../auth/passwords';
import { memberChannel } from '../../realtime/publish';
import { routeCall } from '../../http/call';
import { fail, ok } from '../../http/envelope';
import { arr, emptyBody, flag, int, obj, routeSchema, str } from '../../http/schemas';
import { memberCash, memberLayout } from './members';

export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireMember } = ctx.auth;

  routeCall(app, memberCalls.layout, { preHandler: requireMember }, async (request) =>
    ok(await memberLayout(ctx.db, request.auth!.member)),
  );

  routeCall(app, memberCalls.myCash, { preHandler: requireMember }, async (request) =>
    ok(await memberCash(ctx.db, request.auth!.member, await ctx.catalogue.load())),
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
