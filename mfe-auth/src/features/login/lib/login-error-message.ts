import { LOGIN_CODE_MESSAGE, LOGIN_CODES_WITH_CODE_SUFFIX } from '@site/shared/constants';

/** What the form shows for a failed login: an i18n key of the auth namespace, or the server's text. */
export type LoginErrorMessage =
  | { kind: 'key'; key: string; code?: string }
  | { kind: 'server'; text: string };

/**
 * SPEC §8, login: 101 account_error; 102 account_disable; 103 account_freezen; 105 verify_failed;
 * 106 ip_error; 201–203 ip_error with the code in brackets; 107 different_device (the double
 * validation dialog arrives in a later issue); 802 the transfer validation modal (later issue: its
 * message for now); 400 and every other code the server message.
 */
export function loginErrorMessage(code: string | number, serverMessage: string): LoginErrorMessage {
  const c = String(code);
  const key = LOGIN_CODE_MESSAGE[c];
  if (key) return LOGIN_CODES_WITH_CODE_SUFFIX.includes(c) ? { kind: 'key', key, code: c } : { kind: 'key', key };
  // 107 (different_device, above) and 802 (the server's message, below) will open the double
  // validation and transfer validation dialogs; those dialogs arrive in a later issue.
  return serverMessage ? { kind: 'server', text: serverMessage } : { kind: 'key', key: 'login_failed' };
}
