/** How a call failed at the HTTP level (SPEC §7, §8). Business failures are not errors: see ApiResult.ok. */
export type ApiErrorType = 'network' | 'timeout' | 'http' | 'unauthorized';

/**
 * Thrown when a call gets no usable answer: no network, the 30 s timeout, an HTTP error status, or
 * 401. `message` is always showable: the server's message when the error response carried an
 * envelope, otherwise an i18n key (`messageKey`) that the toaster translates (SPEC §8 "Failed
 * responses show the server message in an error toast"; "network" → networkError, timeout →
 * requestTimeout).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly type: ApiErrorType;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  /** The envelope's code when the error response carried one, else ''. */
  readonly code: string;
  /**
   * The i18n key to show instead of `message`: 'networkError' or 'requestTimeout' for errors without
   * a server message, or `request_error.<message_key>` when the error envelope named what is wrong
   * (then `message` is the server's English, for logs).
   */
  readonly messageKey?: string;
  /** The parameters of `messageKey` (the envelope's `params`, e.g. {max_days: 92}). */
  readonly messageParams?: Record<string, string | number>;
  /** The request field the error envelope says is wrong (`end_date`), if any. */
  readonly field?: string;
  /** The path as the caller gave it (without the /api prefix). */
  readonly path: string;
  /**
   * True when the call was cancelled rather than failed: by the caller's signal (type 'network') or
   * because another call got a 401 (type 'unauthorized'). Callers usually show nothing for these.
   */
  readonly aborted: boolean;

  constructor(init: {
    type: ApiErrorType;
    status?: number;
    code?: string;
    message: string;
    messageKey?: string;
    messageParams?: Record<string, string | number>;
    field?: string;
    path: string;
    aborted?: boolean;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.type = init.type;
    this.status = init.status ?? 0;
    this.code = init.code ?? '';
    this.messageKey = init.messageKey;
    if (init.messageParams) this.messageParams = init.messageParams;
    if (init.field) this.field = init.field;
    this.path = init.path;
    this.aborted = init.aborted ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
