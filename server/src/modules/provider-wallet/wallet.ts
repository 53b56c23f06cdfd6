/**
 * The provider wallet: what a game provider calls to read a member's balance at that
 * provider and to take bets, pay wins and roll bets back. The money is the ledger's member_provider
 * account of (member, gp_id) (play1 fills it, leave1 empties it); bets and wins move it against the
 * provider_float account of that provider through postEntryInTx (in the call's transaction, listeners told after the commit), with the
 * transaction record and the round. Amounts are integer minor units.
 *
 * Rules:
 * - every bet/win/rollback has a transaction id, unique per provider: the same id again gets the
 *   stored answer and nothing happens twice; the same id with another request is refused (311);
 * - a bet needs the balance (310) and a new round id (317);
 * - a win settles the open round its round_id names (313 unknown round, 315 settled, 316 rolled back);
 * - a rollback refunds an open round's bet; for a bet never seen it is accepted and recorded, so
 *   the late bet with that id is refused (312); after a win it is refused (314).
 */
import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, gameSessions, members, providers, sessions } from '../../db/schema';
import { providerRounds, providerTransactions } from '../../db/schema-provider';
import { ok, type Envelope } from '../../http/envelope';
import { ensureAccount, notifyPosted, postEntryInTx, type PostedEntry } from '../ledger/ledger';
import { canonicalJson } from './canonical';
import {
  PROVIDER_WALLET_CODES,
  type ProviderBetBody as BetRequestBody,
  type ProviderRollbackBody,
  type ProviderWalletBase as WalletBase,
  type ProviderWalletCode,
  type ProviderWinBody,
} from '@site/shared/contracts';

export interface WalletAnswer {
  balance: number;
  currency: string;
  transaction_id?: string;
  round_id?: string;
  /** False when the call repeated an earlier transaction id (nothing changed this time). */
  created?: boolean;
}

const refuse = (code: ProviderWalletCode): Envelope<null> => ({
  code,
  message: PROVIDER_WALLET_CODES[code].text,
  data: null,
});

export async function providerExists(db: Db, gpId: string): Promise<boolean> {
  const [row] = await db.select({ gpId: providers.gpId }).from(providers).where(eq(providers.gpId, gpId));
  return !!row;
}

interface Scope {
  tx: Db;
  walletId: number;
  floatId: number;
  /** Entries to announce after the commit (notifyPosted). */
  posted: PostedEntry[];
}

async function balanceOf(tx: Db, accountId: number): Promise<bigint> {
  const [row] = await tx.select({ b: accounts.balance }).from(accounts).where(eq(accounts.id, accountId));
  return row?.b ?? 0n;
}

/**
 * Runs one wallet call in a transaction with the member row locked (wallet calls, play1 and leave1
 * of a member are serialised). With a transaction id, the first answer is stored and replayed.
 */
async function walletCall(
  db: Db,
  kind: 'bet' | 'win' | 'rollback' | null,
  body: WalletBase & { transaction_id?: string; round_id?: string },
  handler: (scope: Scope) => Promise<Envelope<WalletAnswer | null>>,
): Promise<Envelope<WalletAnswer | null>> {
  const posted: PostedEntry[] = [];
  const answer = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [member] = await tx
      .select({ id: members.id, currency: members.currency })
      .from(members)
      .where(eq(members.id, body.member_id))
      .for('update');
    if (!member || member.currency !== body.currency) return refuse('302');
    const hash = createHash('sha256')
      .update(`${kind}\n${canonicalJson(body)}`)
      .digest('hex');
    if (kind && body.transaction_id) {
      const [seen] = await tx
        .select()
        .from(providerTransactions)
        .where(
          and(eq(providerTransactions.gpId, body.gp_id), eq(providerTransactions.transactionId, body.transaction_id)),
        );
      if (seen) {
        if (seen.requestHash !== hash) return refuse('311');
        const stored = seen.response as unknown as Envelope<WalletAnswer | null>;
        return stored.data ? { ...stored, data: { ...stored.data, created: false } } : stored;
      }
    }
    const walletId = await ensureAccount(tx, {
      kind: 'member_provider',
      memberId: member.id,
      gpId: body.gp_id,
      currency: member.currency,
    });
    const floatId = await ensureAccount(tx, { kind: 'provider_float', gpId: body.gp_id, currency: member.currency });
    const result = await handler({ tx, walletId, floatId, posted });
    if (kind && body.transaction_id) {
      await tx.insert(providerTransactions).values({
        gpId: body.gp_id,
        transactionId: body.transaction_id,
        kind,
        memberId: member.id,
        roundId: body.round_id ?? null,
        requestHash: hash,
        response: result as unknown as Record<string, unknown>,
      });
    }
    return result;
  });
  notifyPosted(db, posted);
  return answer;
}

const answer = (
  balance: bigint,
  body: WalletBase & { transaction_id?: string; round_id?: string },
): Envelope<WalletAnswer> =>
  ok({
    balance: Number(balance),
    currency: body.currency,
    ...(body.transaction_id ? { transaction_id: body.transaction_id } : {}),
    ...(body.round_id ? { round_id: body.round_id } : {}),
    created: true,
  });

export function walletBalance(db: Db, body: WalletBase) {
  return walletCall(db, null, body, async ({ tx, walletId }) => {
    const { created: _c, ...data } = answer(await balanceOf(tx, walletId), body).data;
    return ok(data);
  });
}

async function roundBy(tx: Db, gpId: string, column: 'round' | 'bet', value: string) {
  const [row] = await tx
    .select()
    .from(providerRounds)
    .where(
      and(
        eq(providerRounds.gpId, gpId),
        eq(column === 'round' ? providerRounds.roundId : providerRounds.betTransactionId, value),
      ),
    );
  return row;
}

/**
 * Whether the game session a bet names may still take bets: a game of this member at this provider
 * (318), open, and opened by a member session that has not ended (319).
 */
async function gameSessionProblem(tx: Db, body: BetRequestBody, now: Date): Promise<'318' | '319' | null> {
  if (body.session_id === undefined) return null;
  const [game] = await tx
    .select({ status: gameSessions.status, memberSessionId: gameSessions.memberSessionId, live: sessions.id })
    .from(gameSessions)
    .leftJoin(
      sessions,
      and(eq(sessions.id, gameSessions.memberSessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .where(
      and(
        eq(gameSessions.id, body.session_id),
        eq(gameSessions.memberId, body.member_id),
        eq(gameSessions.gpId, body.gp_id),
      ),
    );
  if (!game) return '318';
  if (game.status !== 'open' || (game.memberSessionId !== null && game.live === null)) return '319';
  return null;
}

export function walletBet(db: Db, body: BetRequestBody, now: Date) {
  return walletCall(db, 'bet', body, async ({ tx, walletId, floatId, posted }) => {
    const ended = await gameSessionProblem(tx, body, now);
    if (ended) return refuse(ended);
    const tombstone = await roundBy(tx, body.gp_id, 'bet', body.transaction_id);
    if (tombstone) return refuse(tombstone.status === 'rolled_back' ? '312' : '317');
    if (await roundBy(tx, body.gp_id, 'round', body.round_id)) return refuse('317');
    const amount = BigInt(body.amount);
    const balance = await balanceOf(tx, walletId);
    if (balance < amount) return refuse('310');
    const r = await postEntryInTx(tx, {
      idempotencyKey: `provider:${body.gp_id}:${body.transaction_id}`,
      kind: 'game_bet',
      postings: [
        { accountId: walletId, amount: -amount },
        { accountId: floatId, amount },
      ],
      memo: { gp_id: body.gp_id, round_id: body.round_id, game_code: body.game_code ?? '' },
    });
    if (r.posted) posted.push(r.posted);
    await tx.insert(providerRounds).values({
      gpId: body.gp_id,
      roundId: body.round_id,
      memberId: body.member_id,
      currency: body.currency,
      gameCode: body.game_code ?? '',
      gameType: body.game_type ?? 0,
      status: 'open',
      betTransactionId: body.transaction_id,
      betAmount: amount,
      betAt: now,
    });
    // The game is in use: the idle sweep leaves it alone.
    await tx
      .update(gameSessions)
      .set({ lastActivityAt: now })
      .where(
        and(
          eq(gameSessions.memberId, body.member_id),
          eq(gameSessions.gpId, body.gp_id),
          eq(gameSessions.status, 'open'),
        ),
      );
    return answer(balance - amount, body);
  });
}

export function walletWin(db: Db, body: ProviderWinBody, now: Date) {
  return walletCall(db, 'win', body, async ({ tx, walletId, floatId, posted }) => {
    const round = await roundBy(tx, body.gp_id, 'round', body.round_id);
    if (!round || round.memberId !== body.member_id) return refuse('313');
    if (round.status === 'settled') return refuse('315');
    if (round.status === 'rolled_back') return refuse('316');
    const amount = BigInt(body.amount);
    if (amount > 0n) {
      const r = await postEntryInTx(tx, {
        idempotencyKey: `provider:${body.gp_id}:${body.transaction_id}`,
        kind: 'game_win',
        postings: [
          { accountId: floatId, amount: -amount },
          { accountId: walletId, amount },
        ],
        memo: { gp_id: body.gp_id, round_id: body.round_id },
      });
      if (r.posted) posted.push(r.posted);
    }
    await tx
      .update(providerRounds)
      .set({
        status: 'settled',
        winTransactionId: body.transaction_id,
        winAmount: amount,
        settledAt: now,
        detail: body.detail ?? {},
      })
      .where(eq(providerRounds.id, round.id));
    return answer(await balanceOf(tx, walletId), body);
  });
}

export function walletRollback(db: Db, body: ProviderRollbackBody, now: Date) {
  return walletCall(db, 'rollback', body, async ({ tx, walletId, floatId, posted }) => {
    const round = await roundBy(tx, body.gp_id, 'bet', body.bet_transaction_id);
    if (round && round.memberId !== body.member_id) return refuse('313');
    if (!round) {
      // A rollback of a bet never seen: accepted, and recorded so that the late bet is refused.
      const roundId =
        body.round_id && !(await roundBy(tx, body.gp_id, 'round', body.round_id))
          ? body.round_id
          : `rollback:${body.bet_transaction_id}`;
      await tx.insert(providerRounds).values({
        gpId: body.gp_id,
        roundId,
        memberId: body.member_id,
        currency: body.currency,
        status: 'rolled_back',
        betTransactionId: body.bet_transaction_id,
        rollbackTransactionId: body.transaction_id,
        betAt: now,
        rolledBackAt: now,
        detail: { unknown_bet: true },
      });
      return answer(await balanceOf(tx, walletId), body);
    }
    if (round.status === 'settled') return refuse('314');
    if (round.status === 'open') {
      if (round.betAmount > 0n) {
        const r = await postEntryInTx(tx, {
          idempotencyKey: `provider:${body.gp_id}:${body.transaction_id}`,
          kind: 'game_rollback',
          postings: [
            { accountId: floatId, amount: -round.betAmount },
            { accountId: walletId, amount: round.betAmount },
          ],
          memo: { gp_id: body.gp_id, round_id: round.roundId, bet_transaction_id: body.bet_transaction_id },
        });
        if (r.posted) posted.push(r.posted);
      }
      await tx
        .update(providerRounds)
        .set({ status: 'rolled_back', rollbackTransactionId: body.transaction_id, rolledBackAt: now })
        .where(eq(providerRounds.id, round.id));
    }
    // Already rolled back (another rollback id): accepted, nothing more to do.
    return answer(await balanceOf(tx, walletId), body);
  });
}
