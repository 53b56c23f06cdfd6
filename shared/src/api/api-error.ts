/**
 * How a call failed (SPEC §7, §8): no answer ('network', 'timeout'), an HTTP error status ('http',
 * 'unauthorized' for 401), or an answer whose envelope code is not a success ('business'). The client
 * resolves business failures as `ApiResult` with `ok: false`; `okData()` turns one into this error,
 * so a caller that wants the data has one failure type to handle.
 */
export type ApiErrorType = 'network' | 'timeout' | 'http' | 'unauthorized' | 'business';

/**
 * The one failure type of every call: thrown by the client when a call gets no usable answer (no
 * network, the 30 s timeout, an HTTP error status, 401), and by `okData()` for a business failure.
 * `message` is the server's message when the answer carried an envelope, otherwise an i18n key
 * (`messageKey`) (SPEC §8 "Failed responses show the server message in an error toast"; "network" →
 * networkError, timeout → requestTimeout). `describeFailure()` turns it into what a page shows.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly type: ApiErrorType;
  /** HTTP status, 0 when no response arrived. */
  readonly status: number;
  /** The envelope's code when the answer carried one (always for 'business'), else ''. */
  readonly code: string;
  /** The envelope's data of a business failure (login 107 and 802 carry the member_login_id). */
  readonly data?: unknown;
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
    data?: unknown;
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
    if (init.data !== undefined) this.data = init.data;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
