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
  /** The i18n key for errors without a server message: 'networkError' or 'requestTimeout'. */
  readonly messageKey?: string;
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
    path: string;
    aborted?: boolean;
    cause?: unknown;
  }) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    this.type = init.type;
    this.status = init.status ?? 0;
    this.code = init.code ?? '';
    this.messageKey = init.messageKey;
    this.path = init.path;
    this.aborted = init.aborted ?? false;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
