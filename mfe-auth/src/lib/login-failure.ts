import { ApiError, describeFailure, type FailureMessage } from '@site/shared/api';
import { LOGIN_CODE_MESSAGE, LOGIN_CODES_WITH_CODE_SUFFIX } from '@site/shared/contracts';
import { formatDateTime } from '@site/shared/time';

/** Responsible gaming: the login is refused until a time-out (108) or a self-exclusion (109) ends. */
const UNTIL_CODES: readonly string[] = ['108', '109'];

/**
 * A refused login as it is shown (SPEC §8 login codes, LOGIN_CODE_MESSAGE), except that a time-out
 * or self-exclusion (108, 109) says when it ends, in the site time zone.
 */
export function describeLoginFailure(error: unknown): FailureMessage {
  const key = error instanceof ApiError ? LOGIN_CODE_MESSAGE[error.code] : undefined;
  if (error instanceof ApiError && key && UNTIL_CODES.includes(error.code)) {
    const endsAt = (error.data as { ends_at?: unknown } | null | undefined)?.ends_at;
    return {
      message: key,
      params: { time: typeof endsAt === 'string' ? formatDateTime(endsAt) : '' },
    };
  }
  return describeFailure(error, {
    codes: LOGIN_CODE_MESSAGE,
    codesWithCode: LOGIN_CODES_WITH_CODE_SUFFIX,
    fallback: 'auth:login_failed',
  });
}
