/** The HTTP 429 of the auth calls' limits: the wait in seconds, as a header and as the key's parameter. */
import { ApiError } from '../../http/envelope';

export function tooMany(retryAfterMs: number, what: string): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    429,
    '429',
    `${what}; please try again in ${seconds} seconds`,
    { 'retry-after': String(seconds) },
    { message_key: 'too_many_attempts', params: { retry_after_s: seconds } },
  );
}
