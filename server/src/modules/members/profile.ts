/**
 * The member's profile (SPEC §3): what /member/profile answers, the member centre's edit of it (the
 * registration's §5 rules, blacklists and uniqueness, applied to the fields the register settings
 * open to the member centre) and the withdraw password's set and change (SPEC §5: 4 digits, hashed
 * and counted like the withdrawal checks it).
 */
import { hash, verify } from '@node-rs/argon2';
import { eq, isNull, and } from 'drizzle-orm';
import type { CurrencyCode } from '@site/shared/constants';
import {
  PROFILE_CONTACTS,
  PROFILE_EDIT_CODE_FIELD,
  PROFILE_EDIT_CODE_TEXT,
  PROFILE_PHONE_SMS_TYPE,
  type EditProfileRequest,
  type MemberProfile,
  type ProfileEditCode,
  type WithdrawPasswordRequest,
} from '@site/shared/contracts';
import {
  PROFILE_EDIT_FIELDS,
  PROFILE_SET_ONCE_FIELDS,
  isEmptyBirthday,
  isProfileEditable,
  memberCenterSettings,
} from '@site/shared/validation';
import { WITHDRAW_PASSWORD_DIGITS } from '@site/shared/constants';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { members, withdrawPasswordFailures } from '../../db/schema';
import type { MemberRow } from '../../http/idempotency';
import { checkWithdrawPassword, withdrawLock } from '../payments/orders';
import { settingsFor } from '../registration/register';
import { dataFailure, schemaFailure, type RegisterFailure } from '../registration/rules';
import { useSmsCode } from '../sms/codes';

/** The identity id as the profile shows it: only its last 4 characters. */
const mask = (v: string | null) => (v ? `${'*'.repeat(Math.max(0, v.length - 4))}${v.slice(-4)}` : '');

/** SPEC §3 member profile of a member row (identity id masked). */
export function memberProfile(m: MemberRow): MemberProfile {
  const contacts = Object.fromEntries(PROFILE_CONTACTS.map((k) => [k, m.contacts[k] ?? ''])) as Record<
    (typeof PROFILE_CONTACTS)[number],
    string
  >;
  return {
    id: m.id,
    member_account: m.account,
    member_name: m.memberName ?? '',
    is_withdraw_password: m.withdrawPasswordHash ? 1 : 0,
    member_birthday: m.memberBirthday ?? '',
    member_email: m.memberEmail ?? '',
    member_currency: m.currency as CurrencyCode,
    member_phone: m.memberPhone ?? '',
    ...contacts,
    new_identity_id: mask(m.identityId),
  };
}

/** Every field the edit may send, member_others included (it is always editable). */
const EDIT_FIELDS: readonly string[] = [...PROFILE_EDIT_FIELDS, 'member_others'];
/** Fields kept in the member's contacts (keyed by the API name). */
const CONTACT_KEYS: readonly string[] = PROFILE_CONTACTS;

/** The member's values of the editable fields, '' when empty (the identity id unmasked). */
function currentValues(m: MemberRow): Record<string, string> {
  return {
    member_name: m.memberName ?? '',
    member_email: m.memberEmail ?? '',
    member_phone: m.memberPhone ?? '',
    member_birthday: m.memberBirthday ?? '',
    identity_id: m.identityId ?? '',
    ...Object.fromEntries(CONTACT_KEYS.map((k) => [k, m.contacts[k] ?? ''])),
  };
}

/** Two values of one field that mean the same (a birthday without leading zeros, an email in any case). */
function sameValue(field: string, given: string, current: string): boolean {
  if (field === 'member_birthday') {
    if (isEmptyBirthday(given) && isEmptyBirthday(current)) return true;
    const norm = (v: string) => v.split('-').map((p) => String(Number(p)));
    return norm(given).join('-') === norm(current).join('-');
  }
  if (field === 'member_email' || field === 'identity_id') return given.toLowerCase() === current.toLowerCase();
  return given === current;
}

const editFailure = (code: ProfileEditCode): RegisterFailure => ({
  code,
  field: PROFILE_EDIT_CODE_FIELD[code] ?? 'toast',
  message: PROFILE_EDIT_CODE_TEXT[code] ?? 'error',
});

/**
 * Edits the profile with the fields sent: unchanged values are ignored; a changed one must be
 * editable (120/121 a set-once field already set, 122 a field the member centre does not edit),
 * pass the §5 rule of its register setting, the blacklists and uniqueness, and a new phone the SMS
 * code when the setting asks for one. The new member row, or the failure that stopped it.
 */
export async function editProfile(
  ctx: AppContext,
  member: MemberRow,
  body: EditProfileRequest,
): Promise<{ member: MemberRow } | RegisterFailure> {
  const { db, options } = ctx;
  const { byName } = await settingsFor(db, member.siteId, member.currency);
  const centre = memberCenterSettings(byName);
  const current = currentValues(member);
  const sent = body as Readonly<Record<string, string | undefined>>;

  const changed: Record<string, string> = {};
  for (const field of EDIT_FIELDS) {
    const raw = sent[field];
    if (raw === undefined) continue;
    const value = raw.trim();
    const now = current[field] ?? '';
    if (sameValue(field, value, now)) continue;
    if (!isProfileEditable(byName, field)) return editFailure('122');
    if ((PROFILE_SET_ONCE_FIELDS as readonly string[]).includes(field) && now)
      return editFailure(field === 'member_name' ? '120' : '121');
    changed[field] = value;
  }
  if (Object.keys(changed).length === 0) return { member };

  const values = { ...current, ...changed, phone_verify: sent.phone_verify };
  for (const field of PROFILE_EDIT_FIELDS) {
    if (!(field in changed)) continue;
    const failure = schemaFailure(values, centre, member.currency, field);
    if (failure) return failure;
  }
  if (changed.member_others !== undefined && changed.member_others.length > 200)
    return {
      code: '400',
      field: 'member_others',
      key: 'profile.err_others_length',
      message: 'member_others: at most 200 characters',
    };
  const newPhone = changed.member_phone;
  const phoneNeedsCode = Boolean(newPhone) && centre.member_phone?.is_verification === 1;
  if (phoneNeedsCode) {
    const failure = schemaFailure(values, centre, member.currency, 'phone_verify');
    if (failure) return failure;
  }
  const dataProblem = await dataFailure(db, member.siteId, changed, centre);
  if (dataProblem) return dataProblem;
  if (phoneNeedsCode) {
    const used = await useSmsCode(db, {
      siteId: member.siteId,
      phone: newPhone!,
      code: sent.phone_verify,
      type: PROFILE_PHONE_SMS_TYPE,
      now: options.now(),
    });
    if (!used) return editFailure('113');
  }

  const orNull = (f: string) => (f in changed ? changed[f] || null : undefined);
  const contacts = { ...member.contacts };
  for (const key of CONTACT_KEYS) {
    if (!(key in changed)) continue;
    if (changed[key]) contacts[key] = changed[key];
    else delete contacts[key];
  }
  const birthday = changed.member_birthday;
  const [row] = await db
    .update(members)
    .set({
      memberName: orNull('member_name'),
      memberEmail: orNull('member_email'),
      memberPhone: orNull('member_phone'),
      memberBirthday: birthday === undefined ? undefined : isEmptyBirthday(birthday) ? null : birthday,
      identityId: orNull('identity_id'),
      contacts,
    })
    .where(
      and(
        eq(members.id, member.id),
        // A set-once field is written only while still empty (two edits at once: the first wins).
        ...('member_name' in changed ? [isNull(members.memberName)] : []),
        ...('identity_id' in changed ? [isNull(members.identityId)] : []),
      ),
    )
    .returning();
  if (!row) return editFailure('member_name' in changed ? '120' : '121');
  return { member: row };
}

export type WithdrawPasswordOutcome =
  | { ok: true }
  | { ok: false; code: '101' | '103' | '104' | '105' }
  | { ok: false; code: '102'; attemptsLeft: number }
  | { ok: false; code: '106'; retryAfterS: number };

const FOUR_DIGITS = new RegExp(`^\\d{${WITHDRAW_PASSWORD_DIGITS}}$`);

/**
 * Sets the withdraw password (none yet: the login password proves who asks) or changes it (the
 * current one is asked for). Runs in one transaction with the member row locked, so wrong tries
 * are counted one at a time; wrong ones count with the withdrawal's and the binding's (5 within
 * 15 minutes lock them all for 15 minutes).
 */
export async function setWithdrawPassword(
  db: Db,
  memberId: number,
  body: WithdrawPasswordRequest,
  now: Date,
): Promise<WithdrawPasswordOutcome> {
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw new Error(`member ${memberId} vanished`);
    const lock = await withdrawLock(tx, member.id, now);
    if (lock.lockedUntil)
      return { ok: false, code: '106', retryAfterS: Math.ceil((lock.lockedUntil.getTime() - now.getTime()) / 1000) };
    const next = body.withdraw_password.trim();
    // The new password's own rules first, so a typo there costs no attempt.
    if (!FOUR_DIGITS.test(next)) return { ok: false, code: '103' };
    if (next !== body.confirm_withdraw_password.trim()) return { ok: false, code: '104' };

    if (member.withdrawPasswordHash) {
      const check = await checkWithdrawPassword(tx, member, (body.old_withdraw_password ?? '').trim(), now);
      if (!check.ok)
        return check.locked
          ? { ok: false, code: '106', retryAfterS: check.retryAfterS }
          : { ok: false, code: '102', attemptsLeft: check.attemptsLeft };
    } else if (!body.password || !(await verify(member.passwordHash, body.password).catch(() => false))) {
      // A wrong login password here counts as a wrong withdraw password: it guards the same money.
      await tx.insert(withdrawPasswordFailures).values({ memberId: member.id, createdAt: now });
      return { ok: false, code: '101' };
    }

    if (member.withdrawPasswordHash && next === (body.old_withdraw_password ?? '').trim())
      return { ok: false, code: '105' };
    await tx
      .update(members)
      .set({ withdrawPasswordHash: await hash(next) })
      .where(eq(members.id, member.id));
    return { ok: true };
  });
}
