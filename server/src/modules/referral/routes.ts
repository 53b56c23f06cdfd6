/**
 * The referral calls (`referralCalls`: RecommendProject, the referred members with their search,
 * the rewards paid) and the cash-surplus calls (`cashSurplusCalls`: detail and claim, a money call)
 * of @site/shared/contracts, token required. Whether each feature is on is answered by
 * /bonus_setting/check and /arks/web/cash_surplus/check (members module).
 */
import type { FastifyInstance } from 'fastify';
import { cashSurplusCalls, referralCalls } from '@site/shared/contracts';
import { memberNow, type AppContext } from '../../context';
import { routeCall, withDefaults } from '../../http/call';
import { ApiError, fail, ok } from '../../http/envelope';
import { runMoneyCall } from '../../http/idempotency';
import { parseDateRange } from '../payments/records';
import { cashSurplusDetail, claimCashSurplus } from './cash-surplus';
import { programmeOpen, recommendProject, referralRewardsOf, referredMembers } from './referral';

const CLOSED = referralCalls.recommendProject.codes['101'].text;

export function referralModule(app: FastifyInstance, ctx: AppContext) {
  const { requireMember } = ctx.auth;
  const { db } = ctx;

  routeCall(app, referralCalls.recommendProject, { preHandler: requireMember }, async (request) => {
    const member = request.auth!.member;
    if (!(await programmeOpen(db, member.siteId, member.currency))) return fail('101', CLOSED);
    return ok(await recommendProject(db, member));
  });

  routeCall(app, referralCalls.recommendMembers, { preHandler: requireMember }, async (request) => {
    const member = request.auth!.member;
    const body = withDefaults(request.body, { page: 1, count: 20 });
    if ((body.start_date === undefined) !== (body.end_date === undefined)) {
      const field = body.start_date === undefined ? 'start_date' : 'end_date';
      throw new ApiError(
        400,
        '400',
        `${field} is required with the other date`,
        {},
        { message_key: 'required', field },
      );
    }
    const range = body.start_date && body.end_date ? parseDateRange(body.start_date, body.end_date) : undefined;
    if (!(await programmeOpen(db, member.siteId, member.currency))) return fail('101', CLOSED);
    return ok(await referredMembers(db, member, { account: body.account, range }, body.page, body.count));
  });

  routeCall(app, referralCalls.recommendRewards, { preHandler: requireMember }, async (request) => {
    const body = withDefaults(request.body, { page: 1, count: 20 });
    return ok(await referralRewardsOf(db, request.auth!.member, body.page, body.count));
  });

  routeCall(app, cashSurplusCalls.detail, { preHandler: requireMember }, async (request) => {
    const member = request.auth!.member;
    return ok(await cashSurplusDetail(db, member, memberNow(ctx, member.id)));
  });

  routeCall(app, cashSurplusCalls.claim, { preHandler: requireMember }, async (request) =>
    runMoneyCall(ctx, request, (scope) => claimCashSurplus(scope, memberNow(ctx, scope.member.id))),
  );
}
