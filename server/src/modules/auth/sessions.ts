/**
 * Issuing sessions and the address checks of login (SPEC §8 login 106, 201–203). Shared by
 * /login, /login/double_validation and /register (a registration logs the member in).
 */
import { and, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { CurrencyCode } from '@site/shared/constants';
import type { LoginPayload, LoginResponse } from '@site/shared/contracts';
import type { Db } from '../../db/client';
import { ipRules, memberDevices, memberLogins, members, sessions } from '../../db/schema';
import { newSessionToken, sha256, type MemberRow } from '../../http/auth';
import type { AppContext } from '../../context';
import { memberChannel } from '../../realtime/publish';

/** The device description of the login payload (SPEC §3) that we record. */
export type ClientInfo = Partial<
  Pick<
    LoginPayload,
    | 'remote_addr'
    | 'host'
    | 'device'
    | 'system_group'
    | 'udid'
    | 'login_type'
    | 'cdn'
    | 'system'
    | 'browser'
    | 'system_version'
  >
>;

/**
 * A stable key for the device of a login: the app's udid when given, otherwise a digest of the
 * browser description and user agent (a web browser has no better identity we may rely on).
 */
export function deviceKeyOf(client: ClientInfo, userAgent: string | undefined): string {
  if (client.udid) return `udid:${client.udid}`;
  const parts = [
    client.device ?? '',
    client.system ?? '',
    client.browser ?? '',
    client.system_version ?? '',
    userAgent ?? '',
  ];
  return `web:${sha256(parts.join('|')).slice(0, 32)}`;
}

export const clientRecord = (client: ClientInfo, userAgent: string | undefined) => ({
  remote_addr: client.remote_addr,
  system_group: client.system_group,
  udid: client.udid,
  login_type: client.login_type,
  cdn: client.cdn,
  system: client.system,
  browser: client.browser,
  system_version: client.system_version,
  user_agent: userAgent,
});

/** The login codes of an address that may not log in (texts in authCalls.login.codes). */
export type AddressCode = '106' | '201' | '202' | '203';

/** The site rule an address matches (longest prefix wins), if any. */
export async function addressRule(db: Db, siteId: number, ip: string) {
  const rows = await db.select().from(ipRules).where(eq(ipRules.siteId, siteId));
  return rows.filter((r) => ip.startsWith(r.prefix)).sort((a, b) => b.prefix.length - a.prefix.length)[0] ?? null;
}

/**
 * SPEC §8 login address codes, in order: 201 site blacklist, 202 region not served, 203 too many
 * distinct accounts from this address in a day, 106 the member may log in only from listed
 * addresses. Null when the address may log in.
 */
export async function checkLoginAddress(ctx: AppContext, member: MemberRow, ip: string): Promise<AddressCode | null> {
  const rule = await addressRule(ctx.db, member.siteId, ip);
  if (rule?.kind === 'blacklist') return '201';
  if (rule?.kind === 'region') return '202';
  const { max, windowMs } = ctx.options.limits.accountsPerAddress;
  const since = new Date(ctx.options.now().getTime() - windowMs);
  const [others] = await ctx.db
    .select({ n: sql<number>`count(distinct ${memberLogins.memberId})::int` })
    .from(memberLogins)
    .where(
      and(
        eq(memberLogins.ip, ip),
        inArray(memberLogins.status, ['success', 'validated']),
        gt(memberLogins.createdAt, since),
        ne(memberLogins.memberId, member.id),
      ),
    );
  if ((others?.n ?? 0) >= max) return '203';
  if (member.allowedIps.length > 0 && !member.allowedIps.includes(ip)) return '106';
  return null;
}

export async function isKnownDevice(db: Db, memberId: number, deviceKey: string): Promise<boolean> {
  const [row] = await db
    .select({ k: memberDevices.deviceKey })
    .from(memberDevices)
    .where(and(eq(memberDevices.memberId, memberId), eq(memberDevices.deviceKey, deviceKey)))
    .limit(1);
  return Boolean(row);
}

/**
 * Ends the live sessions that match `which` (in `db`, a transaction or not). After the commit the
 * caller tells `ctx.sessionsEnded()`, which closes the sockets they authorised.
 */
export async function revokeSessions(db: Db, now: Date, which: SQL | undefined): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(isNull(sessions.revokedAt), which));
}

/** Every live session of a member (a newer login, a password reset), or all but one (a password change). */
export const sessionsOf = (memberId: number, exceptSessionId?: number) =>
  exceptSessionId === undefined
    ? eq(sessions.memberId, memberId)
    : and(eq(sessions.memberId, memberId), ne(sessions.id, exceptSessionId));

export type IssuedSession = LoginResponse;

/**
 * Logs the member in: revokes the older sessions (logging in elsewhere ends them; the realtime
 * `login` event tells the old window, SPEC §4), records the device as known and the login row as a
 * success (a new row, or the pending one of a double validation), and returns a new token.
 */
export async function issueSession(
  ctx: AppContext,
  member: MemberRow,
  input: { ip: string; client: ClientInfo; userAgent?: string; deviceKey: string; pendingLoginId?: number },
): Promise<IssuedSession> {
  const now = ctx.options.now();
  const token = newSessionToken();
  const loginId = await ctx.db.transaction(async (tx) => {
    await revokeSessions(tx, now, sessionsOf(member.id));
    let id = input.pendingLoginId;
    if (id) {
      await tx.update(memberLogins).set({ status: 'validated' }).where(eq(memberLogins.id, id));
    } else {
      const [login] = await tx
        .insert(memberLogins)
        .values({
          memberId: member.id,
          ip: input.ip,
          host: input.client.host ?? null,
          device: input.client.device ?? null,
          client: clientRecord(input.client, input.userAgent),
          deviceKey: input.deviceKey,
          createdAt: now,
        })
        .returning({ id: memberLogins.id });
      id = login!.id;
    }
    await tx
      .insert(memberDevices)
      .values({ memberId: member.id, deviceKey: input.deviceKey, createdAt: now })
      .onConflictDoNothing();
    await tx.insert(sessions).values({
      memberId: member.id,
      loginId: id,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + ctx.options.sessionTtlMs),
    });
    return id;
  });
  ctx.sessionsEnded();
  // SPEC §7 private member.{id} `login`: a window holding another token logs out.
  ctx.publisher.publish({
    channel: memberChannel(member.id),
    event: 'login',
    data: { member_login_id: loginId, token_hash: sha256(token) },
  });
  return {
    member_id: member.id,
    member_account: member.account,
    member_login_id: loginId,
    // The column holds one of the site's currencies (SPEC §9), written from that list at registration.
    member_currency: member.currency as CurrencyCode,
    token,
  };
}

export async function findMember(db: Db, siteId: number, account: string): Promise<MemberRow | undefined> {
  const [member] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.accountKey, account.trim().toLowerCase())))
    .limit(1);
  return member;
}
