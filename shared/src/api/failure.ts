import type { ApiResult } from '@site/shared/contracts';
import { ApiError } from './api-error';

/** A business failure (an envelope whose code is not 100 or 1000) as the one failure type. */
export function businessError(result: ApiResult<unknown>, path: string): ApiError {
  return new ApiError({
    type: 'business',
    status: 200,
    code: result.code,
    message: result.message,
    path,
    data: result.data,
  });
}

/**
 * The data of a successful result; a business failure throws ApiError type 'business'. A fetcher
 * that returns `okData(await api.call(CALL, body), CALL.path)` fails in one way only, which is what
 * TanStack's error state and a mutation's onError expect.
 */
export function okData<T>(result: ApiResult<T>, path: string): T {
  if (!result.ok) throw businessError(result, path);
  return result.data;
}

/** What a page shows for a failure: an i18n key with its parameters, or the server's own message. */
export interface FailureMessage {
  /** An i18n key (translated when shown) or the server's message (shown as it is). */
  message: string;
  /** Interpolation values of the key. */
  params?: Record<string, unknown>;
  /** Shown in brackets after the message (SPEC §8 login 201–203: "ip_error (201)"). */
  code?: string;
}

export interface DescribeFailureOptions {
  /**
   * The call's result codes and their keys (LOGIN_CODE_MESSAGE of @site/shared/contracts, ...): a code
   * listed with a key shows that key; listed as null, or not listed, the server's message.
   */
  codes?: Readonly<Record<string, string | null>>;
  /** Codes of `codes` whose message carries the code in brackets (LOGIN_CODES_WITH_CODE_SUFFIX). */
  codesWithCode?: readonly string[];
  /** The key shown when there is nothing better (no mapped code, no server message, not an ApiError). */
  fallback?: string;
}

/** `common` text shown when a failure says nothing itself. */
export const FAILURE_FALLBACK_KEY = 'something_went_wrong';

/**
 * Any failure as something to show (SPEC §8): a result code the call's table maps → that key; an
 * error that names an i18n key (networkError, requestTimeout, request_error.*) → the key and its
 * parameters; otherwise the server's message; with nothing to say, `fallback`. Used by every app and
 * by `toast.failure`.
 */
export function describeFailure(error: unknown, options: DescribeFailureOptions = {}): FailureMessage {
  const fallback = options.fallback ?? FAILURE_FALLBACK_KEY;
  if (!(error instanceof ApiError)) return { message: fallback };
  const key = error.code ? options.codes?.[error.code] : undefined;
  if (key) return options.codesWithCode?.includes(error.code) ? { message: key, code: error.code } : { message: key };
  if (error.messageKey)
    return error.messageParams
      ? { message: error.messageKey, params: { ...error.messageParams } }
      : { message: error.messageKey };
  return { message: error.message || fallback };
}
