/**
 * The response envelope of SPEC §3: `{ code, message, data }`, codes as strings ('099' keeps its
 * zero). Success is code '100'. Business failures answer HTTP 200 with the spec's code (SPEC §8);
 * malformed bodies HTTP 400 / code '400'; a missing or revoked token HTTP 401 / code '401'.
 */
import type { RequestErrorDetail } from '@site/shared/contracts';

export const SUCCESS_CODE = '100';
export const SUCCESS_MESSAGE = 'success';

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
}

export const ok = <T>(data: T): Envelope<T> => ({ code: SUCCESS_CODE, message: SUCCESS_MESSAGE, data });
export const fail = (code: string, message: string): Envelope<null> => ({ code, message, data: null });
/** A failure envelope that also names what is wrong as a key (HTTP 400, 429, 500). */
export const failKeyed = (
  code: string,
  message: string,
  detail: RequestErrorDetail,
): Envelope<null> & RequestErrorDetail => ({ ...fail(code, message), ...detail });

/** A business failure whose message comes from a code → message table (SPEC §8 style), with optional data. */
export const failWith = <C extends string>(
  table: Record<C, string>,
  code: C,
  data: Record<string, unknown> | null = null,
) => ({
  code,
  message: table[code],
  data,
});

/**
 * An error a handler throws to answer with a given HTTP status and envelope code. `detail` says what
 * is wrong as a key the apps translate (`message_key`, `field`, `params` next to the envelope's
 * fields); the message stays English, for logs and API users.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly detail?: RequestErrorDetail,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
