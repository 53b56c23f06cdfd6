import { LOGIN_CODE_MESSAGE, LOGIN_CODES_WITH_CODE_SUFFIX } from '@site/shared/constants';

/** What the form shows for a failed login: an i18n key of the auth namespace, or the server's text. */
export type LoginErrorMessage =
  | { kind: 'key'; key: string; code?: string; params?: Record<string, string | number> }
  | { kind: 'server'; text: string };

/** What an error envelope named as wrong (ApiError messageKey / messageParams), when it did. */
export interface KeyedServerMessage {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * SPEC §8, login: 101 account_error; 102 account_disable; 103 account_freezen; 105 verify_failed;
 * 106 ip_error; 201–203 ip_error with the code in brackets; 107 different_device (and the double
 * validation dialog); 802 transfer_validation_required (and the transfer validation dialog); 400 and
 * every other code the server message. The server's messages are English only, so where its error
 * envelope names what is wrong (HTTP 400 `message_key`, 429 too_many_attempts with the seconds to
 * wait) that key is shown in the page language instead.
 */
export function loginErrorMessage(code: string | number, serverMessage: string, keyed?: KeyedServerMessage): LoginErrorMessage {
  const c = String(code);
  const key = LOGIN_CODE_MESSAGE[c];
  if (key) return LOGIN_CODES_WITH_CODE_SUFFIX.includes(c) ? { kind: 'key', key, code: c } : { kind: 'key', key };
  if (keyed) return keyed.params ? { kind: 'key', key: keyed.key, params: keyed.params } : { kind: 'key', key: keyed.key };
  return serverMessage ? { kind: 'server', text: serverMessage } : { kind: 'key', key: 'login_failed' };
}
