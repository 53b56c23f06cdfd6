/**
 * Logging in (SPEC §3, §7, §8): the captcha, the headers of the next login, the login itself and
 * logging out. The login's result codes carry the server's text and the SPEC §8 key the apps show.
 */
import { CAPTCHA_TYPE, FORGOT_SMS_COUNTDOWN_S, SMS_CODE_DIGITS, type CurrencyCode } from '@site/shared/constants';
import type { Static } from '@sinclair/typebox';
import { defineCall, emptyBody, intOf, keysOf, oneOf, Type, type CallBody, type CallData } from './call';
import { RG_LOGIN_CODES, RG_LOGIN_DATA } from './responsible-gaming';

/** Header names of GET /api/get_login_header, sent back with POST /api/login. */
export const LOGIN_HEADER_NONCE = 'x-login-nonce';
export const LOGIN_HEADER_TIME = 'x-login-time';

const required = (description: string, maxLength = 128) => Type.String({ minLength: 1, maxLength, description });
const optionalStr = (description: string) => Type.Optional(Type.String({ maxLength: 256, description }));

/** The login payload of SPEC §3. */
export const loginBodyFields = {
  account: required('Member account', 64),
  password: required('Password'),
  site_id: Type.Optional(Type.Integer({ minimum: 1 })),
  captcha_token: required('The token of POST /api/captcha', 128),
  answer: required('The captcha text', 16),
  remote_addr: optionalStr('Client address as the client sees it (recorded, not trusted)'),
  host: optionalStr('Site host'),
  device: Type.Optional(Type.Integer({ description: 'Platform code of SPEC §9: 1 desktop, 2 mobile, 3 app, ...' })),
  system_group: optionalStr('System group'),
  udid: optionalStr('Device id (apps only)'),
  login_type: Type.Optional(Type.Integer()),
  cdn: optionalStr('CDN'),
  system: optionalStr('Operating system'),
  browser: optionalStr('Browser'),
  system_version: optionalStr('Operating system version'),
};

/** A new session: the data of a successful /login, /login/double_validation and /register (SPEC §7). */
export const loginSessionFields = {
  member_id: Type.Integer(),
  member_account: Type.String(),
  member_login_id: Type.Integer(),
  member_currency: Type.Unsafe<CurrencyCode>({ type: 'string' }),
  token: Type.String({ description: 'Send in the authorization header (raw or Bearer)' }),
};
export const LoginSessionSchema = Type.Object(loginSessionFields);

/** The double validation questions (SPEC §8). */
export type DoubleValidationQuestionName =
  'member_name' | 'identity_id' | 'member_phone' | 'member_email' | 'withdraw_password';

/** The double validation's texts, shared by the answer and the skip. */
const DOUBLE_VALIDATION_TEXT = {
  '101': 'This login is not waiting for a security question; please log in again',
  '102': 'The security question has expired; please log in again',
  '106': 'Please answer from the address you logged in from',
  '202': 'This account can no longer log in; please contact customer service',
  '105': 'The verification code is wrong or has expired; please enter the new code',
  '104': 'Please enter the answer',
  '205': 'The answer does not have the expected format',
  '103': 'The answer is not correct',
  '206': 'Too many wrong answers to this question; please choose another question',
  '998': 'Identity verification failed; please log in again',
} as const;
/** What vx/verify and vx/reset failures show (SPEC §8). */
const REVERIFY = 'signup.error_verify_pls_reVerify';

export const authCalls = {
  /** POST /captcha {type, site_id} → {token, captcha, placeholder}. */
  captcha: defineCall({
    method: 'POST',
    path: '/captcha',
    summary: 'A new captcha (SPEC §7)',
    description: 'Code 101 when the address asks too often: the client waits one second (SPEC §8).',
    tags: ['auth'],
    body: Type.Object({
      type: intOf([CAPTCHA_TYPE.login, CAPTCHA_TYPE.register], { description: '1 login, 2 register' }),
      site_id: Type.Integer({ minimum: 1 }),
    }),
    data: Type.Object({
      token: Type.String({ description: 'Send back as captcha_token' }),
      captcha: Type.String({ description: 'The image, as a data URL (image/svg+xml)' }),
      placeholder: Type.String({ description: 'Hint for the input, in the request language' }),
      pow_bits: Type.Optional(
        Type.Integer({
          description:
            'The non-visual alternative: answer "pow:<n>" where SHA-256("<token>:<n>") starts with this many zero bits',
        }),
      ),
    }),
    codes: { '101': { text: 'Too many captcha requests; wait a second and try again' } },
    auth: false,
  }),
  /** GET /get_login_header → {headers}: sent as they are with the next /login. */
  loginHeader: defineCall({
    method: 'GET',
    path: '/get_login_header',
    summary: 'Headers to send with POST /login (SPEC §7 "Product\'s own server")',
    description: `Returns {headers}: send them as they are with the next /login (${LOGIN_HEADER_NONCE} is single use, 5 minutes). A /login without them is accepted; with a wrong or used nonce it answers HTTP 400.`,
    tags: ['auth'],
    body: undefined,
    data: Type.Object({
      headers: Type.Object({ [LOGIN_HEADER_NONCE]: Type.String(), [LOGIN_HEADER_TIME]: Type.String() }),
    }),
    codes: {},
    auth: false,
  }),
  /** POST /login with the payload of SPEC §3. */
  login: defineCall({
    method: 'POST',
    path: '/login',
    summary: 'Log in (SPEC §7)',
    description:
      'Checked in this order: 105, 101, 102, 103, 108, 109, 201, 202, 203, 106, 802, 107 (108/109: a responsible-gaming time-out or self-exclusion, data {ends_at}); HTTP 429 (code 429) when rate limited.',
    tags: ['auth'],
    body: Type.Object(loginBodyFields),
    data: Type.Object(
      {
        member_id: Type.Optional(loginSessionFields.member_id),
        member_account: Type.Optional(loginSessionFields.member_account),
        member_login_id: Type.Optional(loginSessionFields.member_login_id),
        member_currency: Type.Optional(loginSessionFields.member_currency),
        token: Type.Optional(loginSessionFields.token),
        question: Type.Optional(
          Type.Unsafe<DoubleValidationQuestionName>({
            type: 'string',
            description: '107: member_name | identity_id | member_phone | member_email | withdraw_password',
          }),
        ),
        available_questions_count: Type.Optional(
          Type.Integer({ description: '107: questions that may still be asked (skip)' }),
        ),
        ...RG_LOGIN_DATA,
      },
      {
        description:
          'Code 100: member_id, member_account, member_login_id, member_currency, token. Code 107: member_login_id, member_account, question, available_questions_count (POST /login/double_validation next). Code 802: member_login_id, member_account (the transfer validation: /arks/web/vx/verify then /vx/reset).',
      },
    ),
    codes: {
      '101': { text: 'Wrong account or password', key: 'account_error' },
      '102': { text: 'This account is disabled; please contact customer service', key: 'account_disable' },
      '103': { text: 'This account is frozen; please contact customer service', key: 'account_freezen' },
      '105': {
        text: 'The verification code is wrong or has expired; please enter the new code',
        key: 'verify_failed',
      },
      '106': { text: 'Logging in to this account is not allowed from your address', key: 'ip_error' },
      '201': { text: 'Your address is blocked by the site; please contact customer service', key: 'ip_error' },
      '202': { text: 'The site is not available in your region', key: 'ip_error' },
      '203': {
        text: 'Too many accounts have logged in from your address today; please contact customer service',
        key: 'ip_error',
      },
      '107': { text: 'New device: please answer a security question to continue', key: 'different_device' },
      '802': {
        text: 'This account was transferred: please verify it and set a new password',
        key: 'transfer_validation_required',
      },
      ...RG_LOGIN_CODES,
    },
    auth: false,
    limited: true,
  }),
  /** POST /logout: revokes the token's session; always succeeds. */
  logout: defineCall({
    method: 'POST',
    path: '/logout',
    summary: 'Log out: revokes the session of the token (SPEC §7); always succeeds',
    tags: ['auth'],
    body: emptyBody(),
    data: Type.Null(),
    codes: {},
    auth: false,
  }),
  /** POST /login/double_validation/skip {member_login_id}: another question. */
  doubleValidationSkip: defineCall({
    method: 'POST',
    path: '/login/double_validation/skip',
    summary: 'Another double-validation question (SPEC §7)',
    tags: ['auth'],
    body: Type.Object({ member_login_id: Type.Integer({ minimum: 1 }) }),
    data: Type.Object({
      member_login_id: Type.Integer(),
      available_questions_count: Type.Integer(),
      question: Type.Unsafe<DoubleValidationQuestionName>({ type: 'string' }),
    }),
    codes: {
      '101': { text: DOUBLE_VALIDATION_TEXT['101'], key: 'account_error' },
      '102': { text: DOUBLE_VALIDATION_TEXT['102'] },
      '106': { text: DOUBLE_VALIDATION_TEXT['106'] },
      '202': { text: DOUBLE_VALIDATION_TEXT['202'] },
      '998': { text: DOUBLE_VALIDATION_TEXT['998'] },
    },
    auth: false,
  }),
  /**
   * POST /login/double_validation/sms {member_login_id}: the member cannot answer the question (a
   * forgotten withdraw password, say), so a code goes by SMS to the phone on file instead (SPEC §4,
   * §9 forgot-SMS timer). The code then answers /login/double_validation with answer_by 'sms'.
   */
  doubleValidationSms: defineCall({
    method: 'POST',
    path: '/login/double_validation/sms',
    summary: 'Double validation without the answer (forgotten password): a code by SMS to the phone on file (SPEC §4)',
    description:
      `The ${SMS_CODE_DIGITS}-digit code goes to the member's own phone (never to a number the caller gives), ` +
      `one per phone per five minutes, and lives ten minutes. data.countdown is FORGOT_SMS_COUNTDOWN_S (${FORGOT_SMS_COUNTDOWN_S}); ` +
      'phone_tail the last digits of the number, so the member knows where it went. 102 still starts the countdown.',
    tags: ['auth'],
    body: Type.Object({
      member_login_id: Type.Integer({ minimum: 1 }),
      site_id: Type.Optional(Type.Integer({ minimum: 1 })),
    }),
    data: Type.Object({
      countdown: Type.Integer(),
      phone_tail: Type.String({ maxLength: 4 }),
      expires_in: Type.Integer(),
    }),
    codes: {
      '101': {
        text: 'This login is no longer waiting for verification; please log in again',
        key: 'double_validation_relogin',
      },
      '106': { text: DOUBLE_VALIDATION_TEXT['106'], key: 'ip_error' },
      '202': { text: DOUBLE_VALIDATION_TEXT['202'], key: 'account_unavailable' },
      '099': {
        text: 'There is no phone number on file to send a code to; please answer another question',
        key: 'double_validation_no_phone',
      },
      '102': { text: 'A code was sent to this number less than five minutes ago', key: 'signup.err_sms_too_often' },
      '103': {
        text: 'SMS verification is unavailable (no SMS balance); please contact customer service',
        key: 'signup.err_sms_no_balance',
      },
      '104': {
        text: 'This number cannot receive a code; please contact customer service',
        key: 'signup.err_sms_contact_service',
      },
    },
    auth: false,
  }),
  /** POST /login/double_validation: the answer, a new captcha and the device; success is a login. */
  doubleValidation: defineCall({
    method: 'POST',
    path: '/login/double_validation',
    summary: 'Answer the double-validation question (SPEC §7)',
    description: 'Success: the login data of /login.',
    tags: ['auth'],
    body: Type.Object({
      member_login_id: Type.Integer({ minimum: 1 }),
      answer: Type.String({ maxLength: 128, description: 'The answer to the question, or the SMS code' }),
      answer_by: Type.Optional(
        oneOf(['question', 'sms'] as const, {
          description: "'sms': answer is the code of /login/double_validation/sms (default 'question')",
        }),
      ),
      captcha_answer: Type.String({ minLength: 1, maxLength: 16 }),
      captcha_token: Type.String({ minLength: 1, maxLength: 128 }),
      site_id: Type.Optional(Type.Integer({ minimum: 1 })),
      remote_addr: loginBodyFields.remote_addr,
      host: loginBodyFields.host,
      device: loginBodyFields.device,
      system_group: loginBodyFields.system_group,
      udid: loginBodyFields.udid,
      login_type: loginBodyFields.login_type,
      cdn: loginBodyFields.cdn,
      system: loginBodyFields.system,
      browser: loginBodyFields.browser,
      system_version: loginBodyFields.system_version,
    }),
    data: LoginSessionSchema,
    codes: {
      '101': { text: DOUBLE_VALIDATION_TEXT['101'], key: 'double_validation_relogin' },
      '102': { text: DOUBLE_VALIDATION_TEXT['102'], key: 'double_validation_expired' },
      '106': { text: DOUBLE_VALIDATION_TEXT['106'], key: 'ip_error' },
      '202': { text: DOUBLE_VALIDATION_TEXT['202'], key: 'account_unavailable' },
      '105': { text: DOUBLE_VALIDATION_TEXT['105'], key: 'verify_failed' },
      '104': { text: DOUBLE_VALIDATION_TEXT['104'], key: 'verify_failed' },
      '205': { text: DOUBLE_VALIDATION_TEXT['205'], key: 'verify_failed' },
      '103': { text: DOUBLE_VALIDATION_TEXT['103'], key: 'verify_failed' },
      '206': { text: DOUBLE_VALIDATION_TEXT['206'], key: 'verify_failed' },
      '998': { text: DOUBLE_VALIDATION_TEXT['998'], key: 'double_validation_faild' },
    },
    auth: false,
  }),
  /** POST /arks/web/vx/verify: phone or email (at least one) with the withdraw password → a reset token. */
  verify: defineCall({
    method: 'POST',
    path: '/arks/web/vx/verify',
    summary: 'Verify an account for a password reset (SPEC §7)',
    description:
      'A wrong withdraw password, phone or email all answer 201, so a guess learns nothing about which factor was wrong. A server-checked captcha (POST /captcha type 1) is required. HTTP 429 after repeated failures for the account from this address, or from any address the member never logged in from.',
    tags: ['auth'],
    body: Type.Object({
      account: Type.String({ minLength: 1, maxLength: 64 }),
      withdraw_password: Type.String({ minLength: 1, maxLength: 16 }),
      member_email: Type.Optional(Type.String({ maxLength: 128 })),
      member_phone: Type.Optional(Type.String({ maxLength: 32 })),
      site_id: Type.Optional(Type.Integer({ minimum: 1 })),
      captcha_token: Type.String({
        minLength: 1,
        maxLength: 128,
        description: 'The token of POST /api/captcha (type 1)',
      }),
      answer: Type.String({ minLength: 1, maxLength: 16, description: 'The captcha text' }),
    }),
    data: Type.Object({ token: Type.String({ description: 'Send to /arks/web/vx/reset (15 minutes, single use)' }) }),
    codes: {
      '101': { text: 'Unknown account', key: REVERIFY },
      '102': { text: 'This account cannot be verified; please contact customer service', key: REVERIFY },
      '204': { text: 'Please give the phone number or the email of the account', key: REVERIFY },
      '105': { text: 'The verification code is wrong or has expired; please enter the new code', key: 'verify_failed' },
      '201': { text: 'The details do not match the account', key: REVERIFY },
    },
    auth: false,
    limited: true,
  }),
  /** POST /arks/web/vx/reset {account, password, token}: the new password; ends the member's sessions. */
  reset: defineCall({
    method: 'POST',
    path: '/arks/web/vx/reset',
    summary: 'Set a new password with the token of vx/verify (SPEC §7)',
    description: 'Success ends every session of the member.',
    tags: ['auth'],
    body: Type.Object({
      account: Type.String({ minLength: 1, maxLength: 64 }),
      password: Type.String({ minLength: 1, maxLength: 64 }),
      token: Type.String({ minLength: 1, maxLength: 128 }),
    }),
    data: Type.Null(),
    codes: {
      '101': { text: 'Unknown account', key: REVERIFY },
      '102': { text: 'This account cannot be reset; please contact customer service', key: REVERIFY },
      '201': { text: 'The verification has expired or was already used; please verify again', key: REVERIFY },
      '202': { text: 'The password must be 6 to 12 characters with letters and digits', key: REVERIFY },
      '203': { text: 'The new password must differ from the current one', key: REVERIFY },
    },
    auth: false,
  }),
  /** POST /get_info_data {enc}: the enc exchange of SPEC §4. */
  infoData: defineCall({
    method: 'POST',
    path: '/get_info_data',
    summary: 'The enc exchange (SPEC §4): an encrypted one-time grant for a logged-in session',
    description:
      'data is a JSON string of {tk, member_id, member_account, member_currency}. The client just resets the address to / on 101.',
    tags: ['auth'],
    body: Type.Object({ enc: Type.String({ minLength: 1, maxLength: 512 }) }),
    data: Type.String({ description: 'JSON: {tk, member_id, member_account, member_currency}' }),
    codes: { '101': { text: 'The link is invalid or has expired' } },
    auth: false,
  }),
  /** POST /arks/web/member/enc: an enc for the member's own session hand-over. */
  memberEnc: defineCall({
    method: 'POST',
    path: '/arks/web/member/enc',
    summary: "An enc for the member's own session hand-over (to /?enc=…; two minutes, single use)",
    tags: ['auth'],
    body: emptyBody(),
    data: Type.Object({ enc: Type.String() }),
    codes: {},
    auth: true,
  }),
  /** GET /clientCaptcha: a captcha the client checks itself (SPEC §5 transfer verification). */
  clientCaptcha: defineCall({
    method: 'GET',
    path: '/clientCaptcha',
    summary: 'A client-checked captcha (SPEC §3 envelope with text; SPEC §5 transfer verification)',
    description: 'data: the image (SVG data URL); text: its answer, base64-encoded (the client decodes it to compare).',
    tags: ['auth'],
    body: undefined,
    data: Type.String({ description: 'The image, an SVG data URL' }),
    envelope: Type.Object({
      code: Type.String(),
      message: Type.String(),
      data: Type.String(),
      text: Type.String({ description: 'The answer, base64-encoded' }),
    }),
    codes: {},
    auth: false,
  }),
};

export type LoginCode = keyof typeof authCalls.login.codes;

/** The login codes and the SPEC §8 keys the apps show for them. */
export const LOGIN_CODE_MESSAGE = keysOf(authCalls.login.codes);
/** The double validation codes and their keys (SPEC §8). */
export const DOUBLE_VALIDATION_CODE_MESSAGE = keysOf(authCalls.doubleValidation.codes);
/** The skip's 101 (unknown login) shows account_error; its other codes the server message. */
export const DOUBLE_VALIDATION_SKIP_CODE_MESSAGE = keysOf(authCalls.doubleValidationSkip.codes);
/** The forgotten-password SMS codes and their keys; 102 still starts the countdown. */
export const DOUBLE_VALIDATION_SMS_CODE_MESSAGE = keysOf(authCalls.doubleValidationSms.codes);
export const DOUBLE_VALIDATION_SMS_COUNTDOWN_STILL_STARTS =
  '102' satisfies keyof typeof authCalls.doubleValidationSms.codes;
/** vx/verify and vx/reset failures and their keys (SPEC §8). */
export const VERIFY_CODE_MESSAGE = keysOf(authCalls.verify.codes);
export const RESET_CODE_MESSAGE = keysOf(authCalls.reset.codes);
/** Login codes whose message shows the code in brackets: "ip_error (201)". */
export const LOGIN_CODES_WITH_CODE_SUFFIX: readonly LoginCode[] = ['201', '202', '203'];
/** Captcha code 101 starts a one-second wait before the next request (SPEC §8). */
export const CAPTCHA_CODE_WAIT = '101' satisfies keyof typeof authCalls.captcha.codes;

export type CaptchaRequest = CallBody<typeof authCalls.captcha>;
export type CaptchaResponse = CallData<typeof authCalls.captcha>;
export type LoginHeaderResponse = CallData<typeof authCalls.loginHeader>;
export type LoginPayload = CallBody<typeof authCalls.login>;
/** A successful login's data (SPEC §7). */
export type LoginResponse = Static<typeof LoginSessionSchema>;
/** The data of /login with code 107 (double validation opens) or 802 (transfer validation opens). */
export type LoginChallenge = Pick<CallData<typeof authCalls.login>, 'question' | 'available_questions_count'> & {
  member_login_id: number;
  member_account: string;
};
export type DoubleValidationSkipResponse = CallData<typeof authCalls.doubleValidationSkip>;
export type DoubleValidationSmsResponse = CallData<typeof authCalls.doubleValidationSms>;
export type DoubleValidationRequest = CallBody<typeof authCalls.doubleValidation>;
export type VerifyRequest = CallBody<typeof authCalls.verify>;
export type VerifyResponse = CallData<typeof authCalls.verify>;
export type ResetRequest = CallBody<typeof authCalls.reset>;

/** What the data of /get_info_data holds, as a JSON string. */
export const InfoDataSchema = Type.Object({
  tk: Type.String(),
  member_id: Type.Integer(),
  member_account: Type.String(),
  member_currency: Type.Unsafe<CurrencyCode>({ type: 'string' }),
});
export type InfoData = Static<typeof InfoDataSchema>;
