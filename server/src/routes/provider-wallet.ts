/**
 * The provider wallet API (issue 4), called by game providers (here: the provider simulator),
 * never by the browser. POST /api/provider/wallet/{balance,bet,win,rollback}; each call is signed:
 * `x-provider-id: <gp_id>` and `x-signature: <hex HMAC-SHA256 of the raw body>` with that
 * provider's key (src/provider-wallet/signature.ts). Amounts are integer minor units. Rules and
 * codes: src/provider-wallet/wallet.ts and src/provider-sim/README.md.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { ApiError } from '../http/envelope';
import { int, obj, routeSchema, str, type JsonSchema } from '../http/schemas';
import { PROVIDER_ID_HEADER, SIGNATURE_HEADER, verifyBody, walletSecretFromEnv } from '../provider-wallet/signature';
import {
  PROVIDER_WALLET_CODES,
  providerExists,
  walletBalance,
  walletBet,
  walletRollback,
  walletWin,
  type BetRequest,
  type RollbackRequest,
  type WalletBase,
  type WinRequest,
} from '../provider-wallet/wallet';

const rawBodies = new WeakMap<FastifyRequest, string>();

const codeList = Object.entries(PROVIDER_WALLET_CODES)
  .map(([code, text]) => `${code} ${text}`)
  .join('; ');

const id = (description: string) => str({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$', description });
const base: Record<string, JsonSchema> = {
  gp_id: str({ minLength: 1, maxLength: 20, description: 'The provider; must equal the x-provider-id header' }),
  member_id: int({ minimum: 1 }),
  currency: str({ minLength: 3, maxLength: 3 }),
};
const answer = {
  type: 'object',
  required: ['balance', 'currency'],
  properties: {
    balance: int({ description: "The member's balance at this provider after the call (minor units)" }),
    currency: str(),
    transaction_id: str(),
    round_id: str(),
    created: { type: 'boolean', description: 'False when the transaction id had already been applied (nothing changed)' },
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
  const secret = walletSecretFromEnv();
  const { db, options } = ctx;

  return app.register(
    async (scope) => {
      // The signature covers the exact bytes sent: keep the raw body beside the parsed one.
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
        rawBodies.set(request, body as string);
        try {
          done(null, (body as string).trim() === '' ? {} : JSON.parse(body as string));
        } catch {
          done(new ApiError(400, '400', 'The body is not valid JSON'), undefined);
        }
      });
      scope.addHook('preHandler', async (request) => {
        const gp = request.headers[PROVIDER_ID_HEADER];
        const sig = request.headers[SIGNATURE_HEADER];
        const body = request.body as WalletBase;
        const raw = rawBodies.get(request) ?? '';
        if (typeof gp !== 'string' || typeof sig !== 'string' || body.gp_id !== gp || !verifyBody(secret, gp, raw, sig) || !(await providerExists(db, gp))) {
          throw new ApiError(401, '301', PROVIDER_WALLET_CODES['301']);
        }
      });

      const schema = (summary: string, properties: Record<string, JsonSchema>, description: string, optional: string[] = []) =>
        ({
          ...routeSchema({
            summary,
            description: `${description} Signed: x-provider-id and x-signature (HMAC-SHA256 of the raw body, hex). Codes: ${codeList}.`,
            tags: ['provider'],
            body: {
              ...obj({ ...base, ...properties }, { additionalProperties: false }),
              required: [...Object.keys(base), ...Object.keys(properties)].filter((k) => !optional.includes(k)),
            },
            data: answer,
            errors: [401],
          }),
          headers: signedHeaders,
        }) as Record<string, unknown>;

      scope.post(
        '/balance',
        { schema: schema('The member\'s balance at the provider', {}, 'The member_provider account of (member, gp_id).') },
        async (request) => walletBalance(db, request.body as WalletBase),
      );
      scope.post(
        '/bet',
        {
          schema: schema(
            'Take a bet (one per round)',
            {
              transaction_id: id('Idempotent per provider'),
              round_id: id('The round this bet opens'),
              amount: int({ minimum: 1, description: 'Minor units' }),
              game_code: str({ maxLength: 100 }),
              game_type: int({ minimum: 0, maximum: 99 }),
            },
            'Moves the amount from the member to the provider float; refused (310) when the balance is short.',
            ['game_code', 'game_type'],
          ),
        },
        async (request) => {
          const body = { game_code: '', game_type: 0, ...(request.body as BetRequest) };
          return walletBet(db, body, options.now());
        },
      );
      scope.post(
        '/win',
        {
          schema: schema(
            'Settle a round with its win (0 for a loss)',
            {
              transaction_id: id('Idempotent per provider'),
              round_id: id('The round of the bet'),
              amount: int({ minimum: 0, description: 'Minor units' }),
              detail: { type: 'object', additionalProperties: true, description: 'The outcome, kept in the bet history' },
            },
            'Settles the open round round_id and credits the win.',
            ['detail'],
          ),
        },
        async (request) => walletWin(db, request.body as WinRequest, options.now()),
      );
      scope.post(
        '/rollback',
        {
          schema: schema(
            'Roll a bet back',
            {
              transaction_id: id('Idempotent per provider'),
              bet_transaction_id: id('The bet to refund (it may never have arrived)'),
              round_id: id('The round, if known'),
            },
            'Refunds an open round. A bet never seen: accepted and recorded, so the late bet is refused (312). After a win: 314.',
            ['round_id'],
          ),
        },
        async (request) => walletRollback(db, request.body as RollbackRequest, options.now()),
      );
    },
    { prefix: '/provider/wallet' },
  );
}
