import { firstError, loginSchema } from '@site/shared/validation';
import type { LoginFormValues } from '../api/login';

/**
 * react-final-form's validate for the login form: the shared §5 schema, and only the first failing
 * rule (account, then password, then captcha), as an i18n key on its field.
 */
export function validateLogin(values: Partial<LoginFormValues>): Partial<Record<keyof LoginFormValues, string>> {
  const error = firstError(loginSchema, values);
  return error ? { [error.path as keyof LoginFormValues]: error.message } : {};
}
