import * as yup from 'yup';
import { EMPTY_DIGIT } from '@site/shared/ui';
import { registerSchema } from '@site/shared/validation';

/** The password change (SPEC §7 edit_password): the new one follows the registration's rule (SPEC §5). */
export function changePasswordSchema(currency: string) {
  const register = registerSchema({ settings: {}, currency, checkAgreement: false, checkCaptcha: false });
  return yup.object({
    old_password: yup.string().required('profile.password.err_old_required'),
    new_password: register.fields.password,
    confirm_password: yup
      .string()
      .required('signup.err_checkPsw_required')
      .oneOf([yup.ref('new_password')], 'signup.err_checkPsw_diff'),
  });
}

export interface ChangePasswordValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}
export const EMPTY_PASSWORD_VALUES: ChangePasswordValues = { old_password: '', new_password: '', confirm_password: '' };

/** The digits typed in four boxes (the empty ones left out). */
export const digitsOf = (boxes: string | undefined): string => (boxes ?? '').split(EMPTY_DIGIT).join('');

/** A birthday as the date input wants it (YYYY-MM-DD); '' when none or not a full date. */
export function dateInputValue(birthday: string): string {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(birthday.trim());
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}` : '';
}
