/**
 * The promotion calls of @site/shared/contracts (`promotionCalls`):
 * - the red envelope, token required: the envelope open to the member now, and its claim (a money
 *   call: cash into the main wallet through the ledger);
 * - discounts: the list, one with its body, and the pop-up ones with their history, readable by
 *   visitors (site_id + currency + language; a token adds the member's applications); applying, a
 *   money call;
 * - the daily sign-in, token required: its status, and signing in (a money call).
 */
import type { FastifyInstance } from 'fastify';
import { DISCOUNT_POP_UP_HISTORY_MAX, promotionCalls } from '@site/shared/contracts';
import { memberNow, type AppContext } from '../../context';
import { routeCall } from '../../http/call';
import { ok } from '../../http/envelope';
import { runMoneyCall } from '../../http/idempotency';
import { contentLanguage } from '../content/texts';
import { claimRedEnvelope, currentEnvelope, envelopeView } from './red-envelope';
import { applyDiscount, discountDetail, listDiscounts, popUpDiscounts } from './discounts';
import { signIn, signInStatus } from './sign-in';

export function promotionsModule(app: FastifyInstance, ctx: AppContext) {
  const { requireMember, optionalMember } = ctx.auth;
  const now = () => ctx.options.now();

  routeCall(app, promotionCalls.redEnvelope, { preHandler: requireMember }, async (request) => {
    const row = await currentEnvelope(ctx.db, request.auth!.member, now());
    return ok(row ? envelopeView(row) : null);
  });

  routeCall(app, promotionCalls.claimRedEnvelope, { preHandler: requireMember }, async (request) => {
    const { id } = request.body;
    return runMoneyCall(ctx, request, (scope) => claimRedEnvelope(scope, id, now()));
  });

  // Discounts ----------------------------------------------------------------------------------
  routeCall(app, promotionCalls.discounts, { preHandler: optionalMember }, async (request) => {
    const b = request.body;
    const scope = {
      siteId: b.site_id,
      currency: b.currency,
      language: contentLanguage(b.language, request.headers.lang),
      memberId: request.auth?.member.id ?? null,
      gtId: b.gt_id ?? null,
    };
    return ok(await listDiscounts(ctx.db, scope, now()));
  });

  routeCall(app, promotionCalls.discountDetail, { preHandler: optionalMember }, async (request) => {
    const b = request.body;
    return discountDetail(
      ctx.db,
      {
        siteId: b.site_id,
        currency: b.currency,
        language: contentLanguage(b.language, request.headers.lang),
        memberId: request.auth?.member.id ?? null,
        id: b.id,
      },
      now(),
    );
  });

  routeCall(app, promotionCalls.applyDiscount, { preHandler: requireMember }, async (request) => {
    const { id } = request.body;
    return runMoneyCall(ctx, request, (scope) => applyDiscount(scope, id, now()));
  });

  routeCall(app, promotionCalls.popUpDiscounts, { preHandler: optionalMember }, async (request) => {
    const b = request.body;
    const scope = {
      siteId: b.site_id,
      currency: b.currency,
      language: contentLanguage(b.language, request.headers.lang),
      memberId: request.auth?.member.id ?? null,
    };
    return ok(await popUpDiscounts(ctx.db, scope, now(), DISCOUNT_POP_UP_HISTORY_MAX));
  });

  // Daily sign-in ------------------------------------------------------------------------------
  routeCall(app, promotionCalls.signInStatus, { preHandler: requireMember }, async (request) =>
    ok(await signInStatus(ctx.db, request.auth!.member, memberNow(ctx, request.auth!.member.id))),
  );

  routeCall(app, promotionCalls.signIn, { preHandler: requireMember }, async (request) => {
    const { date } = request.body;
    return runMoneyCall(ctx, request, (scope) => signIn(scope, date, memberNow(ctx, request.auth!.member.id)));
  });
}
