/**
 * The provider wallet API, called by game providers (here: the provider simulator),
 * never by the browser. POST /api/provider/wallet/{balance,bet,win,rollback,session-end}; each call is signed:
 * `x-provider-id: <gp_id>` and `x-signature: <hex HMAC-SHA256 of the raw body>` with that
 * provider's key (signature.ts). Amounts are integer minor units. The calls: @site/shared/contracts
 * providerWalletCalls. Rules and
 * codes: wallet.ts and src/provider-sim/README.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import {
  PROVIDER_ID_HEADER,
  PROVIDER_WALLET_CODES,
  providerWalletCalls,
  SIGNATURE_HEADER,
  type ProviderWalletBase,
} from '@site/shared/contracts';
import { routeCall } from '../../http/call';
import { ApiError } from '../../http/envelope';
import { verifyBody } from './signature';
import { walletSessionEnd } from './session-end';
import { providerExists, walletBalance, walletBet, walletRollback, walletWin } from './wallet';

const rawBodies = new WeakMap<FastifyRequest, string>();

export function providerWalletRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const secret = options.providerWalletSecret;

  // Its own scope: the raw-body parser and the signature check apply to these calls only.
  return app.register(async (scope) => {
    // The signature covers the exact bytes sent: keep the raw body beside the parsed one.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      rawBodies.set(request, text);
      try {
        done(null, text.trim() === '' ? {} : JSON.parse(text));
      } catch {
        done(new ApiError(400, '400', 'The body is not valid JSON'), undefined);
      }
    });
    scope.addHook<{ Body: ProviderWalletBase }>('preHandler', async (request) => {
      const gp = request.headers[PROVIDER_ID_HEADER];
      const sig = request.headers[SIGNATURE_HEADER];
      const body = request.body;
      const raw = rawBodies.get(request) ?? '';
      if (
        typeof gp !== 'string' ||
        typeof sig !== 'string' ||
        body.gp_id !== gp ||
        !verifyBody(secret, gp, raw, sig) ||
        !(await providerExists(db, gp))
      ) {
        throw new ApiError(401, '301', PROVIDER_WALLET_CODES['301'].text);
      }
    });

    const calls = providerWalletCalls;
    routeCall(scope, calls.balance, {}, async (request) => walletBalance(db, request.body));
    routeCall(scope, calls.bet, {}, async (request) =>
      walletBet(db, { game_code: '', game_type: 0, ...request.body }, options.now()),
    );
    routeCall(scope, calls.win, {}, async (request) => walletWin(db, request.body, options.now()));
    routeCall(scope, calls.rollback, {}, async (request) => walletRollback(db, request.body, options.now()));
    routeCall(scope, calls.sessionEnd, {}, async (request) => walletSessionEnd(ctx, request.body));
  });
}
