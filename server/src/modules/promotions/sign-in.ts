/**
 * The daily sign-in reward (SPEC §3 message keys click_signin, click_signin_true, click_signin_pass,
 * is_signin_pass, is_signin_success, is_signin_noopen, is_signin_true).
 *
 * A site and currency has a setting (sign_in_settings): open or not, and the reward of each day of
 * a streak (the table; after its last day a new cycle starts at day 1 while the streak keeps
 * counting). A member signs in once per America/Caracas day: signing in the day after the last
 * sign-in continues the streak, any later day starts it again at 1 (a day was missed). The reward
 * goes from the house to the main wallet through the ledger, in the money call's transaction.
 *
 * Once a day, also under concurrent calls: runMoneyCall locks the member row, so one member's
 * sign-ins run one at a time and the second sees the first's record; the ledger key
 * `sign_in:{member}:{day}` and UNIQUE (member_id, day) are the guards behind it.
 */
import { desc, and, eq } from 'drizzle-orm';
import {
  promotionCalls,
  SIGN_IN_MESSAGE_KEYS,
  type SignInDay,
  type SignInResponse,
  type SignInState,
  type SignInStatus,
} from '@site/shared/contracts';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import { toMajor } from '@site/shared/money';
import { formatDate } from '@site/shared/time';
import type { Db } from '../../db/client';
import { signInRecords, signInSettings } from '../../db/schema';
import { fail, ok, type Envelope } from '../../http/envelope';
import type { MemberRow, MoneyCallScope } from '../../http/idempotency';
import { ensureAccount, houseAccount, postEntryInTx } from '../ledger/ledger';
import { balanceOf } from '../payments/orders';

const CODES = promotionCalls.signIn.codes;

/** The ledger entry kind of a sign-in reward. */
export const SIGN_IN_REWARD_KIND = 'sign_in_reward';

type SettingRow = typeof signInSettings.$inferSelect;
type RecordRow = typeof signInRecords.$inferSelect;

/** The America/Caracas day of an instant, YYYY-MM-DD. */
export const caracasDay = (at: Date) => formatDate(at, DEFAULT_TIMEZONE);

/** The calendar day before a YYYY-MM-DD day. */
export function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export async function signInSetting(db: Db, siteId: number, currency: string): Promise<SettingRow | null> {
  const [row] = await db
    .select()
    .from(signInSettings)
    .where(and(eq(signInSettings.siteId, siteId), eq(signInSettings.currency, currency)));
  return row ?? null;
}

async function lastSignIn(db: Db, memberId: number): Promise<RecordRow | null> {
  const [row] = await db
    .select()
    .from(signInRecords)
    .where(eq(signInRecords.memberId, memberId))
    .orderBy(desc(signInRecords.day))
    .limit(1);
  return row ?? null;
}

/**
 * The day of the table the next sign-in pays: the one after the last when the streak goes on and
 * the table has a next day, else day 1 (a new cycle, or a new streak).
 */
const nextCycleDay = (last: RecordRow | null, continuing: boolean, days: number) =>
  continuing && last && last.cycleDay < days ? last.cycleDay + 1 : 1;

/** Open or not, today's state, the streak and the reward table of the member's site and currency. */
export async function signInStatus(
  db: Db,
  member: Pick<MemberRow, 'id' | 'siteId' | 'currency'>,
  now: Date,
): Promise<SignInStatus> {
  const today = caracasDay(now);
  const yesterday = dayBefore(today);
  const [setting, last] = await Promise.all([
    signInSetting(db, member.siteId, member.currency),
    lastSignIn(db, member.id),
  ]);
  const open = setting?.open === 1;
  const rewards = setting?.rewards ?? [];
  const signedToday = last?.day === today;
  const continuing = Boolean(last && (last.day === today || last.day === yesterday));
  const streak = continuing ? last!.streak : 0;
  const missed = Boolean(last && !continuing);

  // The day of the table today is (signed) or would be (to sign): the cells before it are done.
  let current: number | null = null;
  if (signedToday) current = last.cycleDay;
  else if (open && rewards.length) current = nextCycleDay(last, continuing, rewards.length);
  const days: SignInDay[] = rewards.map((minor, i) => {
    const day = i + 1;
    let state: SignInDay['state'] = null;
    if (current !== null && (day < current || (day === current && signedToday))) state = SIGN_IN_MESSAGE_KEYS.signedIn;
    else if (current !== null && day === current) state = SIGN_IN_MESSAGE_KEYS.signIn;
    return { day, reward: toMajor(BigInt(minor), member.currency), state };
  });

  let state: SignInState;
  if (!open) state = SIGN_IN_MESSAGE_KEYS.notOpen;
  else if (signedToday) state = SIGN_IN_MESSAGE_KEYS.signedIn;
  else if (missed) state = SIGN_IN_MESSAGE_KEYS.missed;
  else state = SIGN_IN_MESSAGE_KEYS.signIn;

  let todayReward: number | null = null;
  if (signedToday) todayReward = toMajor(last.reward, member.currency);
  else if (open && current !== null) todayReward = toMajor(BigInt(rewards[current - 1]!), member.currency);

  return {
    open: open ? 1 : 0,
    state,
    date: today,
    timezone: DEFAULT_TIMEZONE,
    currency: member.currency,
    signed_today: signedToday ? 1 : 0,
    streak,
    next_day: open && !signedToday ? current : null,
    today_reward: open ? todayReward : null,
    days,
  };
}

/**
 * Signs the member in for today, inside the money call's transaction (member row locked). Codes in
 * the order checked: 101 not open, 103 `date` is not today, 102 already signed in today.
 */
export async function signIn(
  scope: MoneyCallScope,
  date: string | undefined,
  now: Date,
): Promise<Envelope<SignInResponse | null>> {
  const { tx, member, posted } = scope;
  const today = caracasDay(now);
  const setting = await signInSetting(tx, member.siteId, member.currency);
  if (!setting || setting.open !== 1 || setting.rewards.length === 0) return fail('101', CODES['101'].text);
  if (date !== undefined && date !== today) return fail('103', CODES['103'].text);
  const last = await lastSignIn(tx, member.id);
  if (last?.day === today) return fail('102', CODES['102'].text);

  const continuing = last?.day === dayBefore(today);
  const streak = continuing ? last.streak + 1 : 1;
  const cycleDay = nextCycleDay(last, continuing, setting.rewards.length);
  const reward = BigInt(setting.rewards[cycleDay - 1]!);
  const house = await houseAccount(tx, member.currency);
  const main = await ensureAccount(tx, { kind: 'member_main', memberId: member.id, currency: member.currency });
  const entry = await postEntryInTx(tx, {
    idempotencyKey: `sign_in:${member.id}:${today}`,
    kind: SIGN_IN_REWARD_KIND,
    postings: [
      { accountId: house, amount: -reward },
      { accountId: main, amount: reward },
    ],
    memo: { day: today, streak, cycle_day: cycleDay },
    createdAt: now,
  });
  if (!entry.created) return fail('102', CODES['102'].text);
  const [record] = await tx
    .insert(signInRecords)
    .values({
      memberId: member.id,
      siteId: member.siteId,
      currency: member.currency,
      day: today,
      streak,
      cycleDay,
      reward,
      entryId: entry.entryId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: signInRecords.id });
  // Unreachable while the member row is locked; should it happen, the whole transaction (reward included) is undone.
  if (!record) throw new Error(`sign-in: a second sign-in of member ${member.id} on ${today}`);
  if (entry.posted) posted.push(entry.posted);
  return ok({
    date: today,
    day: cycleDay,
    reward: toMajor(reward, member.currency),
    streak,
    member_cash: toMajor(await balanceOf(tx, main), member.currency),
    message_key: SIGN_IN_MESSAGE_KEYS.success,
  });
}

export interface SignInSettingInput {
  siteId: number;
  currency: string;
  open?: 0 | 1;
  /** Minor units per day of the cycle. */
  rewards?: bigint[];
}

/**
 * Creates or changes the setting of a site and currency; the first one needs rewards (null then).
 * Rewards are kept as JSON numbers: a reward is far below 2^53 minor units.
 */
export async function saveSignInSetting(db: Db, input: SignInSettingInput, now: Date): Promise<SettingRow | null> {
  const rewards = input.rewards?.map((r) => Number(r));
  const where = and(eq(signInSettings.siteId, input.siteId), eq(signInSettings.currency, input.currency));
  const [changed] = await db
    .update(signInSettings)
    .set({
      ...(input.open !== undefined ? { open: input.open } : {}),
      ...(rewards ? { rewards } : {}),
      updatedAt: now,
    })
    .where(where)
    .returning();
  if (changed) return changed;
  if (!rewards) return null;
  // Two first settings at once: the second one's values win, as a change after the first would.
  const [row] = await db
    .insert(signInSettings)
    .values({ siteId: input.siteId, currency: input.currency, open: input.open ?? 1, rewards, updatedAt: now })
    .onConflictDoUpdate({
      target: [signInSettings.siteId, signInSettings.currency],
      set: { ...(input.open !== undefined ? { open: input.open } : {}), rewards, updatedAt: now },
    })
    .returning();
  return row ?? null;
}
