/**
 * The registration checks of SPEC §5 and §8 on the server: the shared yup schema (the same the
 * register form uses) built from the currency's register settings, then the site's blacklists and
 * the uniqueness of the fields whose setting says is_unique. Each failure is a SPEC §8 register
 * code with the field it belongs to.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ValidationError } from 'yup';
import {
  REGISTER_CODE_FIELD,
  REGISTER_CODE_TEXT,
  REGISTER_CONTACT_CODE,
  type RegisterCode,
  type RegisterFieldSetting,
} from '@site/shared/contracts';
import { REGISTER_CONTACT_FIELDS } from '@site/shared/constants';
import {
  isFieldShown,
  registerSchema,
  settingsForCurrency,
  type RegisterSettingsByName,
} from '@site/shared/validation';
import type { Db } from '../../db/client';
import { blacklist, members, registerSettings } from '../../db/schema';

/** A register failure: the code, the field it is shown on and an English message. */
export interface RegisterFailure {
  code: string;
  field: string;
  message: string;
  /** The i18n key of the failed rule, for the 400 answers of the shared schema. */
  key?: string;
}

/** English texts of the schema's message keys (the forms show them translated by key). */
const KEY_TEXT: Record<string, string> = {
  'signup.err_account_required': 'Please enter an account name',
  'signup.err_account_length': 'The account must be 6 to 12 characters',
  'signup.err_account_format': 'The account may contain only letters and digits',
  'signup.err_psw_required': 'Please enter a password',
  'signup.err_psw_length': 'The password must be 6 to 12 characters',
  'signup.err_psw_format': 'The password must contain letters and digits, at least one of each',
  'signup.err_checkPsw_required': 'Please confirm the password',
  'signup.err_checkPsw_diff': 'The passwords do not match',
  'signup.err_name_required': 'Please enter your real name',
  'signup.err_name_format': 'The name is not valid for this currency',
  'signup.err_email_required': 'Please enter your email address',
  'signup.err_email_format': 'The email address is not valid',
  'signup.err_phone_required': 'Please enter your phone number',
  'signup.err_phone_invalid': 'The phone number must contain digits only',
  'signup.err_phone_length': 'The phone number must be exactly 10 digits',
  'signup.err_phone_verify_required': 'Please enter the SMS verification code',
  'signup.err_phone_verify_format': 'The SMS verification code is 6 digits',
  'signup.err_birthday_required': 'Please choose your date of birth',
  'signup.err_birthday_incomplete': 'Please choose the year, month and day of birth',
  'signup.err_contact_required': 'Please enter this contact',
  'signup.err_contact_length': 'The contact must be 5 to 50 characters',
  'signup.err_contact_format': 'The contact contains characters that are not allowed',
  'signup.err_identity_required': 'Please enter your ID number',
  'signup.err_identity_format': 'The ID number may contain only letters and digits',
  'signup.err_withdraw_psw_required': 'Please set a withdrawal password',
  'signup.err_withdraw_psw_format': 'The withdrawal password is 4 digits',
  ph_account_verify_code: 'Please enter the verification code',
};

/** The text fields of a register body (the numbers, site_id and the like, are not form values). */
export type RegisterValues = Readonly<Record<string, string | undefined>>;
export const formValues = (body: object): RegisterValues =>
  Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** Member data a register setting governs: each is kept only when the currency's form shows it. */
const SETTING_FIELDS: readonly string[] = [
  'member_name',
  'member_email',
  'member_phone',
  'member_birthday',
  'identity_id',
  'withdraw_password',
  ...REGISTER_CONTACT_FIELDS,
];

/**
 * The values without the fields the currency's form hides. The schema does not check a hidden
 * field, so keeping one would store whatever a crafted request sent (a withdraw password of any
 * text, which then blocks binding and withdrawing for good).
 */
export const shownValues = (values: RegisterValues, settings: RegisterSettingsByName): RegisterValues =>
  Object.fromEntries(Object.entries(values).filter(([f]) => !SETTING_FIELDS.includes(f) || isFieldShown(settings, f)));

/** A register code as a failure, shown under the field of the code table. */
export const registerFailure = (code: RegisterCode): RegisterFailure => ({
  code,
  field: REGISTER_CODE_FIELD[code] ?? 'toast',
  message: REGISTER_CODE_TEXT[code] ?? 'error',
});

export async function loadSettings(db: Db, siteId: number): Promise<RegisterFieldSetting[]> {
  const rows = await db
    .select()
    .from(registerSettings)
    .where(eq(registerSettings.siteId, siteId))
    .orderBy(registerSettings.currency, registerSettings.sort);
  return rows.map((r) => ({
    name: r.name,
    currency: r.currency,
    is_display: r.isDisplay ? 1 : 0,
    is_required: r.isRequired ? 1 : 0,
    is_unique: r.isUnique ? 1 : 0,
    is_member_center: r.isMemberCenter ? 1 : 0,
    is_verification: r.isVerification ? 1 : 0,
    ...(r.name === 'member_phone' ? { is_member_center_verification: r.isMemberCenterVerification ? 1 : 0 } : {}),
  }));
}

/** A schema failure as a register code: email 206, phone 209, name 227, contacts 301–308; other rules HTTP 400. */
function codeForRule(field: string, key: string): string {
  if (field === 'member_email' && key === 'signup.err_email_format') return '206';
  if (field === 'member_phone' && (key === 'signup.err_phone_invalid' || key === 'signup.err_phone_length'))
    return '209';
  if (field === 'member_name' && key === 'signup.err_name_format') return '227';
  if (REGISTER_CONTACT_CODE[field] && key !== 'signup.err_contact_required') return REGISTER_CONTACT_CODE[field];
  return '400';
}

/** The first failing rule of the shared schema (fields in the schema's order), as a register failure. */
export function schemaFailure(
  values: Record<string, unknown>,
  settings: RegisterSettingsByName,
  currency: string,
  only?: string,
): RegisterFailure | null {
  const schema = registerSchema({ settings, currency, checkAgreement: false });
  const fields = only ? [only] : Object.keys(schema.fields);
  for (const field of fields) {
    try {
      schema.validateSyncAt(field, values);
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      const key = e.message;
      const code = codeForRule(field, key);
      return {
        code,
        field,
        key,
        message: code === '400' ? `${field}: ${KEY_TEXT[key] ?? key}` : REGISTER_CODE_TEXT[code]!,
      };
    }
  }
  return null;
}

const blacklisted = async (db: Db, siteId: number, kind: 'name' | 'email' | 'phone', value: string) =>
  (
    await db
      .select({ id: blacklist.id })
      .from(blacklist)
      .where(
        and(
          eq(blacklist.siteId, siteId),
          eq(blacklist.kind, kind),
          eq(blacklist.value, kind === 'name' ? value : value.toLowerCase()),
        ),
      )
      .limit(1)
  ).length > 0;

const taken = async (
  db: Db,
  siteId: number,
  column: 'member_name' | 'member_phone' | 'member_email' | 'identity_id',
  value: string,
) => {
  const col = {
    member_name: members.memberName,
    member_phone: members.memberPhone,
    member_email: members.memberEmail,
    identity_id: members.identityId,
  }[column];
  const [row] = await db
    .select({ status: members.status })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${col}) = lower(${value})`))
    .limit(1);
  return row ?? null;
};

/**
 * Blacklists (214 name, 216 email, 215 phone) and uniqueness (102 account always; 103 name,
 * 104 phone, 105 email, 114 identity id when the setting is unique; 223 an identity id of a
 * closed account) for the fields present in `values` (or only `only`).
 */
export async function dataFailure(
  db: Db,
  siteId: number,
  values: RegisterValues,
  settings: RegisterSettingsByName,
  only?: string,
): Promise<RegisterFailure | null> {
  const want = (f: string) => (!only || only === f) && values[f] !== undefined && values[f].trim() !== '';
  const unique = (f: string) => settings[f]?.is_unique === 1;
  const v = (f: string) => values[f]!.trim();
  if (want('member_account')) {
    const [row] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.siteId, siteId), eq(members.accountKey, v('member_account').toLowerCase())))
      .limit(1);
    if (row) return registerFailure('102');
  }
  if (want('member_name')) {
    if (await blacklisted(db, siteId, 'name', v('member_name'))) return registerFailure('214');
    if (unique('member_name') && (await taken(db, siteId, 'member_name', v('member_name'))))
      return registerFailure('103');
  }
  if (want('member_phone')) {
    if (await blacklisted(db, siteId, 'phone', v('member_phone'))) return registerFailure('215');
    if (unique('member_phone') && (await taken(db, siteId, 'member_phone', v('member_phone'))))
      return registerFailure('104');
  }
  if (want('member_email')) {
    if (await blacklisted(db, siteId, 'email', v('member_email'))) return registerFailure('216');
    if (unique('member_email') && (await taken(db, siteId, 'member_email', v('member_email'))))
      return registerFailure('105');
  }
  if (want('identity_id') && unique('identity_id')) {
    const owner = await taken(db, siteId, 'identity_id', v('identity_id'));
    if (owner) return registerFailure(owner.status === 'active' ? '114' : '223');
  }
  return null;
}

export { settingsForCurrency };
