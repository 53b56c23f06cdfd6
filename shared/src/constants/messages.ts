/**
 * Result codes and the message keys they show (SPEC §8). One table per call family, so the server
 * that produces a code and the app that shows it agree. The login, double validation, vx/verify and
 * vx/reset codes are the code tables of their calls in @site/shared/contracts (authCalls).
 */
/** What a successful vx/reset shows. */
export const VERIFY_SUCCESS_MESSAGE = 'signup.verify_success';

/**
 * Register codes (SPEC §8): the form field each one is shown on, or 'toast'. The failure envelope
 * carries `codeFull` (`<code>.<field>`, e.g. `104.member_phone`) and `data: {field}` so the form
 * puts the server message under that field. Codes with `clearReferral` clear the introducer and
 * its cookies; 107 also turns the recommend feature off.
 */
export const REGISTER_CODE_FIELD: Record<string, string> = {
  '102': 'member_account',
  '103': 'member_name',
  '104': 'member_phone',
  '105': 'member_email',
  '106': 'introducer',
  '107': 'introducer',
  '108': 'introducer',
  '109': 'introducer',
  '110': 'introducer',
  '112': 'introducer',
  '113': 'phone_verify',
  '114': 'identity_id',
  '206': 'member_email',
  '209': 'member_phone',
  '214': 'member_name',
  '215': 'member_phone',
  '216': 'member_email',
  '218': 'toast',
  '219': 'introducer',
  '222': 'phone_verify',
  '223': 'identity_id',
  '224': 'member_captcha',
  '227': 'member_name',
  '228': 'introducer',
  '301': 'member_qq',
  '302': 'member_skype',
  '303': 'member_line',
  '304': 'member_wechat',
  '305': 'member_zalo',
  '306': 'member_fb',
  '307': 'member_telegram',
  '308': 'member_whats_app',
  '996': 'toast',
  '997': 'toast',
};
/** Register codes after which the referral is cleared (SPEC §8). */
export const REGISTER_CODES_CLEAR_REFERRAL = ['106', '107'];
/** Register code that also turns the recommend feature off (SPEC §8). */
export const REGISTER_CODE_RECOMMEND_CLOSED = '107';
/** Contact field to its register code (SPEC §8 301–308). */
export const REGISTER_CONTACT_CODE: Record<string, string> = {
  member_qq: '301',
  member_skype: '302',
  member_line: '303',
  member_wechat: '304',
  member_zalo: '305',
  member_fb: '306',
  member_telegram: '307',
  member_whats_app: '308',
};

/**
 * POST /register/sms (SPEC §8): 099 phone verify error (bad number), 102 sent within the last five
 * minutes (the countdown still starts), 103 no SMS balance, 104 contact customer service (number
 * refused), 201 phone blank (toast); others 'ERROR'.
 */
export const SMS_CODE_MESSAGE: Record<string, string> = {
  '099': 'signup.err_phone_verify',
  '102': 'signup.err_sms_too_often',
  '103': 'signup.err_sms_no_balance',
  '104': 'signup.err_sms_contact_service',
  '201': 'signup.err_phone_blank',
};
export const SMS_CODE_COUNTDOWN_STILL_STARTS = '102';

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
