import { useCallback } from 'react';
import { api, ApiError, REQUEST_ERROR_I18N_PREFIX } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import type { LoginPayload, LoginResponse } from '@site/shared/contracts';
import { platformCode } from '@site/shared/device';
import { loginErrorMessage, type LoginErrorMessage } from '../lib/login-error-message';
import { parseUserAgent } from '../lib/user-agent';

/** POST /login (SPEC §7) with the login payload of SPEC §3 → member_id, member_account, member_login_id, member_currency, token. */
export const LOGIN_PATH = '/login';
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

// SPEC §7 sends /login with headers from /get_login_header; that route arrives in a later issue,
// so the call goes with the API client's usual headers for now.
export function login(payload: LoginPayload) {
  return api.post<LoginResponse>(LOGIN_PATH, payload);
}

export type LoginOutcome = { ok: true; data: LoginResponse } | { ok: false; code: string; message: LoginErrorMessage };

/**
 * Sends the login and tells the shell on success (`session:login-succeeded`: the shell owns the
 * session and stores the token). Failures come back as the message to show (SPEC §8).
 */
export function useLogin({ siteId }: { siteId: number }) {
  return useCallback(
    async (values: LoginFormValues, captchaToken: string): Promise<LoginOutcome> => {
      try {
        const res = await login(buildLoginPayload(values, { siteId, captchaToken }));
        if (res.ok) {
          bus.emit('session:login-succeeded', res.data);
          return { ok: true, data: res.data };
        }
        return { ok: false, code: String(res.code), message: loginErrorMessage(res.code, res.message) };
      } catch (err) {
        if (err instanceof ApiError) {
          // A failure status whose body is still an envelope carries the login code: same table.
          if (err.code) {
            const keyed = err.messageKey?.startsWith(REQUEST_ERROR_I18N_PREFIX) ? { key: err.messageKey, ...(err.messageParams ? { params: err.messageParams } : {}) } : undefined;
            return { ok: false, code: err.code, message: loginErrorMessage(err.code, err.messageKey ? '' : err.message, keyed) };
          }
          const message: LoginErrorMessage = err.messageKey
            ? { kind: 'key', key: err.messageKey }
            : { kind: 'server', text: err.message };
          return { ok: false, code: err.type, message };
        }
        throw err;
      }
    },
    [siteId],
  );
}
