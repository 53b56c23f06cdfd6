import * as yup from 'yup';
import {
  ACCOUNT_LENGTH,
  CONTACT_LENGTH,
  MESSAGE_KEYS,
  PASSWORD_LENGTH,
  REGISTER_CONTACT_FIELDS,
  REGISTER_CURRENCY_SETTING,
  SMS_CODE_DIGITS,
  type RegisterContactField,
  VND_PHONE_DIGITS,
  WITHDRAW_PASSWORD_DIGITS,
} from '@site/shared/constants';
import type { RegisterFieldSetting } from '@site/shared/contracts';

/**
 * Registration rules of SPEC §5, one schema for the register form and for the server (so both
 * sides agree). The schema is built from the register settings of the chosen currency (SPEC §3):
 * a field is checked only when displayed, and required only when its setting says so. Messages are
 * i18n keys (`signup.err_*`, texts in the `common` resources).
 */

/** A currency's register settings (POST /arks/web/register-settings), by field name. */
export type RegisterSettingsByName = Record<string, RegisterFieldSetting | undefined>;

/** The settings of one currency, by field name. */
export function settingsForCurrency(list: readonly RegisterFieldSetting[], currency: string): RegisterSettingsByName {
  const out: RegisterSettingsByName = {};
  for (const s of list) if (s.currency === currency) out[s.name] = s;
  return out;
}

/** Currencies open for registration: those whose member_currency entry is displayed. */
export function openCurrencies(list: readonly RegisterFieldSetting[]): string[] {
  return list.filter((s) => s.name === REGISTER_CURRENCY_SETTING && s.is_display === 1).map((s) => s.currency);
}

const CONTACT_WITH_AT: readonly string[] = ['member_telegram', 'member_skype'];

/** Account characters: letters and digits (SPEC §5 "permitted character set"). */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9]+$/;
/** RMB names: Chinese characters, with the middle dot separating parts of a transliterated name. */
export const RMB_NAME_PATTERN = /^[\u4e00-\u9fff]+([·•][\u4e00-\u9fff]+)*$/;
/** VND names: a single word of letters (SPEC §5), diacritics included. */
export const VND_NAME_PATTERN = /^[\p{L}\p{M}]+$/u;
/** Other currencies: letters, with spaces, dots, apostrophes and hyphens between them. */
export const OTHER_NAME_PATTERN = /^[\p{L}\p{M}]+([ .'-][\p{L}\p{M}]+)*$/u;

export const registerNamePattern = (currency: string): RegExp =>
  currency === 'RMB' ? RMB_NAME_PATTERN : currency === 'VND' ? VND_NAME_PATTERN : OTHER_NAME_PATTERN;

export interface RegisterSchemaOptions {
  /** The currency's settings (settingsForCurrency). */
  settings: RegisterSettingsByName;
  currency: string;
  /** Sites whose phones are exactly 10 digits besides VND (SPEC §5 "or one particular site"). */
  tenDigitPhone?: boolean;
  /** The form checks the agreement box; the server does not receive it. Default true. */
  checkAgreement?: boolean;
  /** The captcha answer is checked (displayed); default: the member_captcha setting is displayed. */
  checkCaptcha?: boolean;
}

/** Whether the register form of these settings shows `name` (a hidden field is neither checked nor kept). */
export const isFieldShown = (s: RegisterSettingsByName, name: string) => s[name]?.is_display === 1;
const shown = isFieldShown;
const required = (s: RegisterSettingsByName, name: string) => shown(s, name) && s[name]?.is_required === 1;

/** An optional text that, once given, must pass `rules`; required when the setting says so. */
function field(
  s: RegisterSettingsByName,
  name: string,
  requiredKey: string,
  rules: (x: yup.StringSchema) => yup.StringSchema,
) {
  let schema = yup.string().trim();
  if (!shown(s, name)) return schema.optional();
  schema = required(s, name) ? schema.required(requiredKey) : schema.optional();
  return schema.test(`${name}-rules`, requiredKey, function test(value) {
    if (value === undefined || value === '') return true;
    try {
      rules(yup.string()).validateSync(value);
      return true;
    } catch (e) {
      return this.createError({ message: (e as yup.ValidationError).message });
    }
  });
}

/** Birthday as the form sends it: year-month-day joined by '-', all chosen or all empty. */
const BIRTHDAY_FULL = /^\d{4}-\d{1,2}-\d{1,2}$/;
export const isEmptyBirthday = (v: string | undefined) => !v || v.replace(/-/g, '').trim() === '';

/**
 * The register form's schema (SPEC §5), fields in the order the first failing rule is shown.
 * Values are the snake-case form values: member_account, password, member_confirm_password,
 * member_name, member_email, member_phone, phone_verify, member_birthday, the contacts,
 * identity_id, withdraw_password, answer (the captcha), agreement.
 */
export function registerSchema(options: RegisterSchemaOptions) {
  const { settings: s, currency } = options;
  const phoneDigits = currency === 'VND' || options.tenDigitPhone ? VND_PHONE_DIGITS : undefined;
  const phoneRequiresCode = shown(s, 'member_phone') && s.member_phone?.is_verification === 1;
  const checkCaptcha = options.checkCaptcha ?? shown(s, 'member_captcha');

  const contacts = Object.fromEntries(
    REGISTER_CONTACT_FIELDS.map((name) => [
      name,
      field(s, name, 'signup.err_contact_required', (x) =>
        x
          .min(CONTACT_LENGTH.min, 'signup.err_contact_length')
          .max(CONTACT_LENGTH.max, 'signup.err_contact_length')
          .matches(
            CONTACT_WITH_AT.includes(name) ? /^[A-Za-z0-9_.@-]+$/ : /^[A-Za-z0-9_.-]+$/,
            'signup.err_contact_format',
          ),
      ),
    ]),
  ) as Record<RegisterContactField, yup.StringSchema>;

  return yup.object({
    member_account: yup
      .string()
      .trim()
      .required('signup.err_account_required')
      .min(ACCOUNT_LENGTH.min, 'signup.err_account_length')
      .max(ACCOUNT_LENGTH.max, 'signup.err_account_length')
      .matches(ACCOUNT_PATTERN, 'signup.err_account_format'),
    password: yup
      .string()
      .required('signup.err_psw_required')
      .min(PASSWORD_LENGTH.min, 'signup.err_psw_length')
      .max(PASSWORD_LENGTH.max, 'signup.err_psw_length')
      .matches(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9]+$/, 'signup.err_psw_format'),
    member_confirm_password: shown(s, 'member_confirm_password')
      ? yup
          .string()
          .required('signup.err_checkPsw_required')
          .oneOf([yup.ref('password')], 'signup.err_checkPsw_diff')
      : yup.string().optional(),
    member_name: field(s, 'member_name', 'signup.err_name_required', (x) =>
      x.max(50, 'signup.err_name_format').matches(registerNamePattern(currency), 'signup.err_name_format'),
    ),
    member_email: field(s, 'member_email', 'signup.err_email_required', (x) =>
      x.max(100, 'signup.err_email_format').email('signup.err_email_format'),
    ),
    member_phone: field(s, 'member_phone', 'signup.err_phone_required', (x) => {
      const digits = x.matches(/^\d+$/, 'signup.err_phone_invalid');
      return phoneDigits
        ? digits.length(phoneDigits, 'signup.err_phone_length')
        : digits.min(6, 'signup.err_phone_invalid').max(15, 'signup.err_phone_invalid');
    }),
    phone_verify: yup
      .string()
      .trim()
      .when('member_phone', {
        is: (phone: unknown) => phoneRequiresCode && typeof phone === 'string' && phone.trim() !== '',
        then: (x) =>
          x
            .required('signup.err_phone_verify_required')
            .matches(new RegExp(`^\\d{${SMS_CODE_DIGITS}}$`), 'signup.err_phone_verify_format'),
        otherwise: (x) => x.optional(),
      }),
    member_birthday: shown(s, 'member_birthday')
      ? yup
          .string()
          .test(
            'birthday-required',
            'signup.err_birthday_required',
            (v) => !required(s, 'member_birthday') || !isEmptyBirthday(v),
          )
          .test(
            'birthday-complete',
            'signup.err_birthday_incomplete',
            (v) => isEmptyBirthday(v) || BIRTHDAY_FULL.test(v ?? ''),
          )
      : yup.string().optional(),
    ...contacts,
    identity_id: field(s, 'identity_id', 'signup.err_identity_required', (x) =>
      x.max(32, 'signup.err_identity_format').matches(/^[A-Za-z0-9]+$/, 'signup.err_identity_format'),
    ),
    withdraw_password: field(s, 'withdraw_password', 'signup.err_withdraw_psw_required', (x) =>
      x.matches(new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`), 'signup.err_withdraw_psw_format'),
    ),
    answer: checkCaptcha ? yup.string().trim().required(MESSAGE_KEYS.captchaRequired) : yup.string().optional(),
    agreement:
      options.checkAgreement === false
        ? yup.mixed().optional()
        : yup.boolean().oneOf([true], 'signup.err_agreement').required('signup.err_agreement'),
  });
}
export type RegisterFormValues = yup.InferType<ReturnType<typeof registerSchema>>;
