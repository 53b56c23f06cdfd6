/**
 * The agent area's calls (`agentCalls` of @site/shared/contracts): the programme (open to visitors),
 * the application (Register) and the ProxyCenter pages DownlineInfo, Promotion and Transfer, token
 * required; every ProxyCenter call answers 101 to a member who is not an active agent. The operator
 * reviews the applications (`agentOperatorCalls`, X-Operator-Key). The reports and the settlement
 * are registered by report-routes.ts.
 */
import type { FastifyInstance } from 'fastify';
import { minorDigits } from '@site/shared/money';
import { agentCalls, agentOperatorCalls } from '@site/shared/contracts';
import { memberNow, type AppContext } from '../../context';
import { routeCall, withDefaults } from '../../http/call';
import { ApiError, ok } from '../../http/envelope';
import { runMoneyCall } from '../../http/idempotency';
import { memberChannel } from '../../realtime/publish';
import { requireOperator } from '../operator/auth';
import { amountToMinor } from '../payments/channels';
import { parseDateRange } from '../payments/records';
import { applyForAgent, applyStatus, listApplications, reviewApplication } from './applications';
import { agentDownline } from './downline';
import { programmeView, requireActiveAgent } from './programme';
import { agentPromotion } from './promotion';
import { agentTransfer, transfersOf } from './transfer';

export function agentsModule(app: FastifyInstance, ctx: AppContext) {
  const { requireMember } = ctx.auth;
  const { db } = ctx;
  const agentOnly = { preHandler: [requireMember, requireActiveAgent] };

  routeCall(app, agentCalls.programme, {}, async (request) => {
    const body = withDefaults(request.body, { site_id: 1 });
    return ok(await programmeView(db, body.site_id, body.currency));
  });

  routeCall(app, agentCalls.applyStatus, { preHandler: requireMember }, async (request) =>
    ok(await applyStatus(db, request.auth!.member)),
  );

  routeCall(app, agentCalls.apply, { preHandler: requireMember }, async (request) => {
    const member = request.auth!.member;
    return applyForAgent(db, member, request.body, memberNow(ctx, member.id));
  });

  routeCall(app, agentCalls.downline, agentOnly, async (request) => {
    const member = request.auth!.member;
    const body = withDefaults(request.body, { page: 1, count: 20 });
    return agentDownline(db, member, body, memberNow(ctx, member.id));
  });

  routeCall(app, agentCalls.promotion, agentOnly, async (request) => {
    const member = request.auth!.member;
    return ok(await agentPromotion(db, member, memberNow(ctx, member.id)));
  });

  routeCall(app, agentCalls.transfer, agentOnly, async (request) => {
    const { body } = request;
    const member = request.auth!.member;
    const amount = amountToMinor(body.amount, member.currency);
    if (amount === null) {
      throw new ApiError(
        400,
        '400',
        `amount must be a positive amount of ${member.currency} with at most ${minorDigits(member.currency)} decimals`,
        {},
        { message_key: 'invalid', field: 'amount' },
      );
    }
    return runMoneyCall(ctx, request, (scope) =>
      agentTransfer(
        scope,
        { memberId: body.member_id, amount, withdrawPassword: body.withdraw_password, memo: (body.memo ?? '').trim() },
        memberNow(ctx, member.id),
      ),
    );
  });

  routeCall(app, agentCalls.transfers, agentOnly, async (request) => {
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
    return ok(await transfersOf(db, member, { ...body, range }, memberNow(ctx, member.id)));
  });

  const key = ctx.options.operatorApiKey;
  if (!key) return; // no key configured: the operator API does not exist (404)
  const onRequest = requireOperator(key);

  routeCall(app, agentOperatorCalls.applications, { onRequest }, async (request) =>
    ok(await listApplications(db, withDefaults(request.body, { site_id: 1, page: 1, count: 20 }))),
  );

  routeCall(app, agentOperatorCalls.reviewApplication, { onRequest }, async (request) => {
    const reviewed = await reviewApplication(db, request.body, ctx.options.now());
    // The member's open pages read the layout again (is_agent, agent_active, agent_level).
    ctx.publisher.publish({
      channel: memberChannel(reviewed.member_id),
      event: 'profile.updated',
      data: { field: 'agent' },
    });
    return ok(reviewed);
  });
}
