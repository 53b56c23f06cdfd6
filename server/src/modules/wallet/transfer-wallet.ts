/**
 * The transfer wallet of SPEC §3/§7/§8: play1 moves the member's whole main balance into the
 * provider wallet and opens a game session; leave1 (and the end of a game reported by the provider,
 * server/src/provider-wallet/session-end.ts) closes it and brings the provider balance back; the one-key transfer
 * back brings every provider wallet back. Every function runs inside runMoneyCall's transaction,
 * with the member row locked, and moves money only through postEntryInTx.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { accounts, brands, gameSessions, members, type providers } from '../../db/schema';
import { fail, ok, type Envelope } from '../../http/envelope';
import { ensureAccount, memberWallets, postEntryInTx } from '../ledger/ledger';
import { toMajor } from '@site/shared/money';
import {
  walletCalls,
  type CallData,
  type ForwardGameReason,
  type ForwardGameStatusEvent,
  type GameUrlEvent,
  type LeaveGameResponse,
  type PlayRequest,
  type TransferBackResponse,
} from '@site/shared/contracts';
import { memberChannel } from '../../realtime/publish';
import type { MoneyCallScope } from '../../http/idempotency';
import { LAUNCH_TOKEN_TTL_S, signLaunchToken, type LaunchClaims } from '../games/launch-token';
import { responsibleGamingRefusal } from '../responsible-gaming/enforcement';

/** SPEC §9: transfer-back cooldown. */
export const TRANSFER_BACK_COOLDOWN_MS = 10_000;

/** play1 result codes (SPEC §5, §8 game start): the play call's table. */
const GAME_START = walletCalls.play.codes;
/** One-key transfer back and balance_get_back codes (SPEC §8 101–105): the transfer-back calls' table. */
const TRANSFER_BACK = walletCalls.transferBackAll.codes;

export interface MaintenanceInterval {
  start_at: string;
  end_at: string;
}

type ProviderRow = typeof providers.$inferSelect;
type SessionRow = typeof gameSessions.$inferSelect;

/** The maintenance interval when the provider is closed now, else null (maintain 1 without an interval: closed). */
export function maintenanceOf(
  p: Pick<ProviderRow, 'maintain' | 'maintainStartAt' | 'maintainEndAt'>,
  now: Date,
): MaintenanceInterval | null {
  if (!p.maintain) return null;
  const start = p.maintainStartAt;
  const end = p.maintainEndAt;
  if (start && now < start) return null;
  if (end && now >= end) return null;
  return { start_at: (start ?? now).toISOString(), end_at: end ? end.toISOString() : '' };
}

/** The site is closed when the default brand's stored config sets features.site_closed. */
export async function siteClosed(db: Db, brandCode: string): Promise<boolean> {
  const [row] = await db.select({ config: brands.config }).from(brands).where(eq(brands.code, brandCode));
  const features = (row?.config as { features?: { site_closed?: unknown } } | undefined)?.features;
  return features?.site_closed === true;
}

export async function openSession(db: Db, memberId: number): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(gameSessions)
    .where(and(eq(gameSessions.memberId, memberId), eq(gameSessions.status, 'open')));
  return row;
}

export function launchUrl(ctx: AppContext, path: string, claims: Omit<LaunchClaims, 'iat' | 'exp'>): string {
  const iat = Math.floor(ctx.options.now().getTime() / 1000);
  const token = signLaunchToken({ ...claims, iat, exp: iat + LAUNCH_TOKEN_TTL_S }, ctx.options.providerSimSecret);
  return `${ctx.options.providerSimUrl}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * The member's is_playing flag set, as a statement to run with the game session's own write (a
 * data-modifying WITH runs whether or not the main statement reads it): one round trip, not two.
 */
const playingFlag = (tx: Db, memberId: number, isPlaying: 0 | 1) =>
  tx
    .$with('playing_flag', { id: sql<number>`id` })
    .as(tx.update(members).set({ isPlaying }).where(eq(members.id, memberId)).returning({ id: members.id }).getSQL());

/** `forward_game.status` of a session (SPEC §7), queued on the call's scope and published after the commit. */
function queueStatus(scope: MoneyCallScope, session: SessionRow, status: 'open' | 'closed', reason: ForwardGameReason) {
  const data: ForwardGameStatusEvent = {
    session_id: session.id,
    gp_id: session.gpId,
    game_type: session.gameType,
    game_code: session.gameCode,
    status,
    reason,
  };
  scope.events.push({ channel: memberChannel(scope.member.id), event: 'forward_game.status', data: { ...data } });
}

/**
 * Closes a session and brings its provider wallet back to the main wallet. Returns the minor units
 * moved. Queues `forward_game.status` closed (published after the commit).
 */
export async function closeSession(
  scope: MoneyCallScope,
  session: SessionRow,
  reason: Exclude<ForwardGameReason, 'play1'>,
  now: Date,
): Promise<bigint> {
  const { tx, member, posted } = scope;
  const wallets = await memberWallets(tx, member.id, session.currency, session.gpId);
  const walletId = wallets.provider.id;
  const mainId = wallets.main.id;
  const amount = wallets.provider.balance;
  if (amount > 0n) {
    const r = await postEntryInTx(tx, {
      idempotencyKey: `game:${session.id}:out`,
      kind: 'transfer_out',
      postings: [
        { accountId: walletId, amount: -amount },
        { accountId: mainId, amount },
      ],
      memo: { session_id: session.id, gp_id: session.gpId, reason },
    });
    if (r.posted) posted.push(r.posted);
  }
  await tx
    .with(playingFlag(tx, member.id, 0))
    .update(gameSessions)
    .set({ status: 'closed', amountOut: amount, closeReason: reason, closedAt: now })
    .where(eq(gameSessions.id, session.id));
  queueStatus(scope, session, 'closed', reason);
  return amount;
}

/** POST /member/game/play1. */
export async function play(
  ctx: AppContext,
  scope: MoneyCallScope,
  body: PlayRequest,
): Promise<Envelope<CallData<typeof walletCalls.play> | null>> {
  const { tx, member, posted } = scope;
  const now = ctx.options.now();
  const gameCode = body.game_code ?? '';
  const device = body.device ?? 1;
  if (await siteClosed(tx, ctx.options.defaultBrand)) return fail('201', GAME_START['201'].text);
  const rgRefusal = await responsibleGamingRefusal(tx, member, { action: 'play' }, now);
  if (rgRefusal) return rgRefusal;

  // Providers change only with the catalogue (seeded; the lobby shows the same cached rows).
  const catalogue = await ctx.catalogue.load();
  const provider = catalogue.providers.get(body.gpId);
  const offersType = catalogue.pairs.some((p) => p.gpId === body.gpId && p.gtId === body.game_type);
  const game = gameCode ? catalogue.gamesByCode.get(gameCode) : undefined;
  if (
    !provider ||
    !offersType ||
    !provider.currencies.includes(member.currency) ||
    (gameCode && (!game || !game.active || game.gpId !== body.gpId || game.gtId !== body.game_type))
  ) {
    return fail('206', GAME_START['206'].text);
  }
  const maintenance = maintenanceOf(provider, now);
  if (maintenance) return { code: '203', message: GAME_START['203'].text, data: { ...maintenance } };
  if (member.transferDisabled) return fail('205', GAME_START['205'].text);
  // SPEC §5: a first-login member changes the password before anything else; no game meanwhile.
  if (member.firstLoginToChangePassword) return fail('207', GAME_START['207'].text);

  const open = await openSession(tx, member.id);
  if (open) {
    if (open.gpId === body.gpId && open.gameType === body.game_type && open.gameCode === gameCode) {
      return fail('202', GAME_START['202'].text);
    }
    // SPEC §5: on non-desktop a game already playing refuses; on desktop the other game is closed first.
    if (device !== 1) return fail('204', GAME_START['204'].text);
    await closeSession(scope, open, 'switch', now);
  }

  const wallets = await memberWallets(tx, member.id, member.currency, body.gpId);
  const mainId = wallets.main.id;
  const walletId = wallets.provider.id;
  const amount = wallets.main.balance;
  const [session] = await tx
    .with(playingFlag(tx, member.id, 1))
    .insert(gameSessions)
    .values({
      memberId: member.id,
      gpId: body.gpId,
      gameType: body.game_type,
      gameCode,
      gameId: game?.id ?? null,
      device,
      currency: member.currency,
      memberSessionId: scope.sessionId,
      amountIn: amount,
      openedAt: now,
    })
    .returning();
  if (amount > 0n) {
    const r = await postEntryInTx(tx, {
      idempotencyKey: `game:${session!.id}:in`,
      kind: 'transfer_in',
      postings: [
        { accountId: mainId, amount: -amount },
        { accountId: walletId, amount },
      ],
      memo: { session_id: session!.id, gp_id: body.gpId, game_code: gameCode },
    });
    if (r.posted) posted.push(r.posted);
  }
  const game_url = launchUrl(ctx, '/game/launch', {
    kind: 'real',
    sid: session!.id,
    mid: member.id,
    acct: member.account,
    gp: body.gpId,
    gt: body.game_type,
    game: gameCode,
    cur: member.currency,
    dev: device,
    ...(body.lobby_url ? { lobby: body.lobby_url } : {}),
  });
  const urlEvent: GameUrlEvent = {
    session_id: session!.id,
    gp_id: body.gpId,
    game_type: body.game_type,
    game_code: gameCode,
    game_url,
  };
  scope.events.push({ channel: memberChannel(member.id), event: 'game.url', data: { ...urlEvent } });
  queueStatus(scope, session!, 'open', 'play1');
  return ok({ game_url, session_id: session!.id, transferred: toMajor(amount, member.currency) });
}

/** POST /member/game/leave1: closes the open game (if any) and brings its provider balance back. */
export async function leave(ctx: AppContext, scope: MoneyCallScope): Promise<Envelope<LeaveGameResponse>> {
  const open = await openSession(scope.tx, scope.member.id);
  if (!open) return ok({ closed: 0, amount: 0 });
  const amount = await closeSession(scope, open, 'leave1', ctx.options.now());
  return ok({ closed: 1, gp_id: open.gpId, amount: toMajor(amount, scope.member.currency) });
}

/**
 * One-key transfer back (`all`) and balance_get_back (`last`: the provider of the member's most
 * recent game, or every wallet when the member never played). Codes 101–105, cooldown 10 s.
 */
export async function transferBack(
  ctx: AppContext,
  scope: MoneyCallScope,
  which: 'all' | 'last',
): Promise<Envelope<TransferBackResponse | null>> {
  const { tx, member, posted } = scope;
  const now = ctx.options.now();
  if (member.transferDisabled) return fail('105', TRANSFER_BACK['105'].text);
  if (member.lastTransferBackAt && now.getTime() - member.lastTransferBackAt.getTime() < TRANSFER_BACK_COOLDOWN_MS) {
    const wait = Math.ceil((TRANSFER_BACK_COOLDOWN_MS - (now.getTime() - member.lastTransferBackAt.getTime())) / 1000);
    return { code: '103', message: `${TRANSFER_BACK['103'].text} (${wait} s left)`, data: { retry_after_s: wait } };
  }
  if (await openSession(tx, member.id)) return fail('102', TRANSFER_BACK['102'].text);

  let onlyGp: string | undefined;
  if (which === 'last') {
    const [last] = await tx
      .select({ gpId: gameSessions.gpId })
      .from(gameSessions)
      .where(eq(gameSessions.memberId, member.id))
      .orderBy(desc(gameSessions.openedAt), desc(gameSessions.id))
      .limit(1);
    onlyGp = last?.gpId;
  }
  const wallets = await tx
    .select({ id: accounts.id, gpId: accounts.gpId, balance: accounts.balance })
    .from(accounts)
    .where(
      and(
        eq(accounts.memberId, member.id),
        eq(accounts.kind, 'member_provider'),
        eq(accounts.currency, member.currency),
        gt(accounts.balance, sql`0`),
        onlyGp ? eq(accounts.gpId, onlyGp) : undefined,
      ),
    )
    .orderBy(accounts.id);
  if (wallets.length === 0) return fail('101', TRANSFER_BACK['101'].text);

  const byGp = (await ctx.catalogue.load()).providers;
  const movable = wallets.filter((w) => !maintenanceOf(byGp.get(w.gpId!)!, now));
  const skipped = wallets.filter((w) => !movable.includes(w)).map((w) => w.gpId!);
  if (movable.length === 0) return { code: '104', message: TRANSFER_BACK['104'].text, data: { skipped } };

  const mainId = await ensureAccount(tx, { kind: 'member_main', memberId: member.id, currency: member.currency });
  const stamp = now.getTime();
  let total = 0n;
  const list: Array<{ gp_id: string; cash: number }> = [];
  for (const w of movable) {
    const r = await postEntryInTx(tx, {
      idempotencyKey: `transfer_back:${member.id}:${w.id}:${stamp}:${w.balance}`,
      kind: 'transfer_back',
      postings: [
        { accountId: w.id, amount: -w.balance },
        { accountId: mainId, amount: w.balance },
      ],
      memo: { gp_id: w.gpId, which },
    });
    if (r.posted) posted.push(r.posted);
    total += w.balance;
    list.push({ gp_id: w.gpId!, cash: toMajor(w.balance, member.currency) });
  }
  await tx.update(members).set({ lastTransferBackAt: now }).where(eq(members.id, member.id));
  scope.events.push({
    channel: memberChannel(member.id),
    event: 'all_transfer_back',
    data: { amount: toMajor(total, member.currency) },
  });
  return ok({ amount: toMajor(total, member.currency), list, skipped });
}
