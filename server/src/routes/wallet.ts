/**
 * Transfer wallet routes (SPEC §7 "Games" play1/leave1, "Auth and member" balance calls; §8 codes).
 * Money routes: every one takes an optional `Idempotency-Key` header (or
 * `idempotency_key` body field): same key + same body → the stored first answer; same key + another
 * body → HTTP 409, code '409'.
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { arr, codeList, IDEMPOTENCY_DOC, int, num, obj, routeSchema, str } from '../http/schemas';
import { runMoneyCall } from '../wallet/idempotency';
import {
  GAME_START_MESSAGES,
  leave,
  play,
  transferBack,
  TRANSFER_BACK_MESSAGES,
  type PlayRequest,
} from '../wallet/transfer-wallet';

const anyBody = {
  type: 'object',
  additionalProperties: true,
  properties: { idempotency_key: str({ maxLength: 200 }) },
};

export function walletRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireMember } = ctx.auth;

  app.post(
    '/member/game/play1',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Start a real-money game: the whole main balance moves into the provider wallet (SPEC §7, §5, §8)',
        description: `${IDEMPOTENCY_DOC} Success data: game_url (the provider simulator at PROVIDER_SIM_URL with a signed launch token), session_id, transferred (major units). Codes: ${codeList(GAME_START_MESSAGES)}. 203 carries data {start_at, end_at} (ISO 8601; end_at '' when open-ended).`,
        tags: ['games'],
        body: {
          type: 'object',
          required: ['gpId', 'game_type'],
          additionalProperties: true,
          properties: {
            gpId: str({ pattern: '^GP[0-9A-Za-z_]{1,20}$' }),
            game_type: int({ minimum: 2, maximum: 9 }),
            game_code: str({ maxLength: 64, default: '' }),
            lobby_url: str({ maxLength: 2000 }),
            extra: {},
            device: int({ minimum: 1, maximum: 7, default: 1 }),
            idempotency_key: str({ maxLength: 200 }),
          },
        },
        data: {
          type: 'object',
          properties: {
            game_url: str(),
            session_id: int(),
            transferred: num(),
            start_at: str(),
            end_at: str(),
          },
        },
        auth: true,
        errors: [409],
      }),
    },
    async (request) => {
      // Loaded outside the call's transaction: on PGlite (one connection) a first load inside it would wait for the transaction forever.
      await ctx.catalogue.load();
      return runMoneyCall(ctx, request, (scope) => play(ctx, scope, request.body as PlayRequest));
    },
  );

  app.post(
    '/member/game/leave1',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Leave the open game: its provider balance comes back to the main wallet (SPEC §7)',
        description: `${IDEMPOTENCY_DOC} data {closed: 1, gp_id, amount} or {closed: 0, amount: 0} when no game is open.`,
        tags: ['games'],
        body: anyBody,
        data: obj(
          { closed: int({ enum: [0, 1] }), amount: num() },
          { properties: { closed: int({ enum: [0, 1] }), amount: num(), gp_id: str() } },
        ),
        auth: true,
        errors: [409],
      }),
    },
    async (request) => runMoneyCall(ctx, request, (scope) => leave(ctx, scope)),
  );

  const backSchema = (summary: string, extra: string) =>
    routeSchema({
      summary,
      description: `${IDEMPOTENCY_DOC} ${extra} Codes (SPEC §8): ${codeList(TRANSFER_BACK_MESSAGES)}. Success data {amount, list:[{gp_id, cash}], skipped:[gp_id in maintenance]}; 103 data {retry_after_s}; 104 data {skipped}.`,
      tags: ['member'],
      body: anyBody,
      data: {
        type: 'object',
        properties: {
          amount: num(),
          list: arr(obj({ gp_id: str(), cash: num() })),
          skipped: arr(str()),
          retry_after_s: int(),
        },
      },
      auth: true,
      errors: [409],
    });

  app.post(
    '/member/profile/balance/all/back',
    {
      preHandler: requireMember,
      schema: backSchema(
        'One-key transfer back: every provider wallet to the main wallet',
        'Wallets of providers in maintenance stay (listed in skipped).',
      ),
    },
    async (request) => runMoneyCall(ctx, request, (scope) => transferBack(ctx, scope, 'all')),
  );

  app.post(
    '/member/profile/balance_get_back',
    {
      preHandler: requireMember,
      schema: backSchema(
        'Balance get back: the wallet of the provider of the last game to the main wallet',
        "Brings back the provider wallet of the member's most recent game (every wallet when the member never played).",
      ),
    },
    async (request) => runMoneyCall(ctx, request, (scope) => transferBack(ctx, scope, 'last')),
  );
}
