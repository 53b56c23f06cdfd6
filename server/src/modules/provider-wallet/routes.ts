/**
 * The provider wallet API, called by game providers (here: the provider simulator),
 * never by the browser. POST /api/provider/wallet/{balance,bet,win,rollback,session-end}; each call is signed:
 * `x-provider-id: <gp_id>` and `x-signature: <hex HMAC-SHA256 of the raw body>` with that
 * provider's key (signature.ts). Amounts are integer minor units. Bodies: schemas.ts. Rules and
 * codes: wallet.ts and src/provider-sim/README.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/envelope';
import { codeList, int, routeSchema, str, type JsonSchema } from '../../http/schemas';
import { PROVIDER_ID_HEADER, SIGNATURE_HEADER, verifyBody } from './signature';
import type { Static } from '@site/shared/contracts';
import { BalanceBody, BetBody, RollbackBody, SessionEndBody, WinBody, type WalletBase } from './schemas';
import { walletSessionEnd } from './session-end';
import { PROVIDER_WALLET_CODES, providerExists, walletBalance, walletBet, walletRollback, walletWin } from './wallet';

const rawBodies = new WeakMap<FastifyRequest, string>();

const codes = codeList(PROVIDER_WALLET_CODES);

const answer = {
  type: 'object',
  required: ['balance', 'currency'],
  properties: {
    balance: int({ description: "The member's balance at this provider after the call (minor units)" }),
    currency: str(),
    transaction_id: str(),
    round_id: str(),
    created: {
      type: 'boolean',
      description: 'False when the transaction id had already been applied (nothing changed)',
    },
  },
};
const signedHeaders = {
  type: 'object',
  properties: {
    [PROVIDER_ID_HEADER]: str({ description: 'The calling provider (gp_id)' }),
    [SIGNATURE_HEADER]: str({ description: "Hex HMAC-SHA256 of the raw body with the provider's key" }),
  },
};

export function providerWalletRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, options } = ctx;
  const secret = options.providerWalletSecret;

  return app.register(
    async (scope) => {
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
      scope.addHook<{ Body: WalletBase }>('preHandler', async (request) => {
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
          throw new ApiError(401, '301', PROVIDER_WALLET_CODES['301']);
        }
      });

      const schema = (summary: string, body: JsonSchema, description: string, data: JsonSchema = answer) =>
        ({
          ...routeSchema({
            summary,
            description: `${description} Signed: x-provider-id and x-signature (HMAC-SHA256 of the raw body, hex). Codes: ${codes}.`,
            tags: ['provider'],
            body,
            data,
            errors: [401],
          }),
          headers: signedHeaders,
        }) as Record<string, unknown>;

      scope.post<{ Body: Static<typeof BalanceBody> }>(
        '/balance',
        {
          schema: schema(
            "The member's balance at the provider",
            BalanceBody,
            'The member_provider account of (member, gp_id).',
          ),
        },
        async (request) => walletBalance(db, request.body),
      );
      scope.post<{ Body: Static<typeof BetBody> }>(
        '/bet',
        {
          schema: schema(
            'Take a bet (one per round)',
            BetBody,
            'Moves the amount from the member to the provider float; refused (310) when the balance is short.',
          ),
        },
        async (request) => {
          const body = { game_code: '', game_type: 0, ...request.body };
          return walletBet(db, body, options.now());
        },
      );
      scope.post<{ Body: Static<typeof WinBody> }>(
        '/win',
        {
          schema: schema(
            'Settle a round with its win (0 for a loss)',
            WinBody,
            'Settles the open round round_id and credits the win.',
          ),
        },
        async (request) => walletWin(db, request.body, options.now()),
      );
      scope.post<{ Body: Static<typeof RollbackBody> }>(
        '/rollback',
        {
          schema: schema(
            'Roll a bet back',
            RollbackBody,
            'Refunds an open round. A bet never seen: accepted and recorded, so the late bet is refused (312). After a win: 314.',
          ),
        },
        async (request) => walletRollback(db, request.body, options.now()),
      );
      scope.post<{ Body: Static<typeof SessionEndBody> }>(
        '/session-end',
        {
          schema: schema(
            'End of a game reported by the provider: close the session, bring the provider balance back',
            SessionEndBody,
            "Closes the member's open game session session_id at this provider with reason 'provider': rounds still open are refunded " +
              '(a late win for them is refused, 316), then the whole provider balance goes back to the main wallet; member.cash and ' +
              "forward_game.status {status: 'closed', reason: 'provider'} follow on private member.{id}. Idempotent: a session already closed " +
              'changes nothing (ended false, with how and how much it closed). 318: no such session of this member at this provider.',
            {
              type: 'object',
              required: ['session_id', 'ended', 'reason', 'amount', 'refunded_rounds', 'currency'],
              properties: {
                session_id: int(),
                ended: { type: 'boolean', description: 'False when the session was already closed (nothing changed)' },
                reason: str({ description: 'How the session closed: provider, leave1, switch' }),
                amount: int({ description: 'Minor units brought back to the main wallet when it closed' }),
                refunded_rounds: int({ description: 'Open rounds refunded by this call' }),
                currency: str(),
              },
            },
          ),
        },
        async (request) => walletSessionEnd(ctx, request.body),
      );
    },
    { prefix: '/provider/wallet' },
  );
}
