import { REGISTER_CONTACT_FIELDS, type RegisterContactField } from '@site/shared/constants';
import type { RegisterRequest } from '@site/shared/contracts';
import {
  fieldErrors,
  isEmptyBirthday,
  isFieldShown,
  registerSchema,
  type RegisterSettingsByName,
} from '@site/shared/validation';
import type { Referral } from './referral';

/**
 * What the member types, by the names of the register body (SPEC §3). The birthday is
 * 'year-month-day' with the parts not chosen yet left empty ('1990--'); the withdraw password keeps
 * one character per box, a space for an empty one, so a gap is seen by the 4-digit rule.
 */
export type RegisterFormValues = {
  member_account: string;
  password: string;
  member_confirm_password: string;
  member_name: string;
  member_email: string;
  member_phone: string;
  phone_verify: string;
  member_birthday: string;
  identity_id: string;
  withdraw_password: string;
  member_others: string;
  introducer: string;
  answer: string;
  agreement: boolean;
} & Record<RegisterContactField, string>;

export const INITIAL_REGISTER_VALUES: RegisterFormValues = {
  member_account: '',
  password: '',
  member_confirm_password: '',
  member_name: '',
  member_email: '',
  member_phone: '',
  phone_verify: '',
  member_birthday: '',
  identity_id: '',
  withdraw_password: '',
  member_others: '',
  introducer: '',
  answer: '',
  agreement: false,
  ...(Object.fromEntries(REGISTER_CONTACT_FIELDS.map((f) => [f, ''])) as Record<RegisterContactField, string>),
};

export interface RegisterRules {
  settings: RegisterSettingsByName;
  currency: string;
}

/** Whether the phone asks for an SMS code (SPEC §4, §5): shown with is_verification. */
export const phoneNeedsCode = (settings: RegisterSettingsByName) =>
  isFieldShown(settings, 'member_phone') && settings.member_phone?.is_verification === 1;

/** Whether the form shows the captcha (its member_captcha setting). */
export const captchaShown = (settings: RegisterSettingsByName) => isFieldShown(settings, 'member_captcha');

/**
 * react-final-form's validate: every SPEC §5 rule of the shared schema built from the currency's
 * settings, the first failing rule of each field as its i18n key.
 */
export function validateRegister(values: RegisterFormValues, rules: RegisterRules): Record<string, string> {
  const schema = registerSchema({ settings: rules.settings, currency: rules.currency });
  return fieldErrors(schema, values);
}

export interface RegisterBodyContext extends RegisterRules {
  siteId: number;
  referral: Referral | null;
  /** The recommend-code field is on the form (SPEC §8 107 turns it off). */
  recommendOpen: boolean;
  captchaToken: string;
  host: string;
  device: number;
}

const OPTIONAL_TEXT_FIELDS = ['member_name', 'member_email', 'member_phone', 'identity_id', 'member_others'] as const;

/**
 * The body of POST /register (SPEC §3, §7): only the fields the currency's form shows, trimmed
 * (passwords as typed), the birthday joined by '-', the four withdraw digits joined, the captcha
 * answer with its token, and the introducer by registration type.
 */
export function buildRegisterBody(values: RegisterFormValues, ctx: RegisterBodyContext): RegisterRequest {
  const s = ctx.settings;
  const shown = (name: string) => isFieldShown(s, name);
  const body: RegisterRequest = {
    site_id: ctx.siteId,
    member_currency: ctx.currency as RegisterRequest['member_currency'],
    member_account: values.member_account.trim(),
    password: values.password,
  };
  if (shown('member_confirm_password')) body.member_confirm_password = values.member_confirm_password;
  for (const name of OPTIONAL_TEXT_FIELDS) if (shown(name)) body[name] = values[name].trim();
  for (const name of REGISTER_CONTACT_FIELDS) if (shown(name)) body[name] = values[name].trim();
  if (shown('member_birthday'))
    body.member_birthday = isEmptyBirthday(values.member_birthday) ? '' : values.member_birthday;
  if (shown('withdraw_password')) body.withdraw_password = values.withdraw_password.replace(/\s/g, '');
  if (phoneNeedsCode(s)) body.phone_verify = values.phone_verify.trim();
  if (captchaShown(s)) {
    body.answer = values.answer.trim();
    body.captcha_token = ctx.captchaToken;
  }
  const typed = values.introducer.trim();
  if (ctx.referral) {
    body.introducer = ctx.referral.value;
    body.register_type = ctx.referral.type;
    if (ctx.referral.agentDomainId) body.agent_domain_id = ctx.referral.agentDomainId;
  } else if (typed && ctx.recommendOpen) {
    // A code the member types is a recommend code: agent ids arrive by link or agent domain.
    body.introducer = typed;
    body.register_type = 'recommend_code';
  }
  body.host = ctx.host;
  body.device = ctx.device;
  return body;
}
