/**
 * One description per API call: its method and path (without /api), the JSON Schema of its body and
 * of the `data` of a success, the result codes it answers, and whether it needs the member's token.
 * The platform registers its route from the description (so the body it receives is validated by
 * that schema and typed from it, and the OpenAPI document is generated from it); the apps call it
 * with `api.call(description, body)`, so no path or response type is written twice.
 *
 * Schemas are TypeBox: plain JSON Schema objects (what Fastify, Ajv and OpenAPI read) whose
 * TypeScript types are derived with `Static`.
 */
import { Type, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';

export type CallMethod = 'GET' | 'POST';

/** One result code of a call: the server's own text and, where SPEC §8 names one, the key the apps show. */
export interface ResultCode {
  readonly text: string;
  readonly key?: string;
  /** The form field the code is shown under, or 'toast' (registration, SPEC §8 codeFull). */
  readonly field?: string;
}

export interface ApiCall<
  TBody extends TSchema | undefined = TSchema | undefined,
  TData extends TSchema = TSchema,
  TCode extends string = string,
  TQuery extends TSchema | undefined = TSchema | undefined,
  TParams extends TSchema | undefined = TSchema | undefined,
  TFailure extends TSchema | undefined = TSchema | undefined,
> {
  readonly method: CallMethod;
  /** Without the /api prefix, e.g. '/arks/web/member/letter'. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  /** OpenAPI tags (the domain). */
  readonly tags: readonly string[];
  readonly body: TBody;
  /** The query string of a GET call (GET calls take no body). */
  readonly query?: TQuery;
  /** The parameters of the path (`/dev/captcha/:token`). */
  readonly params?: TParams;
  /** The `data` of a success (code '100'); business failures answer data null. */
  readonly data: TData;
  /** Result codes other than success, each with its text (and its SPEC §8 key where there is one). */
  readonly codes: Readonly<Record<TCode, ResultCode>>;
  /** The member's token is required (401 otherwise). */
  readonly auth: boolean;
  /** The call may answer 429. */
  readonly limited?: boolean;
  /** The media type of the answer when it is not the JSON envelope (the generated SVG artwork). */
  readonly produces?: string;
  /** Headers the call requires (documented in OpenAPI; the route checks them itself). */
  readonly headers?: TSchema;
  /** Another credential than the member's token (the OpenAPI security scheme, e.g. operatorKey); 401 without it. */
  readonly security?: string;
  /** Other HTTP error statuses the call may answer. */
  readonly errors?: readonly number[];
  /**
   * A call whose failures carry more than code and message (registration's `codeFull` and
   * `data: {field, key}`): the whole failure envelope, answered with HTTP 200 for a result code and
   * HTTP 400/500 otherwise, instead of the standard error envelope.
   */
  readonly failure?: TFailure;
  /** The whole answer, for a call whose envelope carries more than code, message and data (the client captcha's `text`). */
  readonly envelope?: TSchema;
}

/** Describes a call; the literal types of its path and codes are kept. */
export function defineCall<
  TBody extends TSchema | undefined = undefined,
  TData extends TSchema = TSchema,
  TCode extends string = never,
  TQuery extends TSchema | undefined = undefined,
  TParams extends TSchema | undefined = undefined,
  TFailure extends TSchema | undefined = undefined,
>(
  call: ApiCall<TBody, TData, TCode, TQuery, TParams, TFailure>,
): ApiCall<TBody, TData, TCode, TQuery, TParams, TFailure> {
  return call;
}

/** The type of an optional schema of a call, or undefined when the call has none. */
type StaticOf<S> = [NonNullable<S>] extends [never]
  ? undefined
  : NonNullable<S> extends TSchema
    ? Static<NonNullable<S>>
    : undefined;

/** The body a call takes (undefined for a call without one). */
export type CallBody<C extends ApiCall> = C['body'] extends TSchema ? Static<C['body']> : undefined;
/** The query string of a GET call. */
export type CallQuery<C extends ApiCall> = StaticOf<C['query']>;
/** The path parameters of a call. */
export type CallParams<C extends ApiCall> = StaticOf<C['params']>;
/** The failure envelope of a call that has its own (registration), else never. */
export type CallFailure<C extends ApiCall> = [NonNullable<C['failure']>] extends [never]
  ? never
  : StaticOf<C['failure']>;
/** The `data` of a call's success. */
export type CallData<C extends ApiCall> = Static<C['data']>;
/** The result codes a call may answer besides success. */
export type CallCode<C extends ApiCall> = C extends ApiCall<TSchema | undefined, TSchema, infer K> ? K : never;

/** code → the SPEC §8 key the apps show, from a call's code table. */
export const keysOf = (codes: Readonly<Record<string, ResultCode>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(codes).flatMap(([code, { key }]) => (key ? [[code, key]] : [])));
/** code → the server's text, from a call's code table. */
export const textsOf = (codes: Readonly<Record<string, ResultCode>>): Readonly<Record<string, string>> =>
  Object.fromEntries(Object.entries(codes).map(([code, { text }]) => [code, text]));

/** TypeBox's schema builder, for the descriptions. */
export { Type };

// Enumerations stay `{type, enum}` (not TypeBox's anyOf of literals), so a bad value is answered with
// the same 400 message naming the field and the allowed values.

/** A string out of a fixed list. */
export const oneOf = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options });
/** An integer out of a fixed list. */
export const intOf = <T extends number>(values: readonly T[], options: Record<string, unknown> = {}): TUnsafe<T> =>
  Type.Unsafe<T>({ type: 'integer', enum: [...values], ...options });
/** 0 or 1, the spec's flags. */
export const flag = (options: Record<string, unknown> = {}): TUnsafe<0 | 1> =>
  Type.Unsafe<0 | 1>({ type: 'integer', enum: [0, 1], ...options });

/**
 * The body of a call SPEC §7 sends without one (logout, layout, my_cash, ...): the apps send nothing
 * (its type is undefined) and the platform accepts anything or nothing.
 */
export const emptyBody = (): TUnsafe<undefined> =>
  Type.Unsafe<undefined>({ type: 'object', description: 'Empty body', additionalProperties: true });
