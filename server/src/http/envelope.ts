/**
 * The response envelope of SPEC §3: `{ code, message, data }`, codes as strings ('099' keeps its
 * zero). Success is code '100'. Business failures answer HTTP 200 with the spec's code (SPEC §8);
 * malformed bodies HTTP 400 / code '400'; a missing or revoked token HTTP 401 / code '401'.
 */
export const SUCCESS_CODE = '100';
export const SUCCESS_MESSAGE = 'success';

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

export const ok = <T>(data: T): Envelope<T> => ({ code: SUCCESS_CODE, message: SUCCESS_MESSAGE, data });
export const fail = (code: string, message: string): Envelope<null> => ({ code, message, data: null });

/** A business failure whose message comes from a code → message table (SPEC §8 style), with optional data. */
export const failWith = <C extends string>(table: Record<C, string>, code: C, data: Record<string, unknown> | null = null) => ({
  code,
  message: table[code],
  data,
});

/** An error a handler throws to answer with a given HTTP status and envelope code. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
