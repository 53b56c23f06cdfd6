/**
 * The operator API's key check: `X-Operator-Key` compared with OPERATOR_API_KEY in constant time
 * (both sides hashed to 32 bytes first, so neither the content nor the length leaks through timing).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/envelope';

export const OPERATOR_KEY_HEADER = 'x-operator-key';

const digest = (v: string) => createHash('sha256').update(v, 'utf8').digest();

export function operatorKeyMatches(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || given === '') return false;
  return timingSafeEqual(digest(expected), digest(given));
}

/** A preHandler: HTTP 401, code 401, unless the request carries the operator key. */
export function requireOperator(expected: string) {
  return async (request: FastifyRequest) => {
    if (!operatorKeyMatches(expected, request.headers[OPERATOR_KEY_HEADER])) {
      throw new ApiError(401, '401', 'A valid X-Operator-Key header is required');
    }
  };
}
