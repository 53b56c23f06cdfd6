import { useMutation } from '@tanstack/react-query';
import { api, ApiError, okData, type DescribeFailureOptions } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  authCalls,
  LOGIN_CODE_MESSAGE,
  LOGIN_CODES_WITH_CODE_SUFFIX,
  type LoginChallenge,
  type LoginCode,
  type LoginPayload,
  type LoginResponse,
} from '@site/shared/contracts';
import { toast } from '@site/shared/ui';
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

/** The device fields of the login payload (SPEC §3), also sent with the double validation's answer. */
export type LoginClientInfo = Pick<
  LoginPayload,
  'host' | 'device' | 'login_type' | 'system' | 'system_version' | 'browser'
>;

export function clientInfo(context: { host?: string; userAgent?: string; device?: number } = {}): LoginClientInfo {
  const ua = parseUserAgent(context.userAgent ?? navigator.userAgent);
  return {
    host: context.host ?? window.location.host,
    device: context.device ?? platformCode(),
    login_type: LOGIN_TYPE_PASSWORD,
    system: ua.system,
    system_version: ua.system_version,
    browser: ua.browser,
  };
}

export function buildLoginPayload(
  values: LoginFormValues,
  context: { siteId: number; captchaToken: string; host?: string; userAgent?: string; device?: number },
): LoginPayload {
  return {
    account: values.account.trim(),
    password: values.password,
    site_id: context.siteId,
    answer: values.answer.trim(),
    captcha_token: context.captchaToken,
    ...clientInfo(context),
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
 * Sends the login. A refused login (any result code but success, or a failure status) is the
 * mutation's ApiError; LOGIN_FAILURE words it. Who is told of a success is the caller's choice: the
 * page's shell (announceLogin), or the opener of a popup login.
 */
export function useLogin({ siteId }: { siteId: number }) {
  return useMutation({
    mutationFn: async ({ values, captchaToken }: { values: LoginFormValues; captchaToken: string }) =>
      okData(await login(buildLoginPayload(values, { siteId, captchaToken })), authCalls.login.path) as LoginResponse,
  });
}

/**
 * Hands a new session to the shell, which owns it and stores the token (`session:login-succeeded`),
 * with the success toast: after a login and after a double validation alike.
 */
export function announceLogin(data: LoginResponse): void {
  bus.emit('session:login-succeeded', data);
  toast('success', 'auth:login_success');
}

/** What a login answered instead of a session: a next step (SPEC §8 107, 802) and its data. */
export type LoginNextStep =
  { kind: 'double-validation'; challenge: LoginChallenge } | { kind: 'transfer-validation'; challenge: LoginChallenge };

const NEXT_STEP: Partial<Record<LoginCode, LoginNextStep['kind']>> = {
  '107': 'double-validation',
  '802': 'transfer-validation',
};

/**
 * The next step a refused login opens (107 double validation, 802 transfer validation), read from
 * the failure's data; null for any other failure, or when the data lacks the pending login.
 */
export function loginNextStepOf(error: unknown): LoginNextStep | null {
  if (!(error instanceof ApiError)) return null;
  const kind = NEXT_STEP[error.code as LoginCode];
  const data = error.data as Partial<LoginChallenge> | null | undefined;
  if (!kind || !data || typeof data.member_login_id !== 'number' || typeof data.member_account !== 'string') {
    return null;
  }
  const challenge: LoginChallenge = { member_login_id: data.member_login_id, member_account: data.member_account };
  if (typeof data.question === 'string') challenge.question = data.question;
  if (typeof data.available_questions_count === 'number') {
    challenge.available_questions_count = data.available_questions_count;
  }
  return { kind, challenge };
}
