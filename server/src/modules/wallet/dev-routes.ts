/**
 * POST /api/dev/ledger/credit {account, amount, gp_id?, idempotency_key?} (SITE_DEV_TOOLS=1 only): moves
 * `amount` (major units; negative takes money back) between the house and the member's main wallet
 * (or, with gp_id, the member's wallet at that provider)
 * through postEntry, as the money routes do, without a game or a PSP. The e2e tests use it to
 * watch `member.cash` update an open page. Also: the idle-game sweep with a shorter idle time, a
 * member of a test's own on a login path, and one member's clock for the daily sign-in.
 */
import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { members } from '../../db/schema';
import type { FastifyInstance } from 'fastify';
import { devCalls } from '@site/shared/contracts';
import { toMinor } from '@site/shared/money';
import type { AppContext } from '../../context';
import { findMember } from '../auth/sessions';
import { routeCall } from '../../http/call';
import { ApiError, ok } from '../../http/envelope';
import { ensureAccount, houseAccount, LedgerError, postEntry } from '../ledger/ledger';
import { endIdleGames } from '../provider-wallet/idle-games';

export function devLedgerRoutes(app: FastifyInstance, ctx: AppContext) {
  routeCall(app, devCalls.ledgerCredit, {}, async (request) => {
    const { body } = request;
    const member = await findMember(ctx.db, 1, body.account);
    if (!member) throw new ApiError(404, '404', 'Unknown account');
    let minor: bigint;
    try {
      minor = toMinor(body.amount, member.currency);
    } catch (err) {
      throw new ApiError(400, '400', `amount: ${(err as Error).message}`);
    }
    if (minor === 0n) throw new ApiError(400, '400', 'amount must not be zero');
    const main = await ensureAccount(
      ctx.db,
      body.gp_id
        ? { kind: 'member_provider', memberId: member.id, gpId: body.gp_id, currency: member.currency }
        : { kind: 'member_main', memberId: member.id, currency: member.currency },
    );
    const house = await houseAccount(ctx.db, member.currency);
    try {
      const result = await postEntry(ctx.db, {
        idempotencyKey: body.idempotency_key ?? `dev-credit:${randomUUID()}`,
        kind: 'dev_adjustment',
        postings: [
          { accountId: house, amount: -minor },
          { accountId: main, amount: minor },
        ],
      });
      return ok({ entry_id: result.entryId, created: result.created });
    } catch (err) {
      if (err instanceof LedgerError) throw new ApiError(409, '409', err.message);
      throw err;
    }
  });

  // One sweep pass with the idle time the caller gives: the same code path as the periodic sweep.
  routeCall(app, devCalls.endIdleGames, {}, async (request) => {
    const ended = await endIdleGames({
      ...ctx,
      options: { ...ctx.options, gameIdleMs: request.body.idle_seconds * 1000 },
    });
    return ok({ ended });
  });

  // A member of the test's own on a login path (forced change, double or transfer validation).
  routeCall(app, devCalls.memberFlags, {}, async (request) => {
    const { body } = request;
    const member = await findMember(ctx.db, 1, body.account);
    if (!member) throw new ApiError(404, '404', 'Unknown account');
    await ctx.db
      .update(members)
      .set({
        ...(body.first_login_to_change_password !== undefined
          ? { firstLoginToChangePassword: body.first_login_to_change_password }
          : {}),
        ...(body.double_validation !== undefined ? { doubleValidation: body.double_validation } : {}),
        ...(body.transfer_validation !== undefined ? { transferValidation: body.transfer_validation } : {}),
        ...(body.need_bank_account_deposit_verified !== undefined
          ? { needBankAccountDepositVerified: body.need_bank_account_deposit_verified }
          : {}),
        ...(body.withdraw_password ? { withdrawPasswordHash: await hash(body.withdraw_password) } : {}),
        ...(body.member_phone ? { memberPhone: body.member_phone } : {}),
      })
      .where(eq(members.id, member.id));
    return ok({ account: member.account });
  });

  // One member's clock for its day-bound rules (the daily sign-in): the platform's clock stays put.
  routeCall(app, devCalls.memberClock, {}, async (request) => {
    const { account, offset_ms } = request.body;
    const member = await findMember(ctx.db, 1, account);
    if (!member) throw new ApiError(404, '404', 'Unknown account');
    if (offset_ms === 0) ctx.memberClockOffsets.delete(member.id);
    else ctx.memberClockOffsets.set(member.id, offset_ms);
    return ok({ account: member.account, offset_ms });
  });
}
