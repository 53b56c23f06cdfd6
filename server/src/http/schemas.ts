/**
 * JSON-schema helpers: every route declares its body and response so that Fastify validates the
 * input, serialises the output (dropping anything undeclared) and @fastify/swagger describes it.
 */
import type { FastifySchema } from 'fastify';
import { REQUEST_ERROR_KEYS } from '@site/shared/contracts';
import { withIntegerRanges } from './bounds';

export type JsonSchema = Record<string, unknown>;

export const str = (extra: JsonSchema = {}): JsonSchema => ({ type: 'string', ...extra });
export const int = (extra: JsonSchema = {}): JsonSchema => ({ type: 'integer', ...extra });
export const num = (extra: JsonSchema = {}): JsonSchema => ({ type: 'number', ...extra });
export const flag = (description?: string): JsonSchema => ({
  type: 'integer',
  enum: [0, 1],
  ...(description ? { description } : {}),
});
export const arr = (items: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({ type: 'array', items, ...extra });
/** An object whose listed properties are all required. */
export const obj = (properties: Record<string, JsonSchema>, extra: JsonSchema = {}): JsonSchema => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
  ...extra,
});

const codeSchema = str({ description: "Result code as a string: '100' success, otherwise SPEC §8" });

/** The success envelope around `data` (data is null on a business failure, answered with HTTP 200). */
export const envelope = (data: JsonSchema): JsonSchema => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: codeSchema, message: str(), data: { ...data, nullable: true } },
});

/**
 * The answer of a call with its own failure envelope (registration): on success `data` is the
 * call's data, on a result code the envelope's own data, so the serialiser keeps the fields of both.
 */
export function envelopeOr(failure: JsonSchema, data: JsonSchema): JsonSchema {
  const failureProperties = failure.properties as Record<string, JsonSchema>;
  const failureData = failureProperties.data ?? {};
  if (data.type === 'null') return failure;
  return {
    ...failure,
    properties: {
      ...failureProperties,
      data: {
        type: 'object',
        nullable: true,
        properties: {
          ...((data.properties as object | undefined) ?? {}),
          ...((failureData.properties as object | undefined) ?? {}),
        },
      },
    },
  };
}

export const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: codeSchema,
    message: str({ description: 'What is wrong, in English (for logs and API users; pages show message_key)' }),
    data: { type: 'null' },
    message_key: str({
      enum: [...REQUEST_ERROR_KEYS],
      description:
        'What is wrong, as a key the apps translate (@site/shared/contracts REQUEST_ERROR_KEYS); absent when none applies',
    }),
    field: str({ description: 'The request field it is about, e.g. end_date' }),
    params: {
      type: 'object',
      description: 'The parameters of message_key, e.g. {max_days: 92} or {limit: 100} or {retry_after_s: 30}',
      additionalProperties: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    },
  },
};

interface RouteSchemaInput {
  summary: string;
  description?: string;
  tags: string[];
  body?: JsonSchema;
  querystring?: JsonSchema;
  params?: JsonSchema;
  /** The `data` of a success; omit for non-JSON responses (then give `response`). */
  data?: JsonSchema;
  response?: Record<string, JsonSchema>;
  /** The route needs a member token (401 otherwise). */
  auth?: boolean;
  /** The route may answer 429. */
  limited?: boolean;
  /** Other HTTP error statuses the route may answer (each with the error envelope). */
  errors?: number[];
  hide?: boolean;
}

export function routeSchema(input: RouteSchemaInput): FastifySchema {
  const response: Record<string, JsonSchema> = input.response ?? {
    200: envelope(input.data ?? { type: 'null' }),
    400: errorEnvelope,
    ...(input.auth ? { 401: errorEnvelope } : {}),
    ...(input.limited ? { 429: errorEnvelope } : {}),
    ...Object.fromEntries((input.errors ?? []).map((status) => [status, errorEnvelope])),
    500: errorEnvelope,
  };
  const schema: Record<string, unknown> = {
    summary: input.summary,
    tags: input.tags,
    response,
  };
  if (input.description) schema.description = input.description;
  if (input.body) schema.body = withIntegerRanges(input.body);
  if (input.querystring) schema.querystring = withIntegerRanges(input.querystring);
  if (input.params) schema.params = withIntegerRanges(input.params);
  if (input.auth) schema.security = [{ token: [] }];
  if (input.hide) schema.hide = true;
  return schema;
}

/** Body of the calls SPEC §7 sends empty (logout, layout, my_cash): anything or nothing. */
export const emptyBody: JsonSchema = { type: 'object', description: 'Empty body', additionalProperties: true };

/** "code message; code message" of a code table, for OpenAPI descriptions. */
export const codeList = (codes: Record<string, string>) =>
  Object.entries(codes)
    .map(([c, m]) => `${c} ${m}`)
    .join('; ');

/** The OpenAPI note of every money call (server/src/wallet/idempotency.ts). */
export const IDEMPOTENCY_DOC =
  'Money call: send an `Idempotency-Key` header (or `idempotency_key` in the body). The same key with the same body answers the stored first answer (applied once); the same key with another body answers HTTP 409, code 409.';
