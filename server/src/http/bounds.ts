/**
 * Bad input is a 400 naming the field, never a 500 from the database: every integer a request may
 * carry gets the range of the column it ends in (PostgreSQL `integer`) unless its schema says
 * otherwise, and no string or key may carry a NUL character (PostgreSQL refuses it in text).
 */
import type { FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

type JsonSchema = Record<string, unknown>;

/** PostgreSQL `integer`: ids, counts, pages and codes are stored as one. */
export const INT_MIN = -2_147_483_648;
export const INT_MAX = 2_147_483_647;

const isIntegerType = (type: unknown) => type === 'integer' || (Array.isArray(type) && type.includes('integer'));

/** A copy of a request schema in which every integer without its own range gets the column's range. */
export function withIntegerRanges(schema: JsonSchema): JsonSchema {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) out[key] = walk(value);
    if (isIntegerType(out.type)) {
      if (out.minimum === undefined && out.exclusiveMinimum === undefined) out.minimum = INT_MIN;
      if (out.maximum === undefined && out.exclusiveMaximum === undefined) out.maximum = INT_MAX;
    }
    return out;
  };
  return walk(schema) as JsonSchema;
}

/**
 * The path (`body.account`, `query.page`) of the first value the database cannot store: a string or
 * key holding a NUL character, or a number that is not finite (Ajv coerces "1e400" to Infinity and
 * lets it through an integer's range).
 */
export function unstorablePath(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : path;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
    if (key.includes('\u0000')) return innerPath;
    const found = unstorablePath(inner, innerPath);
    if (found) return found;
  }
  return null;
}

/** preHandler hook (after validation and its coercion): an unstorable value is a 400 naming the field. */
export async function refuseUnstorable(request: FastifyRequest): Promise<void> {
  const found =
    unstorablePath(request.body, 'body') ??
    unstorablePath(request.query, 'query') ??
    unstorablePath(request.params, 'params');
  if (!found) return;
  const field = found.replace(/^(body|query|params)\.?/, '') || found;
  throw new ApiError(400, '400', `${field} is not a value that can be stored`, {}, { message_key: 'invalid', field });
}
