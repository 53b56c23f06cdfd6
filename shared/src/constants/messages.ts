/**
 * Result codes and the message keys they show (SPEC §8). One table per call family, so the server
 * that produces a code and the app that shows it agree.
 */
export const LOGIN_CODE_MESSAGE: Record<string, string> = {
  '101': 'account_error',
  '102': 'account_disable',
  '103': 'account_freezen',
  '105': 'verify_failed',
  '106': 'ip_error',
  '107': 'different_device',
  '201': 'ip_error',
  '202': 'ip_error',
  '203': 'ip_error',
};
/** Login codes that open another dialog instead of a toast. */
export const LOGIN_CODE_DOUBLE_VALIDATION = '107';
export const LOGIN_CODE_TRANSFER_VALIDATION = '802';
/** Login codes whose message shows the code in brackets: "ip_error (201)". */
export const LOGIN_CODES_WITH_CODE_SUFFIX = ['201', '202', '203'];

/** Message keys the client shows for its own rules (SPEC §5, §8). */
export const MESSAGE_KEYS = {
  accountRequired: 'ph_account_name',
  passwordRequired: 'ph_password',
  captchaRequired: 'ph_account_verify_code',
  alreadyLogin: 'already_login_msg',
  networkError: 'networkError',
  requestTimeout: 'requestTimeout',
  siteClosed: 'r88close_msg',
  gameStarting: 'pg.alert_starting',
  gameQuitting: 'pg.alert_quitting',
  gameDuplicate: 'pg.alert_duplicate',
  gameIsPlaying: 'pg.err_is_playing',
  gameStartFailed: 'pg.start_failed',
  oneKeyWaiting: 'one_key_waiting',
  pleaseLogin: 'proxy.please_login_title',
  illegalInput: 'Illegal input',
} as const;
