/**
 * Registers a route from its description in @site/shared/contracts (one description per call):
 * the method, path, body schema, response schema and OpenAPI text all come from it, so the body a
 * handler receives is the one Fastify validated against that schema, typed from it, and what the
 * handler answers is checked against the call's `data` type.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, RouteShorthandOptions } from 'fastify';
import type { ApiCall, CallBody, CallData, CallFailure, CallParams, CallQuery } from '@site/shared/contracts';
import type { Envelope } from './envelope';
import { envelopeOr, errorEnvelope, routeSchema, type JsonSchema } from './schemas';

/** A success with the call's data, or a business failure (data null, or data the code table allows). */
export type CallAnswer<C extends ApiCall> = Envelope<CallData<C> | null> | CallFailure<C>;

export interface CallRouteOptions {
  /** Checks that run before the body is read (the operator key). */
  onRequest?: RouteShorthandOptions['onRequest'];
  preHandler?: RouteShorthandOptions['preHandler'];
  /** false: the handler sends its body compressed already (http/shared-answer.ts). */
  compress?: false;
}

/** What Fastify types the request of a described call with. */
export interface CallRoute<C extends ApiCall> {
  Body: CallBody<C>;
  Querystring: CallQuery<C>;
  Params: CallParams<C>;
}

export type CallHandler<C extends ApiCall> = (
  request: FastifyRequest<CallRoute<C>>,
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
  const failure = call.failure as JsonSchema | undefined;
  const schema = routeSchema({
    summary: call.summary,
    description: describeCodes(call),
    tags: [...call.tags],
    body: call.method === 'GET' ? undefined : call.body,
    querystring: call.query,
    params: call.params,
    data: call.data,
    response: failure
      ? { 200: envelopeOr(failure, call.data), 400: failure, 500: failure }
      : call.produces
        ? {
            200: { type: 'string', description: call.produces },
            ...Object.fromEntries(
              (call.errors ?? []).map((status) =>
                status === 304 ? [status, { type: 'null', description: 'Not modified' }] : [status, errorEnvelope],
              ),
            ),
            400: errorEnvelope,
          }
        : call.envelope
          ? { 200: call.envelope, 500: errorEnvelope }
          : undefined,
    auth: call.auth,
    limited: call.limited,
    errors: [...(call.security ? [401] : []), ...(call.errors ?? [])],
  });
  return {
    ...schema,
    ...(call.security ? { security: [{ [call.security]: [] }] } : {}),
    ...(call.headers ? { headers: call.headers } : {}),
  };
}

export function routeCall<C extends ApiCall>(
  app: FastifyInstance,
  call: C,
  options: CallRouteOptions,
  handler: CallHandler<C>,
): void {
  app.route<CallRoute<C>>({
    method: call.method,
    url: call.path,
    onRequest: options.onRequest,
    preHandler: options.preHandler,
    ...(options.compress === false ? { compress: false } : {}),
    schema: callSchema(call),
    handler,
  });
}

/**
 * A validated body with the defaults of its schema present in its type: the validation has filled
 * them in already (Ajv's useDefaults); this says so to the compiler, and fills them should a caller
 * bypass the validation.
 */
export function withDefaults<T extends object, D extends { [K in keyof T]?: Exclude<T[K], undefined> }>(
  body: T,
  defaults: D,
): T & { [K in keyof D]-?: K extends keyof T ? Exclude<T[K], undefined> : never } {
  const given: object = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
  return { ...defaults, ...given } as unknown as T & {
    [K in keyof D]-?: K extends keyof T ? Exclude<T[K], undefined> : never;
  };
}
