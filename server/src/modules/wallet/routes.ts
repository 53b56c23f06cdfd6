/**
 * The transfer-wallet calls of @site/shared/contracts (`walletCalls`), token required: play1, leave1
 * and the two transfer-back calls. Each is a money call (runMoneyCall: one transaction with the member
 * row locked, the Idempotency-Key answered once).
 */
import type { FastifyInstance } from 'fastify';
import { walletCalls } from '@site/shared/contracts';
import { devLedgerRoutes } from './dev-routes';
import type { AppContext } from '../../context';
import { routeCall } from '../../http/call';
import { runMoneyCall } from '../../http/idempotency';
import { leave, play, transferBack, TRANSFER_LOCK } from './transfer-wallet';

/** The wallet module: the transfer wallet, and with SITE_DEV_TOOLS=1 the developer ledger credit. */
export function walletModule(app: FastifyInstance, ctx: AppContext) {
  walletRoutes(app, ctx);
  if (ctx.options.devTools) devLedgerRoutes(app, ctx);
}

function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireMember } = ctx.auth;

  routeCall(app, walletCalls.play, { preHandler: requireMember }, async (request) => {
    // Loaded outside the call's transaction: on PGlite (one connection) a first load inside it would wait for the transaction forever.
    await ctx.catalogue.load();
    const { body } = request;
    return runMoneyCall(ctx, request, (scope) => play(ctx, scope, body), TRANSFER_LOCK);
  });

  routeCall(app, walletCalls.leave, { preHandler: requireMember }, async (request) =>
    runMoneyCall(ctx, request, (scope) => leave(ctx, scope), TRANSFER_LOCK),
  );

  routeCall(app, walletCalls.transferBackAll, { preHandler: requireMember }, async (request) =>
    runMoneyCall(ctx, request, (scope) => transferBack(ctx, scope, 'all'), TRANSFER_LOCK),
  );

  routeCall(app, walletCalls.balanceGetBack, { preHandler: requireMember }, async (request) =>
    runMoneyCall(ctx, request, (scope) => transferBack(ctx, scope, 'last'), TRANSFER_LOCK),
  );
}
