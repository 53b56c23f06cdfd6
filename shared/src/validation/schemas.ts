import * as yup from 'yup';
import { MESSAGE_KEYS, PASSWORD_LENGTH, SMS_CODE_DIGITS, WITHDRAW_PASSWORD_DIGITS } from '@site/shared/constants';

/**
 * Form schemas of SPEC §5. Every message is an i18n key (the `common` texts have them all), so the
 * same schema serves every language; show them with `t(key)` or let TextField translate them.
 */

/** Login: account, password, captcha answer, all required, checked in that order (SPEC §5). */
export const loginSchema = yup.object({
  account: yup.string().trim().required(MESSAGE_KEYS.accountRequired),
  password: yup.string().required(MESSAGE_KEYS.passwordRequired),
  answer: yup.string().trim().required(MESSAGE_KEYS.captchaRequired),
});
export type LoginFormValues = yup.InferType<typeof loginSchema>;

/** Reset password: 6 to 12 characters, equal to the confirmation (SPEC §5 "New password for reset"). */
export const resetPasswordSchema = yup.object({
  password: yup
    .string()
    .required('signup.err_psw_length')
    .min(PASSWORD_LENGTH.min, 'signup.err_psw_length')
    .max(PASSWORD_LENGTH.max, 'signup.err_psw_length'),
  check_password: yup
    .string()
    .required('signup.err_checkPsw_diff')
    .oneOf([yup.ref('password')], 'signup.err_checkPsw_diff'),
});
export type ResetPasswordValues = yup.InferType<typeof resetPasswordSchema>;

/** The questions of login double validation (SPEC §5). */
export const DOUBLE_VALIDATION_QUESTIONS = [
  'member_name',
  'identity_id',
  'member_phone',
  'member_email',
  'withdraw_password',
] as const;
export type DoubleValidationQuestion = (typeof DOUBLE_VALIDATION_QUESTIONS)[number];

/** Double validation: the answer (message names the question) and the captcha (SPEC §5). */
export function doubleValidationSchema(question: string) {
  return yup.object({
    answer: yup.string().trim().required(`double_validation_wrong_answer_empty_${question}`),
    captcha_answer: yup.string().trim().required(MESSAGE_KEYS.captchaRequired),
  });
}

/**
 * Double validation answered with the code of a forgotten-password SMS (SPEC §4): the six digits
 * (the registration's phone-code keys) and the captcha.
 */
export function doubleValidationSmsSchema() {
  return yup.object({
    answer: yup
      .string()
      .trim()
      .required('signup.err_phone_verify_required')
      .matches(new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`), 'signup.err_phone_verify_format'),
    captcha_answer: yup.string().trim().required(MESSAGE_KEYS.captchaRequired),
  });
}

export const TRANSFER_VERIFY_METHODS = ['phone', 'email'] as const;
export type TransferVerifyMethod = (typeof TRANSFER_VERIFY_METHODS)[number];

/**
 * Transfer verification (SPEC §5): withdraw password required (4 digits), email or phone by the
 * method (default phone), captcha required and equal to the decoded captcha text, passed as
 * `context.captchaText` (compared without case or surrounding spaces).
 */
export const transferValidationSchema = yup.object({
  withdraw_password: yup
    .string()
    .required('signup.require_text')
    .matches(new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`), 'signup.require_text'),
  method: yup
    .mixed<TransferVerifyMethod>()
    .oneOf([...TRANSFER_VERIFY_METHODS])
    .default('phone'),
  member_email: yup.string().when('method', {
    is: 'email',
    then: (s) => s.trim().required('signup.err_email_format').email('signup.err_email_format'),
    otherwise: (s) => s.optional(),
  }),
  member_phone: yup.string().when('method', {
    is: (m: unknown) => m === undefined || m === 'phone',
    then: (s) => s.trim().required('signup.err_phone_invalid').matches(/^\d+$/, 'signup.err_phone_invalid'),
    otherwise: (s) => s.optional(),
  }),
  captcha: yup
    .string()
    .trim()
    .required(MESSAGE_KEYS.captchaRequired)
    .test('captcha-matches', 'verify_failed', (value, ctx) => {
      const expected = (ctx.options.context as { captchaText?: string } | undefined)?.captchaText;
      return expected === undefined || (value ?? '').toLowerCase() === expected.trim().toLowerCase();
    }),
});
export type TransferValidationValues = yup.InferType<typeof transferValidationSchema>;
