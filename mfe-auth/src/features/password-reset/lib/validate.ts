import { MESSAGE_KEYS, WITHDRAW_PASSWORD_DIGITS } from '@site/shared/constants';
import {
  fieldErrors,
  resetPasswordSchema,
  transferValidationSchema,
  type TransferVerifyMethod,
} from '@site/shared/validation';

/** One box of the withdraw password not typed yet (SPEC §5: the four parts start as dashes). */
export const EMPTY_DIGIT = '-';
export const EMPTY_WITHDRAW_PASSWORD = EMPTY_DIGIT.repeat(WITHDRAW_PASSWORD_DIGITS);

export interface VerifyAccountValues {
  account: string;
  /** Four characters, one a box: a digit, or EMPTY_DIGIT. */
  withdraw_password: string;
  method: TransferVerifyMethod;
  member_phone: string;
  member_email: string;
  captcha: string;
}

type Errors<T> = Partial<Record<keyof T, string>>;

/**
 * SPEC §5 transfer verification: withdraw password required (signup.require_text), the phone
 * (signup.err_phone_invalid) or the email (signup.err_email_format) by the method, the captcha
 * required. Whether the captcha matches is the platform's check (vx/verify answers 105,
 * verify_failed): the captcha is the server's, whose text the page never has. The account is typed
 * only on the forgot-password path.
 */
export function validateVerifyAccount(
  values: Partial<VerifyAccountValues>,
  askAccount: boolean,
): Errors<VerifyAccountValues> {
  const errors: Errors<VerifyAccountValues> = fieldErrors(transferValidationSchema, {
    ...values,
    // Boxes left as dashes are not typed.
    withdraw_password: values.withdraw_password?.split(EMPTY_DIGIT).join('') ?? '',
  });
  if (askAccount && !values.account?.trim()) errors.account = MESSAGE_KEYS.accountRequired;
  return errors;
}

export interface NewPasswordValues {
  password: string;
  check_password: string;
}

/**
 * SPEC §5 new password for a reset: 6 to 12 characters (signup.err_psw_length), equal to the
 * confirmation (signup.err_checkPsw_diff). Letters and digits, at least one of each
 * (signup.err_psw_format), is the platform's rule for every password (its reset code 202): checked
 * here so the member is told what to fix instead of being asked to verify again.
 */
export function validateNewPassword(values: Partial<NewPasswordValues>): Errors<NewPasswordValues> {
  const errors: Errors<NewPasswordValues> = fieldErrors(resetPasswordSchema, values);
  const password = values.password ?? '';
  if (!errors.password && !(/^[A-Za-z0-9]+$/.test(password) && /[A-Za-z]/.test(password) && /\d/.test(password))) {
    errors.password = 'signup.err_psw_format';
  }
  return errors;
}
