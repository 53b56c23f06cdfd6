/**
 * The responsible-gaming calls of @site/shared/contracts (`responsibleGamingCalls`), token required:
 * the state, a deposit limit, the reality-check interval, a time-out and a self-exclusion.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verify } from '@node-rs/argon2';
import { minorDigits } from '@site/shared/money';
import {
  responsibleGamingCalls,
  type RgBlockKind,
  type SelfExclusionPeriod,
  type TimeOutPeriod,
} from '@site/shared/contracts';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { routeCall } from '../../http/call';
import { ApiError, ok } from '../../http/envelope';
import { revokeSessions, sessionsOf } from '../auth/sessions';
import { amountToMinor } from '../payments/channels';
import { activeBlock, blockView, rgState, setDepositLimit, setRealityCheck, startBlock } from './rules';

const calls = responsibleGamingCalls;

export function responsibleGamingModule(app: FastifyInstance, ctx: AppContext) {
  const { requireMember } = ctx.auth;
  const now = () => ctx.options.now();
  const stateOf = (request: FastifyRequest, db: Db = ctx.db) =>
    rgState(db, request.auth!.member, request.auth!.sessionId, now());

  routeCall(app, calls.state, { preHandler: requireMember }, async (request) => ok(await stateOf(request)));

  routeCall(app, calls.setDepositLimit, { preHandler: requireMember }, async (request) => {
    const member = request.auth!.member;
    const { period, limit } = request.body;
    let minor: bigint | null = null;
    if (limit !== null) {
      minor = amountToMinor(limit, member.currency);
      if (minor === null) {
        throw new ApiError(
          400,
          '400',
          `limit must be a positive amount of ${member.currency} with at most ${minorDigits(member.currency)} decimals`,
          {},
          { message_key: 'invalid', field: 'limit' },
        );
      }
    }
    const result = await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const r = await setDepositLimit(tx, member, period, minor, now());
      return 'change' in r ? { change: r.change, state: await stateOf(request, tx) } : r;
    });
    if ('coolingOffUntil' in result) {
      return {
        code: '101',
        message: calls.setDepositLimit.codes['101'].text,
        data: { until: result.coolingOffUntil.toISOString() },
      };
    }
    return ok(result);
  });

  routeCall(app, calls.setRealityCheck, { preHandler: requireMember }, async (request) => {
    await setRealityCheck(ctx.db, request.auth!.member.id, request.body.interval_minutes, now());
    return ok(await stateOf(request));
  });

  const block = async (
    request: FastifyRequest,
    kind: RgBlockKind,
    period: TimeOutPeriod | SelfExclusionPeriod,
    password: string,
  ) => {
    const member = request.auth!.member;
    const codes = kind === 'time_out' ? calls.timeOut.codes : calls.selfExclusion.codes;
    if (!(await verify(member.passwordHash, password).catch(() => false))) {
      return { code: '101', message: codes['101'].text, data: null };
    }
    const row = await ctx.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const at = now();
      if (await activeBlock(tx, member.id, at)) return null;
      const started = await startBlock(tx, member.id, kind, period, at);
      // The member stops playing now: every session ends (this window logs out on the answer, the
      // others on their next call or when their socket closes).
      await revokeSessions(tx, at, sessionsOf(member.id));
      return started;
    });
    if (!row) return { code: '102', message: codes['102'].text, data: null };
    ctx.sessionsEnded();
    return ok(blockView(row));
  };

  routeCall(app, calls.timeOut, { preHandler: requireMember }, async (request) =>
    block(request, 'time_out', request.body.period, request.body.password),
  );

  routeCall(app, calls.selfExclusion, { preHandler: requireMember }, async (request) =>
    block(request, 'self_exclusion', request.body.period, request.body.password),
  );
}
