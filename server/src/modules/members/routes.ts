/**
 * Member routes (token required, HTTP 401 / code 401 otherwise):
 * - the layout and my_cash calls of @site/shared/contracts (`memberCalls`, data in ./members);
 * - POST /api/member/profile -> {member_profile} (SPEC §3 member profile);
 * - POST /api/member/profile/edit (the member centre's profile edit, ./profile), /member/profile/sms
 *   (the code of a new phone) and /member/profile/withdraw_password (set or change it);
 * - POST /api/member/profile/edit_password {old_password, new_password, confirm_password};
 * - POST /api/member_info {id} -> {id, currency}; POST /api/member/apply_for_agent/check (code only);
 * - POST /api/arks/web/agent-level-rename -> {detail};
 * - POST /api/bonus_setting/check -> {is_friend}; POST /api/arks/web/cash_surplus/check -> {active}
 *   (site settings per currency; no token needed).
 */
import { hash, verify } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CurrencyCode } from '@site/shared/constants';
import { memberCalls, memberProfileCalls, PROFILE_PHONE_SMS_TYPE, type MemberLayout } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { members, siteCurrencies } from '../../db/schema';
import { passwordProblem } from '../auth/passwords';
import { revokeSessions, sessionsOf } from '../auth/sessions';
import { memberChannel } from '../../realtime/publish';
import { routeCall } from '../../http/call';
import { readSession, SESSION_TABLES } from '../../http/auth';
import { clockOf, CoherentCache } from '../../db/write-clock';
import { fail, ok } from '../../http/envelope';
import { memberCash, memberLayout } from './members';
import { editProfile, memberProfile, setWithdrawPassword } from './profile';
import type { RegisterFailure } from '../registration/rules';
import { sendSmsCode } from '../sms/codes';

/** The members module: the layout and balances, the profile, the password change and the agent and referral checks. */
export function membersModule(app: FastifyInstance, ctx: AppContext) {
  memberRoutes(app, ctx);
  memberProfileRoutes(app, ctx);
}

/** What the layout is read from: the session and member rows, the balances, the bank accounts. */
const LAYOUT_TABLES = [...SESSION_TABLES, 'accounts', 'bank_accounts'];

function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { requireMember } = ctx.auth;
  // The layout is asked on every page and after every money call: answered from memory until one
  // of its tables changes (db/write-clock.ts). A copy is read whole, session included, so it never
  // pairs a member row read before a change with balances read after it.
  const layouts = new CoherentCache<string, MemberLayout>(clockOf(db), LAYOUT_TABLES);

  routeCall(app, memberCalls.layout, { preHandler: requireMember }, async (request) => {
    const hash = request.auth!.tokenHash;
    const now = ctx.options.now();
    const layout = await layouts.read(hash, async () => {
      const auth = await readSession(db, hash, now);
      return auth && (await memberLayout(db, auth.member));
    });
    return ok(layout ?? (await memberLayout(db, request.auth!.member)));
  });

  routeCall(app, memberCalls.myCash, { preHandler: requireMember }, async (request) =>
    ok(await memberCash(ctx.db, request.auth!.member, await ctx.catalogue.load())),
  );
}

async function siteCurrency(db: Db, siteId: number, currency: string) {
  const [row] = await db
    .select()
    .from(siteCurrencies)
    .where(and(eq(siteCurrencies.siteId, siteId), eq(siteCurrencies.currency, currency)));
  return row;
}

const calls = memberProfileCalls;

/** A profile edit failure as registration answers one: codeFull and the field (HTTP 400 for a rule without a code). */
function profileFail(reply: FastifyReply, f: RegisterFailure) {
  if (f.code === '400') reply.code(400);
  return {
    code: f.code,
    codeFull: `${f.code}.${f.field}`,
    message: f.message,
    data: { field: f.field, ...(f.key ? { key: f.key } : {}) },
  };
}

/** SPEC §3 profile, §6 agent and referral checks, and the password change. */
function memberProfileRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const { requireMember } = ctx.auth;

  routeCall(app, calls.profile, { preHandler: requireMember }, async (request) =>
    ok({ member_profile: memberProfile(request.auth!.member) }),
  );

  routeCall(app, calls.editProfile, { preHandler: requireMember }, async (request, reply) => {
    const { member } = request.auth!;
    const result = await editProfile(ctx, member, request.body);
    if ('code' in result) return profileFail(reply, result);
    if (result.member !== member)
      ctx.publisher.publish({
        channel: memberChannel(member.id),
        event: 'profile.updated',
        data: { field: 'profile' },
      });
    return ok({ member_profile: memberProfile(result.member) });
  });

  routeCall(app, calls.profileSms, { preHandler: requireMember }, async (request) => {
    const m = request.auth!.member;
    const outcome = await sendSmsCode(db, {
      siteId: m.siteId,
      phone: request.body.member_phone,
      currency: m.currency,
      type: PROFILE_PHONE_SMS_TYPE,
      ip: request.ip,
      now: options.now(),
    });
    if (!outcome.sent) return fail(outcome.code, calls.profileSms.codes[outcome.code].text);
    return ok({ countdown: outcome.countdown, verify_time: outcome.verify_time, expires_in: outcome.expires_in });
  });

  routeCall(app, calls.withdrawPassword, { preHandler: requireMember }, async (request) => {
    const { member } = request.auth!;
    const outcome = await setWithdrawPassword(db, member.id, request.body, options.now());
    const text = calls.withdrawPassword.codes;
    if (!outcome.ok) {
      if (outcome.code === '102')
        return { ...fail('102', text['102'].text), data: { attempts_left: outcome.attemptsLeft } };
      if (outcome.code === '106')
        return { ...fail('106', text['106'].text), data: { retry_after_s: outcome.retryAfterS } };
      return fail(outcome.code, text[outcome.code].text);
    }
    ctx.publisher.publish({
      channel: memberChannel(member.id),
      event: 'profile.updated',
      data: { field: 'withdraw_password' },
    });
    return ok({});
  });

  routeCall(app, calls.editPassword, { preHandler: requireMember }, async (request) => {
    const { body } = request;
    const { member, sessionId } = request.auth!;
    const failed = (code: keyof typeof calls.editPassword.codes) => fail(code, calls.editPassword.codes[code].text);
    if (!(await verify(member.passwordHash, body.old_password))) return failed('101');
    if (passwordProblem(body.new_password)) return failed('102');
    if (body.new_password !== body.confirm_password) return failed('103');
    if (body.new_password === body.old_password) return failed('104');
    const passwordHash = await hash(body.new_password);
    const now = options.now();
    await db.transaction(async (tx) => {
      await tx.update(members).set({ passwordHash, firstLoginToChangePassword: 0 }).where(eq(members.id, member.id));
      await revokeSessions(tx, now, sessionsOf(member.id, sessionId));
    });
    ctx.sessionsEnded();
    ctx.publisher.publish({
      channel: memberChannel(member.id),
      event: 'profile.updated',
      data: { field: 'password' },
    });
    return ok(null);
  });

  routeCall(app, calls.memberInfo, { preHandler: requireMember }, async (request) => {
    const m = request.auth!.member;
    if (request.body.id !== m.id) return fail('101', calls.memberInfo.codes['101'].text);
    return ok({ id: m.id, currency: m.currency as CurrencyCode });
  });

  routeCall(app, calls.applyForAgentCheck, { preHandler: requireMember }, async (request) => {
    const m = request.auth!.member;
    if (!m.isAgent) return fail('101', calls.applyForAgentCheck.codes['101'].text);
    if (!m.agentActive) return fail('102', calls.applyForAgentCheck.codes['102'].text);
    return ok(null);
  });

  routeCall(app, calls.agentLevelRename, { preHandler: requireMember }, async (request) => {
    const m = request.auth!.member;
    const row = await siteCurrency(db, m.siteId, m.currency);
    const detail = Object.entries(row?.agentLevelNames ?? {})
      .map(([level, name]) => ({ agent_level: Number(level), name }))
      .sort((a, b) => a.agent_level - b.agent_level);
    return ok({ detail });
  });

  routeCall(app, calls.bonusSettingCheck, {}, async (request) => {
    const row = await siteCurrency(db, request.body.site_id, request.body.member_currency);
    return ok({ is_friend: row?.isFriend ? (1 as const) : (0 as const) });
  });

  routeCall(app, calls.cashSurplusCheck, {}, async (request) => {
    const row = await siteCurrency(db, request.body.site_id, request.body.currency);
    return ok({ active: row?.cashSurplus ? (1 as const) : (0 as const) });
  });
}
