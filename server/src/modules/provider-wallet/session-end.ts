/**
 * The end of a game reported by the provider (SPEC §3: leave1 and the end of a game bring the money
 * back; SPEC §7 forward_game.status). The simulator calls POST /api/provider/wallet/session-end (signed
 * like the other wallet calls) when the player presses "Back to lobby":
 *
 * - in one transaction with the member row locked (the same lock as play1, leave1 and the wallet
 *   calls, so they never interleave): the rounds of that member at that provider still open are
 *   refunded (a round the provider will never settle is rolled back, as /rollback does: bet back
 *   from provider_float to member_provider; a late win for it is then refused with 316); then the
 *   session is closed with reason 'provider' through closeSession, which brings the whole provider
 *   balance back to the main wallet;
 * - idempotent by the session: a session already closed (by this call, leave1, a switch or the
 *   one-key transfer back's rules) changes nothing and answers `ended: false` with how it closed;
 * - after the commit: member.cash (ledger listeners) and forward_game.status {status: 'closed',
 *   reason: 'provider'}.
 */
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { gameSessions, members } from '../../db/schema';
import { providerRounds } from '../../db/schema-provider';
import { ok, type Envelope } from '../../http/envelope';
import { ensureAccount, notifyPosted, postEntryInTx, type PostedEntry } from '../ledger/ledger';
import type { RealtimeEvent } from '../../realtime/publish';
import { publishAfterCommit, type MoneyCallScope } from '../../http/idempotency';
import { closeSession } from '../wallet/transfer-wallet';
import {
  PROVIDER_WALLET_CODES,
  type ProviderSessionEndBody as SessionEndBody,
  type ProviderWalletCode,
} from '@site/shared/contracts';

export interface SessionEndAnswer {
  session_id: number;
  /** True when this call closed the session; false when it was already closed (nothing changed). */
  ended: boolean;
  /** How the session closed: provider (this call), leave1, switch. */
  reason: string;
  /** Minor units brought back to the main wallet when the session closed. */
  amount: number;
  /** Open rounds refunded by this call. */
  refunded_rounds: number;
  currency: string;
}

const refuse = (code: ProviderWalletCode): Envelope<null> => ({
  code,
  message: PROVIDER_WALLET_CODES[code].text,
  data: null,
});

export async function walletSessionEnd(
  ctx: AppContext,
  body: SessionEndBody,
): Promise<Envelope<SessionEndAnswer | null>> {
  return endGameSession(ctx, body, 'provider');
}

/**
 * Ends one game session: the rounds left open at its provider refunded, the provider balance back
 * in the main wallet, in one transaction under the member's row lock; nothing if it is already
 * closed. Shared by the provider's session-end call and the idle sweep (idle-games.ts).
 */
export async function endGameSession(
  ctx: AppContext,
  body: Pick<SessionEndBody, 'member_id' | 'session_id' | 'gp_id' | 'currency'>,
  reason: 'provider' | 'idle',
  /** For the idle sweep: leave the game open if a bet came after this (read again under the lock). */
  idleSince?: Date,
): Promise<Envelope<SessionEndAnswer | null>> {
  const now = ctx.options.now();
  const posted: PostedEntry[] = [];
  const events: RealtimeEvent[] = [];
  const answer = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [member] = await tx.select().from(members).where(eq(members.id, body.member_id)).for('update');
    if (!member || member.currency !== body.currency) return refuse('302');
    const [session] = await tx.select().from(gameSessions).where(eq(gameSessions.id, body.session_id));
    if (!session || session.memberId !== member.id || session.gpId !== body.gp_id) return refuse('318');
    const inUse = idleSince && (session.lastActivityAt ?? session.openedAt) > idleSince;
    if (session.status !== 'open' || inUse) {
      return ok({
        session_id: session.id,
        ended: false,
        reason: session.closeReason ?? '',
        amount: Number(session.amountOut ?? 0n),
        refunded_rounds: 0,
        currency: session.currency,
      });
    }

    // Rounds the provider left open will never be settled: refund their bets (the /rollback rule).
    const open = await tx
      .select()
      .from(providerRounds)
      .where(
        and(
          eq(providerRounds.gpId, body.gp_id),
          eq(providerRounds.memberId, member.id),
          eq(providerRounds.status, 'open'),
        ),
      );
    if (open.length) {
      const walletId = await ensureAccount(tx, {
        kind: 'member_provider',
        memberId: member.id,
        gpId: body.gp_id,
        currency: member.currency,
      });
      const floatId = await ensureAccount(tx, { kind: 'provider_float', gpId: body.gp_id, currency: member.currency });
      for (const round of open) {
        const rollbackId = `session-end:${session.id}:${round.id}`;
        if (round.betAmount > 0n) {
          const r = await postEntryInTx(tx, {
            idempotencyKey: `provider:${body.gp_id}:${rollbackId}`,
            kind: 'game_rollback',
            postings: [
              { accountId: floatId, amount: -round.betAmount },
              { accountId: walletId, amount: round.betAmount },
            ],
            memo: {
              gp_id: body.gp_id,
              round_id: round.roundId,
              bet_transaction_id: round.betTransactionId,
              reason: 'session_end',
            },
          });
          if (r.posted) posted.push(r.posted);
        }
        await tx
          .update(providerRounds)
          .set({ status: 'rolled_back', rollbackTransactionId: rollbackId, rolledBackAt: now })
          .where(eq(providerRounds.id, round.id));
      }
    }

    const scope: MoneyCallScope = { tx, member, sessionId: null, posted, events };
    const amount = await closeSession(scope, session, reason, now);
    return ok({
      session_id: session.id,
      ended: true,
      reason,
      amount: Number(amount),
      refunded_rounds: open.length,
      currency: session.currency,
    });
  });
  notifyPosted(ctx.db, posted);
  publishAfterCommit(ctx, events);
  return answer;
}
