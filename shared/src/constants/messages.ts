/**
 * Result codes and the message keys they show (SPEC §8). One table per call family, so the server
 * that produces a code and the app that shows it agree. The login, double validation, vx/verify,
 * vx/reset, register and SMS codes are the code tables of their calls in @site/shared/contracts.
 */
/** What a successful vx/reset shows. */
export const VERIFY_SUCCESS_MESSAGE = 'signup.verify_success';

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

/** HTTP 409 / code '409' of a money call: the idempotency key was used with another request. */
export const IDEMPOTENCY_CONFLICT_CODE = '409';
