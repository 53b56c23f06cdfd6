import { isSuccessCode } from '@site/shared/constants';
import { isRequestErrorKey, type ApiResult, type CodeEnvelope, type HeaderEnvelope } from '@site/shared/contracts';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `{code, message, data, text}` (SPEC §3). */
export function isCodeEnvelope(body: unknown): body is CodeEnvelope {
  return isObject(body) && 'code' in body && ('message' in body || 'data' in body || 'text' in body);
}
/** `{header: {status, desc}, body}` (SPEC §3). */
export function isHeaderEnvelope(body: unknown): body is HeaderEnvelope {
  return isObject(body) && isObject(body.header) && 'status' in body.header;
}
export const isEnvelope = (body: unknown): boolean => isCodeEnvelope(body) || isHeaderEnvelope(body);

/**
 * Both envelopes become one ApiResult with a string code, so callers map codes with one table
 * (constants/messages.ts) whatever the endpoint's style; ok is true for "100" and "1000" (SPEC §5, §9).
 * A body without an envelope is passed through as data with ok true: the HTTP status was the only
 * signal there (e.g. /get_info_data answers a JSON string).
 */
export function normaliseEnvelope<T>(body: unknown): ApiResult<T> {
  if (isCodeEnvelope(body)) {
    const code = String(body.code);
    const result: ApiResult<T> = {
      code,
      message: typeof body.message === 'string' ? body.message : '',
      data: body.data as T,
      ok: isSuccessCode(code),
    };
    if (typeof body.text === 'string') result.text = body.text;
    return result;
  }
  if (isHeaderEnvelope(body)) {
    const code = String(body.header.status);
    return { code, message: String(body.header.desc ?? ''), data: body.body as T, ok: isSuccessCode(code) };
  }
  return { code: '', message: '', data: body as T, ok: true };
}

/** The i18n namespace prefix of the request-error keys (`request_error.range_too_long`, in `common`). */
export const REQUEST_ERROR_I18N_PREFIX = 'request_error.';

/**
 * What an error envelope says is wrong, as an i18n key with its parameters and field: from its
 * `message_key`, `params` and `field`. Null when it names no key this library knows (an older
 * server, or a newer key): the caller shows the server message then.
 */
export function requestErrorOf(
  body: unknown,
): { messageKey: string; messageParams?: Record<string, string | number>; field?: string } | null {
  if (!isObject(body) || !isRequestErrorKey(body.message_key)) return null;
  const params = isObject(body.params)
    ? Object.fromEntries(
        Object.entries(body.params).filter(
          (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
        ),
      )
    : undefined;
  return {
    messageKey: `${REQUEST_ERROR_I18N_PREFIX}${body.message_key}`,
    ...(params && Object.keys(params).length > 0 ? { messageParams: params } : {}),
    ...(typeof body.field === 'string' && body.field ? { field: body.field } : {}),
  };
}
