/**
 * Realtime inside the platform:
 * - the socket server and the Pusher HTTP API on the platform's own HTTP server (unless an external
 *   Pusher-compatible service is configured), with Redis fan-out when REDIS_URL is set;
 * - POST /api/broadcasting/auth: signs private and presence subscriptions for the token's member;
 * - ctx.publisher: every platform event through the Pusher HTTP API (the `pusher` SDK);
 * - `member.cash` after every ledger entry that moves a member's money, with a per-member sequence.
 */
import { createHmac } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CurrencyCode } from '@site/shared/constants';
import { toMajor } from '@site/shared/money';
import { broadcastingCalls, type MemberCashEvent, type SiteConfig } from '@site/shared/contracts';
import type { AppContext } from '../context';
import { accounts } from '../db/schema';
import { readToken, resolveSession } from '../http/auth';
import { callSchema, type CallRoute } from '../http/call';
import { onEntryPosted, type MemberCash } from '../modules/ledger/ledger';
import type { RealtimeOptions } from './config';
import { connectRedisFanout, type Fanout } from './fanout';
import { realtimeHttpApi } from './http-api';
import { channelKind, isValidChannelName, isValidSocketId } from './protocol';
import { memberChannel } from './publish';
import { PusherPublisher } from './pusher-publisher';
import { recordGrant, startGrantSweep } from './session-grants';
import { SocketServer } from './socket-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded realtime socket server (null when an external service is used). */
    realtime: { sockets: SocketServer | null; publisher: PusherPublisher };
  }
}

/**
 * A member's id on the presence channel: a keyed hash of the member id, so the members online can
 * be counted (and the platform, holding the key, can tell whether a given member is among them)
 * while a member who joins sees only opaque ids, never the other members' ids.
 */
export function presenceId(secret: string, memberId: number): string {
  return createHmac('sha256', secret).update(`presence:${memberId}`).digest('base64url').slice(0, 22);
}

/** Which private/presence channels a member may join: its own member.{id}, its currency, its site's presence. */
export function mayJoin(member: { id: number; currency: string; siteId: number }, channel: string): boolean {
  return (
    channel === `private-member.${member.id}` ||
    channel === `private-member.${member.currency}` ||
    channel === `presence-online.${member.siteId}`
  );
}

/**
 * The `member.cash` event of one member, read in one statement (one snapshot): the main wallet and
 * the number of ledger entries on the member's accounts (the entry counters the ledger keeps on
 * them, accounts.entryCount: constant time however long the history). Computed after the commit,
 * it may already include a later entry; then two events share a seq and carry the same, newest
 * balance, so the client never holds an older state than the last event it accepted.
 */
/** member.cash from what the ledger answered for an entry it wrote. */
export const cashEventOf = (cash: MemberCash): MemberCashEvent => ({
  member_id: cash.memberId,
  currency: cash.currency as CurrencyCode,
  member_cash: toMajor(cash.balance, cash.currency),
  seq: cash.seq,
});

export async function memberCashEvent(ctx: AppContext, memberId: number): Promise<MemberCashEvent | null> {
  const [row] = await ctx.db
    .select({
      balance: accounts.balance,
      currency: accounts.currency,
      seq: sql<number>`(select coalesce(sum(mine.entry_count), 0)::int from ${accounts} as mine
        where mine.member_id = ${memberId} and mine.kind in ('member_main', 'member_provider'))`,
    })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.kind, 'member_main')));
  return row ? cashEventOf({ memberId, currency: row.currency, balance: row.balance, seq: Number(row.seq) }) : null;
}

/** The site config's `realtime` block: configured, or the host the page came from (proxied /app/). */
export function realtimeSiteConfig(
  options: RealtimeOptions,
  request: FastifyRequest,
): NonNullable<SiteConfig['realtime']> {
  const tls = options.public.tls ?? request.protocol === 'https';
  const requestPort = Number(request.port) || (tls ? 443 : 80);
  return {
    key: options.key,
    host: options.public.host ?? request.hostname,
    port: options.public.port ?? requestPort,
    tls,
  };
}

export async function installRealtime(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const options = ctx.options.realtime;
  let sockets: SocketServer | null = null;
  if (options.embedded) {
    let fanout: Fanout | undefined;
    if (options.redisUrl) {
      fanout = await connectRedisFanout(options.redisUrl, options.appId, app.log);
    }
    sockets = new SocketServer({
      appId: options.appId,
      key: options.key,
      secret: options.secret,
      fanout,
      redisPrefix: options.redisPrefix,
      presenceTtlS: options.presenceTtlS,
      allowedOrigins: ctx.options.corsOrigins,
      log: (level, msg, extra) => app.log[level](extra ?? {}, msg),
    });
    sockets.attach(app.server);
    const server = sockets;
    await app.register(async (scope) => realtimeHttpApi(scope, server, options));
  }

  const publisher = new PusherPublisher({
    options,
    local: sockets ?? undefined,
    onError: (err, event) =>
      app.log.warn({ err, channel: event.channel, event: event.event }, 'realtime publish failed'),
  });
  ctx.publisher = publisher;
  app.decorate('realtime', { sockets, publisher });

  // The sockets of an ended session are closed on every realtime process (session-grants.ts).
  const sweep = startGrantSweep(
    ctx.db,
    ctx.options.now,
    (ids) => publisher.closeSockets(ids),
    (err) => app.log.warn({ err }, 'closing the sockets of ended sessions failed'),
  );
  publisher.onSessionsEnded = () => sweep.poke();

  // Before the HTTP server stops: hand over what is being published, then close the sockets
  // (open WebSockets would otherwise keep the server from closing).
  app.addHook('preClose', async () => {
    await sweep.stop();
    await publisher.flush();
    await sockets?.close();
  });

  // member.cash after every ledger movement of a member (SPEC §7), with the per-member sequence.
  const stop = onEntryPosted(ctx.db, (entry) => {
    void (async () => {
      // The ledger tells which members the entry moved and their cash right after it (no read).
      for (const memberId of entry.memberIds) {
        const known = entry.cash.find((c) => c.memberId === memberId);
        const event = known ? cashEventOf(known) : await memberCashEvent(ctx, memberId);
        if (event) publisher.publish({ channel: memberChannel(memberId), event: 'member.cash', data: { ...event } });
      }
    })().catch((err: unknown) => app.log.warn({ err }, 'member.cash event failed'));
  });
  app.addHook('onClose', async () => stop());

  await app.register(
    async (scope) => {
      // pusher-js and laravel-echo post the subscription as a form.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
        done(null, Object.fromEntries(new URLSearchParams(String(body)))),
      );
      scope.route<CallRoute<typeof broadcastingCalls.auth>>({
        method: broadcastingCalls.auth.method,
        url: broadcastingCalls.auth.path,
        schema: callSchema(broadcastingCalls.auth),
        handler: async (request, reply) => {
          const token = readToken(request);
          const auth = token ? await resolveSession(ctx.db, token, ctx.options.now()) : null;
          if (!auth) return reply.code(401).send({ error: 'A valid member token is required' });
          const socketId = request.body?.socket_id;
          const channel = request.body?.channel_name;
          if (!isValidSocketId(socketId) || !isValidChannelName(channel)) {
            return reply.code(400).send({ error: 'socket_id and channel_name are required' });
          }
          const kind = channelKind(channel);
          if ((kind !== 'private' && kind !== 'presence') || !mayJoin(auth.member, channel)) {
            return reply.code(403).send({ error: `Not allowed to join ${channel}` });
          }
          if (!(await recordGrant(ctx.db, auth.sessionId, socketId, channel, ctx.options.now()))) {
            return reply.code(401).send({ error: 'A valid member token is required' });
          }
          return kind === 'presence'
            ? publisher.authorizeChannel(socketId, channel, {
                user_id: presenceId(ctx.options.realtime.secret, auth.member.id),
                user_info: {},
              })
            : publisher.authorizeChannel(socketId, channel);
        },
      });
    },
    { prefix: '/api' },
  );
}
