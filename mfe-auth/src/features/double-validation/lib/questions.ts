import type { InputHTMLAttributes } from 'react';
import { WITHDRAW_PASSWORD_DIGITS } from '@site/shared/constants';
import {
  fieldErrors,
  doubleValidationSchema,
  doubleValidationSmsSchema,
  type DoubleValidationQuestion,
} from '@site/shared/validation';

export interface DoubleValidationValues {
  answer: string;
  captcha_answer: string;
}

/** How each question's answer is typed: the keyboard, autofill and length that fit it. */
export const QUESTION_INPUT: Record<
  DoubleValidationQuestion,
  Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'autoCapitalize'>
> = {
  member_name: { type: 'text', autoComplete: 'name', maxLength: 100, autoCapitalize: 'words' },
  identity_id: { type: 'text', autoComplete: 'off', maxLength: 100, autoCapitalize: 'characters' },
  member_phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: 20 },
  member_email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: 100, autoCapitalize: 'none' },
  withdraw_password: {
    type: 'password',
    inputMode: 'numeric',
    autoComplete: 'off',
    maxLength: WITHDRAW_PASSWORD_DIGITS,
  },
};

/**
 * The shape the platform accepts for each answer (a malformed one is its code 205), checked before
 * sending so the member is told which field is wrong. The keys are the registration's texts for the
 * same data.
 */
const ANSWER_FORMAT: Partial<Record<DoubleValidationQuestion, { pattern: RegExp; message: string }>> = {
  withdraw_password: {
    pattern: new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`),
    message: 'signup.err_withdraw_psw_format',
  },
  member_phone: { pattern: /^\+?[\d\s-]{6,20}$/, message: 'signup.err_phone_invalid' },
  member_email: { pattern: /^[^\s@]+@[^\s@]+$/, message: 'signup.err_email_format' },
};

export const isDoubleValidationQuestion = (value: unknown): value is DoubleValidationQuestion =>
  typeof value === 'string' && value in QUESTION_INPUT;

/**
 * SPEC §5 double validation: the answer is required (double_validation_wrong_answer_empty_{question})
 * and must have its question's shape; the captcha is required. Messages are i18n keys.
 */
export function validateDoubleValidation(question: DoubleValidationQuestion) {
  const schema = doubleValidationSchema(question);
  const format = ANSWER_FORMAT[question];
  return (values: Partial<DoubleValidationValues>): Partial<Record<keyof DoubleValidationValues, string>> => {
    const errors: Partial<Record<keyof DoubleValidationValues, string>> = fieldErrors(schema, values);
    const answer = values.answer?.trim() ?? '';
    if (!errors.answer && format && !format.pattern.test(answer)) errors.answer = format.message;
    return errors;
  };
}

/** The answer given as the code of a forgotten-password SMS: six digits and the captcha. */
export function validateDoubleValidationSms() {
  const schema = doubleValidationSmsSchema();
  return (values: Partial<DoubleValidationValues>): Partial<Record<keyof DoubleValidationValues, string>> =>
    fieldErrors(schema, values);
}
