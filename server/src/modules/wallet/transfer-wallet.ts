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
import { run, statement } from '../../db/statements';
import { accounts, gameSessions, members, type providers } from '../../db/schema';
import { fail, ok, type Envelope } from '../../http/envelope';
import {
  ensureAccount,
  entryStatement,
  memberWallets,
  postEntryInTx,
  postEntryInTxWith,
  type Wallet,
} from '../ledger/ledger';
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
import { answerValues, memberLock, storeAnswerWith, type MemberRow, type MoneyCallScope } from '../../http/idempotency';
import { LAUNCH_TOKEN_TTL_S, signLaunchToken, type LaunchClaims } from '../games/launch-token';
import { playRefusal } from '../responsible-gaming/enforcement';

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
/** What closing a game and its events need of its session row. */
export type OpenGame = Pick<SessionRow, 'id' | 'gpId' | 'gameType' | 'gameCode' | 'currency'>;

/** What the transfer calls read of the member under its lock (TRANSFER_LOCK), not the whole row. */
export type TransferMember = Pick<
  MemberRow,
  'id' | 'account' | 'currency' | 'transferDisabled' | 'firstLoginToChangePassword' | 'lastTransferBackAt'
>;

/** The lock of the transfer calls (runMoneyCall): the member's columns they use, no more. */
export const TRANSFER_LOCK = memberLock<TransferMember>(
  'transfer_member',
  `m.id, m.account, m.currency, m.transfer_disabled, m.first_login_to_change_password,
   (extract(epoch from m.last_transfer_back_at) * 1000)::float8 as last_transfer_back_ms`,
  (r) => ({
    id: r.id as number,
    account: r.account as string,
    currency: r.currency as string,
    transferDisabled: r.transfer_disabled as number,
    firstLoginToChangePassword: r.first_login_to_change_password as number,
    lastTransferBackAt: r.last_transfer_back_ms == null ? null : new Date(r.last_transfer_back_ms as number),
  }),
);

interface WalletJson {
  id: number;
  kind: string;
  balance: string;
}
interface OpenGameJson {
  id: number;
  gp_id: string;
  game_type: number;
  game_code: string;
  currency: string;
}

const openGameOf = (g: OpenGameJson): OpenGame => ({
  id: g.id,
  gpId: g.gp_id,
  gameType: g.game_type,
  gameCode: g.game_code,
  currency: g.currency,
});

/** The main and provider wallets of a read (json of accounts rows), or null when one is missing (then memberWallets creates it). */
function walletsOf(rows: WalletJson[] | null): { main: Wallet; provider: Wallet } | null {
  const main = rows?.find((r) => r.kind === 'member_main');
  const provider = rows?.find((r) => r.kind === 'member_provider');
  if (!main || !provider) return null;
  return {
    main: { id: main.id, balance: BigInt(main.balance) },
    provider: { id: provider.id, balance: BigInt(provider.balance) },
  };
}

/** A member's main wallet and its wallet at one provider (gp: SQL), as json rows (memberWallets' read). */
const walletsJson = (member: string, currency: string, gp: string) => `(
  select json_agg(json_build_object('id', a.id, 'kind', a.kind, 'balance', a.balance::text))
  from accounts a
  where a.member_id = ${member} and a.currency = ${currency}
    and ((a.kind = 'member_main' and a.gp_id is null) or (a.kind = 'member_provider' and a.gp_id = ${gp})))`;

/**
 * Everything play1 reads once the member is locked, in one statement ($1 member, $2 brand code,
 * $3 currency, $4 gp_id, $5 now): whether the site is closed (the default brand's stored config sets
 * features.site_closed to true), the end of a time-out or self-exclusion in force (as activeBlock
 * reads it), the open game, the two wallets of the transfer and the id of the game it would open
 * (taken ahead so that the answer, whose game link carries it, is stored by the statement that opens
 * the game; an id taken by a refused call is a gap, as a rolled-back call leaves one).
 */
const PLAY_READS = statement<{
  site_closed: boolean;
  block_ends_ms: number | null;
  open: OpenGameJson | null;
  wallets: WalletJson[] | null;
  next_game_id: number;
}>(
  'play_reads',
  `select
     coalesce((select (b.config #> '{features,site_closed}') = 'true'::jsonb from brands b where b.code = $2), false) as site_closed,
     (select (extract(epoch from k.ends_at) * 1000)::float8 from rg_blocks k
      where k.member_id = $1 and k.starts_at <= $5::timestamptz and k.ends_at > $5::timestamptz
      order by k.ends_at desc limit 1) as block_ends_ms,
     (select json_build_object('id', g.id, 'gp_id', g.gp_id, 'game_type', g.game_type, 'game_code', g.game_code, 'currency', g.currency)
      from game_sessions g where g.member_id = $1 and g.status = 'open') as open,
     ${walletsJson('$1', '$3', '$4')} as wallets,
     nextval(pg_get_serial_sequence('game_sessions', 'id'))::int as next_game_id`,
);

/** leave1's read ($1 member): the open game, if any, with the two wallets it moves money between. */
const LEAVE_READS = statement<OpenGameJson & { wallets: WalletJson[] | null }>(
  'leave_reads',
  `select g.id, g.gp_id, g.game_type, g.game_code, g.currency,
     ${walletsJson('g.member_id', 'g.currency', 'g.gp_id')} as wallets
   from game_sessions g where g.member_id = $1 and g.status = 'open'`,
);

/**
 * play1's writes in one statement with its entry (main → provider wallet): the member marked
 * playing, the game session opened and the call's answer stored ($1 member, $2 the game's id, ...,
 * $12 key, $13 answer).
 */
const OPEN_GAME = entryStatement(
  'open_game',
  `playing_flag as (update members set is_playing = 1 where id = $1 returning id),
   opened as (
     insert into game_sessions (id, member_id, gp_id, game_type, game_code, game_id, device, currency, member_session_id, amount_in, opened_at)
     values ($2, $1, $3, $4, $5, $6, $7, $8, $9, $10::bigint, $11::timestamptz) returning id),
   ${storeAnswerWith('$1', '$12', '$13')}`,
);

/**
 * A game's closing writes in one statement with its entry (provider → main wallet): the session
 * closed, the member marked not playing and, for leave1, the call's answer stored ($1 member,
 * $2 session, $3 amount, $4 reason, $5 when, $6 key, $7 answer).
 */
const CLOSE_GAME = entryStatement(
  'close_game',
  `playing_flag as (update members set is_playing = 0 where id = $1 returning id),
   closed as (
     update game_sessions set status = 'closed', amount_out = $3::bigint, close_reason = $4, closed_at = $5::timestamptz
     where id = $2 returning id),
   ${storeAnswerWith('$1', '$6', '$7')}`,
);

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

/** `forward_game.status` of a session (SPEC §7), queued on the call's scope and published after the commit. */
function queueStatus(
  scope: MoneyCallScope<{ id: number }>,
  session: OpenGame,
  status: 'open' | 'closed',
  reason: ForwardGameReason,
) {
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
 * moved. Queues `forward_game.status` closed (published after the commit). `wallets`: the session's
 * two wallets when the caller read them under the member's lock already; `answerOf`: the call's
 * answer for the amount moved, stored with the closing writes (the caller answers the same).
 */
export async function closeSession(
  scope: MoneyCallScope<{ id: number }>,
  session: OpenGame,
  reason: Exclude<ForwardGameReason, 'play1'>,
  now: Date,
  wallets?: { main: Wallet; provider: Wallet } | null,
  answerOf?: (amount: bigint) => unknown,
): Promise<bigint> {
  const { tx, member, posted } = scope;
  wallets ??= await memberWallets(tx, member.id, session.currency, session.gpId);
  const walletId = wallets.provider.id;
  const mainId = wallets.main.id;
  const amount = wallets.provider.balance;
  const answer = answerOf ? answerValues(scope, answerOf(amount)) : [null, null];
  const r = await postEntryInTxWith(
    tx,
    CLOSE_GAME,
    [member.id, session.id, amount.toString(), reason, now.toISOString(), ...answer],
    amount > 0n
      ? {
          idempotencyKey: `game:${session.id}:out`,
          kind: 'transfer_out',
          postings: [
            { accountId: walletId, amount: -amount },
            { accountId: mainId, amount },
          ],
          memo: { session_id: session.id, gp_id: session.gpId, reason },
        }
      : null,
  );
  if (r?.posted) posted.push(r.posted);
  queueStatus(scope, session, 'closed', reason);
  return amount;
}

/** POST /member/game/play1. */
export async function play(
  ctx: AppContext,
  scope: MoneyCallScope<TransferMember>,
  body: PlayRequest,
): Promise<Envelope<CallData<typeof walletCalls.play> | null>> {
  const { tx, member, posted } = scope;
  const now = ctx.options.now();
  const gameCode = body.game_code ?? '';
  const device = body.device ?? 1;
  const [read] = await run(tx, PLAY_READS, [
    member.id,
    ctx.options.defaultBrand,
    member.currency,
    body.gpId,
    now.toISOString(),
  ]);
  if (read!.site_closed) return fail('201', GAME_START['201'].text);
  const rgRefusal = playRefusal(read!.block_ends_ms == null ? null : { endsAt: new Date(read!.block_ends_ms) });
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

  let wallets = walletsOf(read!.wallets);
  if (read!.open) {
    const open = openGameOf(read!.open);
    if (open.gpId === body.gpId && open.gameType === body.game_type && open.gameCode === gameCode) {
      return fail('202', GAME_START['202'].text);
    }
    // SPEC §5: on non-desktop a game already playing refuses; on desktop the other game is closed first.
    if (device !== 1) return fail('204', GAME_START['204'].text);
    await closeSession(scope, open, 'switch', now);
    // The main balance changed: read again.
    wallets = null;
  }

  wallets ??= await memberWallets(tx, member.id, member.currency, body.gpId);
  const mainId = wallets.main.id;
  const walletId = wallets.provider.id;
  const amount = wallets.main.balance;
  const session: OpenGame = {
    id: read!.next_game_id,
    gpId: body.gpId,
    gameType: body.game_type,
    gameCode,
    currency: member.currency,
  };
  const game_url = launchUrl(ctx, '/game/launch', {
    kind: 'real',
    sid: session.id,
    mid: member.id,
    acct: member.account,
    gp: body.gpId,
    gt: body.game_type,
    game: gameCode,
    cur: member.currency,
    dev: device,
    ...(body.lobby_url ? { lobby: body.lobby_url } : {}),
  });
  const answer = ok({ game_url, session_id: session.id, transferred: toMajor(amount, member.currency) });
  const r = await postEntryInTxWith(
    tx,
    OPEN_GAME,
    [
      member.id,
      session.id,
      body.gpId,
      body.game_type,
      gameCode,
      game?.id ?? null,
      device,
      member.currency,
      scope.sessionId,
      amount.toString(),
      now.toISOString(),
      ...answerValues(scope, answer),
    ],
    amount > 0n
      ? {
          idempotencyKey: `game:${session.id}:in`,
          kind: 'transfer_in',
          postings: [
            { accountId: mainId, amount: -amount },
            { accountId: walletId, amount },
          ],
          memo: { session_id: session.id, gp_id: body.gpId, game_code: gameCode },
        }
      : null,
  );
  if (r?.posted) posted.push(r.posted);
  const urlEvent: GameUrlEvent = {
    session_id: session.id,
    gp_id: body.gpId,
    game_type: body.game_type,
    game_code: gameCode,
    game_url,
  };
  scope.events.push({ channel: memberChannel(member.id), event: 'game.url', data: { ...urlEvent } });
  queueStatus(scope, session, 'open', 'play1');
  return answer;
}

/** POST /member/game/leave1: closes the open game (if any) and brings its provider balance back. */
export async function leave(
  ctx: AppContext,
  scope: MoneyCallScope<TransferMember>,
): Promise<Envelope<LeaveGameResponse>> {
  const [read] = await run(scope.tx, LEAVE_READS, [scope.member.id]);
  if (!read) return ok({ closed: 0, amount: 0 });
  const open = openGameOf(read);
  const answerOf = (amount: bigint): Envelope<LeaveGameResponse> =>
    ok({ closed: 1, gp_id: open.gpId, amount: toMajor(amount, scope.member.currency) });
  const amount = await closeSession(scope, open, 'leave1', ctx.options.now(), walletsOf(read.wallets), answerOf);
  return answerOf(amount);
}

/**
 * One-key transfer back (`all`) and balance_get_back (`last`: the provider of the member's most
 * recent game, or every wallet when the member never played). Codes 101–105, cooldown 10 s.
 */
export async function transferBack(
  ctx: AppContext,
  scope: MoneyCallScope<TransferMember>,
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
