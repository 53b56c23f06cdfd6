import { isSuccessCode } from '@site/shared/constants';
import type { ApiResult, CodeEnvelope, HeaderEnvelope } from '@site/shared/contracts';

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
