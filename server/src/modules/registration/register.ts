/**
 * Registering a member (SPEC §3 form, §5 rules, §8 codes): the address limits, the captcha, the
 * shared schema, the referral, blacklists and uniqueness, the SMS code, then the member and its main
 * account in one transaction. The unique index on the account decides between two registrations of
 * one name at once.
 */
import { hash } from '@node-rs/argon2';
import { and, eq, gt, sql } from 'drizzle-orm';
import { CAPTCHA_TYPE, REGISTER_CONTACT_FIELDS, REGISTER_CURRENCY_SETTING } from '@site/shared/constants';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { members } from '../../db/schema';
import { ensureAccount } from '../ledger/ledger';
import { addressRule } from '../auth/sessions';
import { ApiError } from '../../http/envelope';
import { consumeCaptcha } from '../auth/captcha';
import { isFailure, resolveReferral } from './referral';
import {
  dataFailure,
  loadSettings,
  registerFailure,
  schemaFailure,
  settingsForCurrency,
  shownValues,
  type RegisterFailure,
  type RegisterValues,
} from './rules';
import { useSmsCode } from '../sms/codes';

/** The settings of a site and currency, and whether the currency is open for registration. */
export async function settingsFor(db: Db, siteId: number, currency: string) {
  const list = await loadSettings(db, siteId);
  const open = list.some((s) => s.name === REGISTER_CURRENCY_SETTING && s.currency === currency && s.is_display === 1);
  return { list, open, byName: settingsForCurrency(list, currency) };
}

export const notOpen = (currency: string) =>
  new ApiError(400, '400', `member_currency: ${currency} is not open for registration`);

export interface RegistrationInput {
  siteId: number;
  currency: string;
  /** The form's text fields, aliases resolved (phone_verify, answer). */
  values: RegisterValues;
  registerType?: string;
  agentDomainId?: number;
  ip: string;
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { cause?: { code?: string }; code?: string };
  return String(e.cause?.code ?? e.code) === '23505';
};

/** Registers a member; the new member's id, or the register failure (SPEC §8) that stopped it. */
export async function registerMember(
  ctx: AppContext,
  input: RegistrationInput,
): Promise<{ memberId: number } | RegisterFailure> {
  const { db, options } = ctx;
  const { siteId, currency, ip } = input;

  const rate = await ctx.limiters.registerPerAddress.hit(ip);
  if (rate.limited) return registerFailure('996');
  if ((await addressRule(db, siteId, ip))?.kind === 'blacklist') return registerFailure('218');
  const { max, windowMs } = options.limits.registeredPerAddress;
  const [registered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(members)
    .where(and(eq(members.registerIp, ip), gt(members.createdAt, new Date(options.now().getTime() - windowMs))));
  if ((registered?.n ?? 0) >= max) return registerFailure('997');

  const { open, byName } = await settingsFor(db, siteId, currency);
  if (!open) throw notOpen(currency);
  const values = shownValues(input.values, byName);
  if (byName.member_captcha?.is_display) {
    const captchaOk =
      Boolean(values.captcha_token && values.answer) &&
      (await consumeCaptcha(db, {
        token: values.captcha_token!,
        answer: values.answer!,
        type: CAPTCHA_TYPE.register,
        siteId,
        now: options.now(),
      }));
    if (!captchaOk) return registerFailure('224');
  }
  const ruleFailure = schemaFailure(values, byName, currency);
  if (ruleFailure) return ruleFailure;

  const referral = await resolveReferral(db, {
    siteId,
    currency,
    registerType: input.registerType,
    introducer: values.introducer,
    agentDomainId: input.agentDomainId,
  });
  if (isFailure(referral)) return referral;
  const dataProblem = await dataFailure(db, siteId, values, byName);
  if (dataProblem) return dataProblem;

  const phone = values.member_phone?.trim();
  if (phone && byName.member_phone?.is_display && byName.member_phone.is_verification) {
    const used = await useSmsCode(db, {
      siteId,
      phone,
      code: values.phone_verify,
      type: 'register_member',
      now: options.now(),
    });
    if (!used) return registerFailure('113');
  }

  const account = values.member_account!.trim();
  const contacts = Object.fromEntries(
    [...REGISTER_CONTACT_FIELDS, 'member_others'].filter((f) => values[f]?.trim()).map((f) => [f, values[f]!.trim()]),
  );
  const [passwordHash, withdrawPasswordHash] = await Promise.all([
    hash(values.password!),
    values.withdraw_password?.trim() ? hash(values.withdraw_password.trim()) : Promise.resolve(null),
  ]);
  try {
    const memberId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          siteId,
          account,
          accountKey: account.toLowerCase(),
          passwordHash,
          currency,
          memberName: values.member_name?.trim() || null,
          memberEmail: values.member_email?.trim() || null,
          memberPhone: phone || null,
          memberBirthday:
            values.member_birthday && values.member_birthday.replace(/-/g, '') ? values.member_birthday : null,
          identityId: values.identity_id?.trim() || null,
          withdrawPasswordHash,
          contacts,
          introducerId: referral.introducerId,
          registerType: referral.registerType,
          registerSource: referral.registerSource,
          agentDomainId: referral.agentDomainId,
          registerIp: ip,
          createdAt: options.now(),
        })
        .returning({ id: members.id });
      await ensureAccount(tx, { kind: 'member_main', memberId: row!.id, currency });
      return row!.id;
    });
    return { memberId };
  } catch (err) {
    // Two registrations of one account at once: the unique index decides (SPEC §8 register 102).
    if (isUniqueViolation(err)) return registerFailure('102');
    throw err;
  }
}
