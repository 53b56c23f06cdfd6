/** Password rules shared by registration, reset and edit_password (SPEC §5, §9: 6 to 12, letters and digits). */
import { PASSWORD_LENGTH } from '@site/shared/constants';

/** A reason the password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_LENGTH.min || password.length > PASSWORD_LENGTH.max) return 'length';
  if (!/^[A-Za-z0-9]+$/.test(password)) return 'characters';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'letters-and-digits';
  return null;
}
