/**
 * The agent area's reports and settlement calls: OperationTable and StratifiedTable (reports.ts),
 * PerformanceSettlement's list and statement (settlement.ts), all for active agents only (code 101
 * otherwise), and the operator's settlement run (agentOperatorCalls.settle, X-Operator-Key; the
 * platform also runs it every hour, see startAgentSettlementTimer).
 */
import type { FastifyInstance } from 'fastify';
import { agentCalls, agentOperatorCalls } from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import { memberNow, type AppContext } from '../../context';
import { routeCall, withDefaults } from '../../http/call';
import { ApiError, fail, ok } from '../../http/envelope';
import { requireOperator } from '../operator/auth';
import { requireActiveAgent } from './programme';
import { operationReport, stratifiedReport } from './reports';
import { isClosedMonth, lastClosedMonth, settleAgents, settlementDetail, settlementsOf } from './settlement';

const NO_STATEMENT = agentCalls.settlement.codes['102'].text;

export function agentReportModule(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const preHandler = [ctx.auth.requireMember, requireActiveAgent];

  routeCall(app, agentCalls.operationReport, { preHandler }, async (request) =>
    ok(await operationReport(db, request.auth!.member, request.body)),
  );

  routeCall(app, agentCalls.stratifiedReport, { preHandler }, async (request) =>
    ok(await stratifiedReport(db, request.auth!.member, request.body)),
  );

  routeCall(app, agentCalls.settlements, { preHandler }, async (request) => {
    const member = request.auth!.member;
    const body = withDefaults(request.body, { page: 1, count: 20 });
    return ok(await settlementsOf(db, member, memberNow(ctx, member.id), body.page, body.count));
  });

  routeCall(app, agentCalls.settlement, { preHandler }, async (request) => {
    const detail = await settlementDetail(db, request.auth!.member.id, request.body.id);
    return detail ? ok(detail) : fail('102', NO_STATEMENT);
  });

  const key = ctx.options.operatorApiKey;
  if (!key) return; // no key configured: the operator API does not exist (404)
  routeCall(app, agentOperatorCalls.settle, { onRequest: requireOperator(key) }, async (request) => {
    const body = withDefaults(request.body, { site_id: 1 });
    const now = ctx.options.now();
    const period = body.period ?? lastClosedMonth(now);
    if (!isClosedMonth(period, now)) {
      throw new ApiError(
        400,
        '400',
        `period: ${period} is not a closed month (America/Caracas)`,
        {},
        { message_key: 'not_allowed', field: 'period' },
      );
    }
    const result = await settleAgents(db, { siteId: body.site_id, period, now });
    return ok({
      period: result.period,
      settled: result.settled,
      already: result.already,
      total_commission_by_currency: Object.fromEntries(
        Object.entries(result.totalCommissionByCurrency).map(([cur, minor]) => [cur, toMajor(minor, cur)]),
      ),
    });
  });
}
