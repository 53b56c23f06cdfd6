import * as yup from 'yup';
import { REGISTER_CONTACT_FIELDS, WITHDRAW_PASSWORD_DIGITS } from '@site/shared/constants';
import { registerSchema, type RegisterSettingsByName } from './register';

/**
 * The member centre's profile rules (SPEC §3, §5): the registration's own rules, applied to the
 * fields the register settings open to the member centre. One settings view for the profile form
 * and the platform, so both agree on what is editable and what a value must look like.
 */

/** The profile fields the member centre may edit, in the order the first failing rule is shown. */
export const PROFILE_EDIT_FIELDS = [
  'member_name',
  'member_email',
  'member_phone',
  'member_birthday',
  ...REGISTER_CONTACT_FIELDS,
  'identity_id',
] as const;
export type ProfileEditField = (typeof PROFILE_EDIT_FIELDS)[number];

/** Fields a member may fill once, while empty; afterwards only customer service changes them. */
export const PROFILE_SET_ONCE_FIELDS: readonly ProfileEditField[] = ['member_name', 'identity_id'];

/**
 * The register settings as the member centre reads them: a field is shown (checked, editable) when
 * its setting says is_member_center; the phone asks for an SMS code when is_member_center_verification
 * says so. The name and the ID number are never required there (they may stay empty until the
 * member chooses to set them, once).
 */
export function memberCenterSettings(settings: RegisterSettingsByName): RegisterSettingsByName {
  const out: RegisterSettingsByName = {};
  for (const name of PROFILE_EDIT_FIELDS) {
    const s = settings[name];
    if (!s || s.is_member_center !== 1) continue;
    out[name] = {
      ...s,
      is_display: 1,
      is_required: PROFILE_SET_ONCE_FIELDS.includes(name) ? 0 : s.is_required,
      is_verification: name === 'member_phone' ? (s.is_member_center_verification ?? 0) : 0,
    };
  }
  return out;
}

/** Whether the member centre edits `name` under these (register) settings. */
export const isProfileEditable = (settings: RegisterSettingsByName, name: string): boolean =>
  name === 'member_others' || settings[name]?.is_member_center === 1;

export interface ProfileSchemaOptions {
  /** The currency's register settings (settingsForCurrency), as registration reads them. */
  settings: RegisterSettingsByName;
  currency: string;
  /** The phone on file: the SMS code is asked for only when the phone changes. */
  currentPhone?: string;
  /** Set-once fields already set (left out of the form). */
  locked?: readonly string[];
}

/**
 * The profile form's schema: the register schema's rules for the editable fields (SPEC §5), the
 * SMS code only for a new phone, member_others up to 200 characters.
 */
export function profileSchema(options: ProfileSchemaOptions) {
  const centre = memberCenterSettings(options.settings);
  const register = registerSchema({
    settings: centre,
    currency: options.currency,
    checkAgreement: false,
    checkCaptcha: false,
  });
  const locked = options.locked ?? [];
  const current = (options.currentPhone ?? '').trim();
  const fields: Record<string, yup.AnySchema> = {};
  for (const name of PROFILE_EDIT_FIELDS) {
    if (centre[name] && !locked.includes(name)) fields[name] = register.fields[name] as yup.AnySchema;
  }
  fields.phone_verify = yup
    .string()
    .trim()
    .when('member_phone', {
      is: (phone: unknown) => typeof phone === 'string' && phone.trim() !== current,
      then: () => register.fields.phone_verify as yup.StringSchema,
      otherwise: (x) => x.optional(),
    });
  fields.member_others = yup.string().trim().max(200, 'profile.err_others_length').optional();
  return yup.object(fields);
}

const WITHDRAW_DIGITS = new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`);

/**
 * Setting or changing the withdraw password (SPEC §5: 4 digits): with none set the login password
 * proves the identity; with one set the current one is asked for. Messages are i18n keys.
 */
export function withdrawPasswordSchema(options: { hasWithdrawPassword: boolean }) {
  return yup.object({
    password: options.hasWithdrawPassword
      ? yup.string().optional()
      : yup.string().required('profile.err_login_password_required'),
    old_withdraw_password: options.hasWithdrawPassword
      ? yup
          .string()
          .required('profile.err_old_withdraw_psw_required')
          .matches(WITHDRAW_DIGITS, 'signup.err_withdraw_psw_format')
      : yup.string().optional(),
    withdraw_password: yup
      .string()
      .required('signup.err_withdraw_psw_required')
      .matches(WITHDRAW_DIGITS, 'signup.err_withdraw_psw_format'),
    confirm_withdraw_password: yup
      .string()
      .required('profile.err_confirm_withdraw_psw_required')
      .oneOf([yup.ref('withdraw_password')], 'profile.err_withdraw_psw_diff'),
  });
}
