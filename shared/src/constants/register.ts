/** The register form's fields that SPEC §3 and §5 name one by one. */

/** The entry whose is_display opens a currency for registration (SPEC §3). */
export const REGISTER_CURRENCY_SETTING = 'member_currency';

/** Contact fields of SPEC §5. */
export const REGISTER_CONTACT_FIELDS = [
  'member_qq',
  'member_telegram',
  'member_whats_app',
  'member_wechat',
  'member_zalo',
  'member_skype',
  'member_fb',
  'member_line',
] as const;
export type RegisterContactField = (typeof REGISTER_CONTACT_FIELDS)[number];

/** The fields the verification call checks one at a time (POST /register/verification). */
export const REGISTER_VERIFIABLE_FIELDS = [
  'member_account',
  'member_name',
  'member_email',
  'member_phone',
  'identity_id',
  ...REGISTER_CONTACT_FIELDS,
] as const;
