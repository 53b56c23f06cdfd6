import { ApiError, describeFailure, type FailureMessage } from '@site/shared/api';
import { LOGIN_CODE_MESSAGE, LOGIN_CODES_WITH_CODE_SUFFIX } from '@site/shared/contracts';
import { formatDateTime } from '@site/shared/time';

/** Responsible gaming: the login is refused until a time-out (108) or a self-exclusion (109) ends. */
const RG_LOGIN_MESSAGE: Readonly<Record<string, string>> = {
  '108': 'auth:rg_login_time_out',
  '109': 'auth:rg_login_self_excluded',
};

/**
 * A refused login as it is shown (SPEC §8 login codes, LOGIN_CODE_MESSAGE), except that a time-out
 * or self-exclusion (108, 109) says when it ends, in the site time zone.
 */
export function describeLoginFailure(error: unknown): FailureMessage {
  if (error instanceof ApiError && RG_LOGIN_MESSAGE[error.code]) {
    const endsAt = (error.data as { ends_at?: unknown } | null | undefined)?.ends_at;
    return {
      message: RG_LOGIN_MESSAGE[error.code]!,
      params: { time: typeof endsAt === 'string' ? formatDateTime(endsAt) : '' },
    };
  }
  return describeFailure(error, {
    codes: LOGIN_CODE_MESSAGE,
    codesWithCode: LOGIN_CODES_WITH_CODE_SUFFIX,
    fallback: 'auth:login_failed',
  });
}
