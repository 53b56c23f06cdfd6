/**
 * The red-envelope calls of @site/shared/contracts (`promotionCalls`), token required: the envelope
 * open to the member now, and its claim (a money call: cash into the main wallet through the ledger).
 */
import type { FastifyInstance } from 'fastify';
import { promotionCalls } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { routeCall } from '../../http/call';
import { ok } from '../../http/envelope';
import { runMoneyCall } from '../../http/idempotency';
import { claimRedEnvelope, currentEnvelope, envelopeView } from './red-envelope';

export function promotionsModule(app: FastifyInstance, ctx: AppContext) {
  const { requireMember } = ctx.auth;

  routeCall(app, promotionCalls.redEnvelope, { preHandler: requireMember }, async (request) => {
    const row = await currentEnvelope(ctx.db, request.auth!.member, ctx.options.now());
    return ok(row ? envelopeView(row) : null);
  });

  routeCall(app, promotionCalls.claimRedEnvelope, { preHandler: requireMember }, async (request) => {
    const { id } = request.body;
    return runMoneyCall(ctx, request, (scope) => claimRedEnvelope(scope, id, ctx.options.now()));
  });
}
