import { useMutation } from '@tanstack/react-query';
import { api, okData, type DescribeFailureOptions } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  authCalls,
  LOGIN_CODE_MESSAGE,
  LOGIN_CODES_WITH_CODE_SUFFIX,
  type LoginPayload,
  type LoginResponse,
} from '@site/shared/contracts';
import { platformCode } from '@site/shared/device';
import { parseUserAgent } from '../lib/user-agent';

/** SPEC §3: login_type of a password login from the web. */
export const LOGIN_TYPE_PASSWORD = 1;

export type { LoginPayload, LoginResponse };

/** What the member typed. */
export interface LoginFormValues {
  account: string;
  password: string;
  answer: string;
}

export function buildLoginPayload(
  values: LoginFormValues,
  context: { siteId: number; captchaToken: string; host?: string; userAgent?: string; device?: number },
): LoginPayload {
  const ua = parseUserAgent(context.userAgent ?? navigator.userAgent);
  return {
    account: values.account.trim(),
    password: values.password,
    site_id: context.siteId,
    answer: values.answer.trim(),
    captcha_token: context.captchaToken,
    host: context.host ?? window.location.host,
    device: context.device ?? platformCode(),
    login_type: LOGIN_TYPE_PASSWORD,
    system: ua.system,
    system_version: ua.system_version,
    browser: ua.browser,
  };
}

/**
 * POST /login with the headers of GET /get_login_header (SPEC §7). The platform also takes a login
 * without them, so when they cannot be had the login goes with the client's usual headers.
 */
export async function login(payload: LoginPayload) {
  const header = await api.call(authCalls.loginHeader, undefined).catch(() => null);
  const headers = header?.ok ? header.data?.headers : undefined;
  return api.call(authCalls.login, payload, headers ? { headers } : {});
}

/**
 * How a failed login is worded (SPEC §8): 101 account_error; 102 account_disable; 103
 * account_freezen; 105 verify_failed; 106 ip_error; 201–203 ip_error with the code in brackets; 107
 * different_device; 802 transfer_validation_required (LOGIN_CODE_MESSAGE). Where the error envelope
 * names what is wrong (HTTP 400 `message_key`, 429 too_many_attempts with the seconds to wait) that
 * key; 400 and every other code the server message; with none, login_failed.
 */
export const LOGIN_FAILURE: DescribeFailureOptions = {
  codes: LOGIN_CODE_MESSAGE,
  codesWithCode: LOGIN_CODES_WITH_CODE_SUFFIX,
  fallback: 'auth:login_failed',
};

/**
 * Sends the login and tells the shell on success (`session:login-succeeded`: the shell owns the
 * session and stores the token). A refused login (any result code but success, or a failure
 * status) is the mutation's ApiError; LOGIN_FAILURE words it.
 */
export function useLogin({ siteId }: { siteId: number }) {
  return useMutation({
    mutationFn: async ({ values, captchaToken }: { values: LoginFormValues; captchaToken: string }) =>
      okData(await login(buildLoginPayload(values, { siteId, captchaToken })), authCalls.login.path) as LoginResponse,
    onSuccess: (data) => bus.emit('session:login-succeeded', data),
  });
}
