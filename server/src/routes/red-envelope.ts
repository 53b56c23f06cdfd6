/**
 * Red-envelope routes (SPEC §7 "Activity": POST /arks/web/activity/red_envelope_promotion, no body
 * → the envelope; POST /arks/web/activity/red_envelope {id} → cash; §8 claim codes).
 */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { ok } from '../http/envelope';
import { codeList, emptyBody, int, num, routeSchema, str } from '../http/schemas';
import { claimRedEnvelope, currentEnvelope, envelopeView, RED_ENVELOPE_MESSAGES } from '../promotions/red-envelope';
import { runMoneyCall } from '../wallet/idempotency';

const codes = codeList(RED_ENVELOPE_MESSAGES);

export function redEnvelopeRoutes(app: FastifyInstance, ctx: AppContext) {
  const { requireMember } = ctx.auth;

  app.post(
    '/arks/web/activity/red_envelope_promotion',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: "The red envelope open to the member now (SPEC §3, §4, §7): the member's site and currency",
        description:
          "data {id, start_at, end_at, timezone, currency} or null when none is open or the member already claimed it (a claimed envelope is not shown). start_at/end_at are wall-clock times in America/Caracas, format `YYYY-MM-DD HH:mm:ss` (no zone suffix, e.g. '2025-05-01 20:00:00' = 2025-05-02T00:00:00Z). The envelope shown is the one ending first.",
        tags: ['activity'],
        body: emptyBody,
        data: {
          type: 'object',
          required: ['id', 'end_at'],
          properties: {
            id: int(),
            start_at: str({ description: 'YYYY-MM-DD HH:mm:ss, America/Caracas' }),
            end_at: str({ description: 'YYYY-MM-DD HH:mm:ss, America/Caracas' }),
            timezone: str({ enum: ['America/Caracas'] }),
            currency: str(),
          },
        },
        auth: true,
      }),
    },
    async (request) => {
      const row = await currentEnvelope(ctx.db, request.auth!.member, ctx.options.now());
      return ok(row ? envelopeView(row) : null);
    },
  );

  app.post(
    '/arks/web/activity/red_envelope',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Claim a red envelope: cash into the main wallet (SPEC §7, §8)',
        description: `One claim per member and envelope; a random amount within the envelope's range, never more than its remaining budget, paid from the promotion pool through the ledger. Success data {cash} in major units. Codes: ${codes}. Optional Idempotency-Key header (or idempotency_key body field) as on every money call (same key + another body: HTTP 409).`,
        tags: ['activity'],
        body: {
          type: 'object',
          required: ['id'],
          additionalProperties: true,
          properties: { id: int({ minimum: 1, maximum: 2147483647 }), idempotency_key: str({ maxLength: 200 }) },
        },
        data: { type: 'object', required: ['cash'], properties: { cash: num() } },
        auth: true,
        errors: [409],
      }),
    },
    async (request) => {
      const { id } = request.body as { id: number };
      return runMoneyCall(ctx, request, (scope) => claimRedEnvelope(scope, id, ctx.options.now()));
    },
  );
}
