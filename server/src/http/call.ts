/**
 * Registers a route from its description in @site/shared/contracts (one description per call):
 * the method, path, body schema, response schema and OpenAPI text all come from it, so the body a
 * handler receives is the one Fastify validated against that schema, typed from it, and what the
 * handler answers is checked against the call's `data` type.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { ApiCall, CallBody, CallData } from '@site/shared/contracts';
import type { Envelope } from './envelope';
import { routeSchema } from './schemas';

/** A success with the call's data, or a business failure (data null, or data the code table allows). */
export type CallAnswer<C extends ApiCall> = Envelope<CallData<C> | null>;

export interface CallRouteOptions {
  preHandler?: RouteShorthandOptions['preHandler'];
}

export type CallHandler<C extends ApiCall> = (
  request: FastifyRequest<{ Body: CallBody<C> }>,
  reply: FastifyReply,
) => Promise<CallAnswer<C>>;

/** "Codes: 101 No such letter; ..." for the OpenAPI description. */
function describeCodes(call: ApiCall): string | undefined {
  const codes = Object.entries(call.codes).map(([code, { text }]) => `${code} ${text}`);
  const parts = [call.description, codes.length ? `Codes: ${codes.join('; ')}.` : undefined].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/** The route schema of a call (body, response, OpenAPI text), for a route that answers through the reply itself. */
export function callSchema(call: ApiCall): FastifySchema {
  return routeSchema({
    summary: call.summary,
    description: describeCodes(call),
    tags: [...call.tags],
    body: call.body,
    data: call.data,
    auth: call.auth,
    limited: call.limited,
    errors: call.errors ? [...call.errors] : undefined,
  });
}

export function routeCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  options: CallRouteOptions,
  handler: CallHandler<C>,
): void {
  app.route<{ Body: CallBody<C> }>({
    method: call.method,
    url: call.path,
    preHandler: options.preHandler,
    schema: callSchema(call),
    handler,
  });
}
