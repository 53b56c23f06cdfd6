import { MESSAGE_KEYS, PASSWORD_LENGTH } from '@site/shared/constants';

export interface ForcedChangeValues {
  old_password: string;
  new_password: string;
  confirm_password: string;
}

/**
 * SPEC §5 password rules for the forced change of a first login: the current password required; the
 * new one 6 to 12 letters and digits with at least one of each, not the current one; the
 * confirmation equal. Messages are i18n keys.
 */
export function validateForcedChange(
  values: Partial<ForcedChangeValues>,
): Partial<Record<keyof ForcedChangeValues, string>> {
  const errors: Partial<Record<keyof ForcedChangeValues, string>> = {};
  const current = values.old_password ?? '';
  const next = values.new_password ?? '';
  const confirm = values.confirm_password ?? '';
  if (!current) errors.old_password = MESSAGE_KEYS.passwordRequired;
  if (!next) errors.new_password = 'signup.err_psw_required';
  else if (next.length < PASSWORD_LENGTH.min || next.length > PASSWORD_LENGTH.max) {
    errors.new_password = 'signup.err_psw_length';
  } else if (!/^[A-Za-z0-9]+$/.test(next) || !/[A-Za-z]/.test(next) || !/\d/.test(next)) {
    errors.new_password = 'signup.err_psw_format';
  } else if (current && next === current) errors.new_password = 'login_paths.forced_change.same_as_old';
  if (!confirm) errors.confirm_password = 'signup.err_checkPsw_required';
  else if (confirm !== next) errors.confirm_password = 'signup.err_checkPsw_diff';
  return errors;
}
