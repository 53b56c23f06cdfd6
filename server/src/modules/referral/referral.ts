/**
 * The referral programme (SPEC §2 RecommendAward, §4 recommend-code sign-up).
 *
 * A member who signed up with another member's recommend code (register_type recommend_code,
 * introducer_id the owner of the code) is a referred member. While the programme is on for the
 * currency (site_currencies.is_friend), each credited deposit of a referred member may pay the
 * referrer, from the house through the ledger:
 * - the first-deposit reward: the highest tier the referred member's first successful deposit
 *   reaches (nothing when it reaches none; later deposits are not first deposits);
 * - the deposit share: share_bp of each deposit made in the first share_days days after sign-up,
 *   until share_cap has been paid for that referred member.
 * A wallet holds one currency, so a referrer whose currency differs from the referred member's is
 * not paid.
 *
 * Once only: the deposit hook runs in the transaction that credits the deposit, locks the referred
 * member's progress row (so one member's deposits are rewarded one at a time, and the cap is read
 * after the previous share), and posts with the ledger keys recommend:first_deposit:<referred> and
 * recommend:deposit_share:<order_no>, backed by the unique indexes of referral_rewards.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, lt, sql, sum, type SQL } from 'drizzle-orm';
import type {
  RecommendMember,
  RecommendMembersResponse,
  RecommendProjectResponse,
  RecommendRewardsResponse,
  ReferralRewardKind,
} from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import type { Db } from '../../db/client';
import {
  members,
  paymentOrders,
  referralProgress,
  referralRewards,
  referralSettings,
  siteCurrencies,
  type ReferralTier,
} from '../../db/schema';
import type { MemberRow } from '../../http/idempotency';
import { ensureAccount, houseAccount, pgErrorCode, postEntryInTx, type PostedEntry } from '../ledger/ledger';
import type { DateRange } from '../payments/records';

/** The ledger entry kind of every referral reward (memo.reward_kind tells which). */
export const RECOMMEND_REWARD_KIND = 'recommend_reward';
/** Letters and digits that cannot be mistaken for one another when read aloud or off a screen. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 8;
const DAY_MS = 86_400_000;

type SettingRow = typeof referralSettings.$inferSelect;

/** An account as a referrer sees it: the first 2 and last 2 characters, the rest starred. */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}${'*'.repeat(Math.max(0, account.length - 1))}`;
  return `${account.slice(0, 2)}${'*'.repeat(account.length - 4)}${account.slice(-2)}`;
}

export async function programmeOpen(db: Db, siteId: number, currency: string): Promise<boolean> {
  const [row] = await db
    .select({ isFriend: siteCurrencies.isFriend })
    .from(siteCurrencies)
    .where(and(eq(siteCurrencies.siteId, siteId), eq(siteCurrencies.currency, currency)));
  return row?.isFriend === 1;
}

export async function referralSetting(db: Db, siteId: number, currency: string): Promise<SettingRow | null> {
  const [row] = await db
    .select()
    .from(referralSettings)
    .where(and(eq(referralSettings.siteId, siteId), eq(referralSettings.currency, currency)));
  return row ?? null;
}

/** The highest tier a first deposit reaches, or null. */
export function tierFor(tiers: readonly ReferralTier[], amount: bigint): ReferralTier | null {
  let best: ReferralTier | null = null;
  for (const tier of tiers)
    if (amount >= BigInt(tier.minDeposit) && (!best || tier.minDeposit > best.minDeposit)) best = tier;
  return best;
}

const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

/**
 * The member's recommend code, made on first use. The conditional update keeps the first code when
 * two requests make one at once; a code another member already holds (unique index) is drawn again.
 */
export async function ensureRecommendCode(db: Db, member: Pick<MemberRow, 'id' | 'recommendCode'>): Promise<string> {
  if (member.recommendCode) return member.recommendCode;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const [set] = await db
        .update(members)
        .set({ recommendCode: newCode() })
        .where(and(eq(members.id, member.id), sql`${members.recommendCode} is null`))
        .returning({ code: members.recommendCode });
      if (set?.code) return set.code;
      const [current] = await db.select({ code: members.recommendCode }).from(members).where(eq(members.id, member.id));
      if (current?.code) return current.code;
    } catch (err) {
      if (pgErrorCode(err) !== '23505') throw err;
    }
  }
  throw new Error(`could not make a recommend code for member ${member.id}`);
}

const rulesView = (setting: SettingRow | null, currency: string): RecommendProjectResponse['rules'] => ({
  tiers: [...(setting?.tiers ?? [])]
    .sort((a, b) => a.minDeposit - b.minDeposit)
    .map((t) => ({
      min_deposit: toMajor(BigInt(t.minDeposit), currency),
      reward: toMajor(BigInt(t.reward), currency),
    })),
  share_percent: (setting?.shareBp ?? 0) / 100,
  share_days: setting?.shareDays ?? 0,
  share_cap: toMajor(setting?.shareCap ?? 0n, currency),
});

/** Only members who signed up with this member's recommend code (agents' members are not referrals). */
const referredBy = (referrerId: number) =>
  and(eq(members.introducerId, referrerId), eq(members.registerType, 'recommend_code'));

export interface MemberFilter {
  account?: string;
  range?: DateRange;
}

const filterOf = (referrerId: number, filter: MemberFilter): SQL => {
  const parts: (SQL | undefined)[] = [referredBy(referrerId)];
  if (filter.account)
    parts.push(ilike(members.accountKey, `%${filter.account.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`));
  if (filter.range) parts.push(gte(members.createdAt, filter.range.from), lt(members.createdAt, filter.range.to));
  return and(...parts)!;
};

/** Per referred member: the first successful deposit and what they earned the referrer. */
function memberFacts(db: Db, referrerId: number) {
  const firstDeposits = db
    .select({
      memberId: paymentOrders.memberId,
      at: sql<Date | null>`min(${paymentOrders.settledAt})`.as('first_at'),
    })
    .from(paymentOrders)
    .innerJoin(members, eq(members.id, paymentOrders.memberId))
    .where(and(referredBy(referrerId), eq(paymentOrders.kind, 'deposit'), eq(paymentOrders.status, 'success')))
    .groupBy(paymentOrders.memberId)
    .as('first_deposits');
  const earned = db
    .select({
      memberId: referralRewards.referredMemberId,
      reward: sql<string>`sum(${referralRewards.amount})`.as('earned'),
    })
    .from(referralRewards)
    .where(eq(referralRewards.referrerId, referrerId))
    .groupBy(referralRewards.referredMemberId)
    .as('earned');
  return { firstDeposits, earned };
}

/** The totals of the members matching `filter`: how many, how many deposited, what they earned. */
async function memberTotals(db: Db, referrerId: number, currency: string, filter: MemberFilter) {
  const { firstDeposits, earned } = memberFacts(db, referrerId);
  const [row] = await db
    .select({
      members: count(),
      firstDeposits: count(firstDeposits.memberId),
      reward: sql<string | null>`sum(${earned.reward})`,
    })
    .from(members)
    .leftJoin(firstDeposits, eq(firstDeposits.memberId, members.id))
    .leftJoin(earned, eq(earned.memberId, members.id))
    .where(filterOf(referrerId, filter));
  return {
    members: Number(row?.members ?? 0),
    first_deposits: Number(row?.firstDeposits ?? 0),
    reward: toMajor(BigInt(row?.reward ?? 0), currency),
  };
}

export async function recommendProject(db: Db, member: MemberRow): Promise<RecommendProjectResponse> {
  const code = await ensureRecommendCode(db, member);
  const setting = await referralSetting(db, member.siteId, member.currency);
  return {
    recommend_code: code,
    recommend_status: member.recommendStatus ? 1 : 0,
    invite_path: `/register?invite=${encodeURIComponent(code)}`,
    currency: member.currency,
    rules: rulesView(setting, member.currency),
    totals: await memberTotals(db, member.id, member.currency, {}),
  };
}

/** One page of the referred members matching `filter`, newest sign-up first, with the totals. */
export async function referredMembers(
  db: Db,
  member: Pick<MemberRow, 'id' | 'currency'>,
  filter: MemberFilter,
  page: number,
  pageSize: number,
): Promise<RecommendMembersResponse> {
  const { firstDeposits, earned } = memberFacts(db, member.id);
  const where = filterOf(member.id, filter);
  const firstAmount = db
    .select({ memberId: referralProgress.referredMemberId, amount: referralProgress.firstDepositAmount })
    .from(referralProgress)
    .where(eq(referralProgress.referrerId, member.id))
    .as('first_amounts');
  const [rows, totals] = await Promise.all([
    db
      .select({
        account: members.account,
        createdAt: members.createdAt,
        firstAt: firstDeposits.at,
        rewardedAmount: firstAmount.amount,
        reward: earned.reward,
        id: members.id,
      })
      .from(members)
      .leftJoin(firstDeposits, eq(firstDeposits.memberId, members.id))
      .leftJoin(earned, eq(earned.memberId, members.id))
      .leftJoin(firstAmount, eq(firstAmount.memberId, members.id))
      .where(where)
      .orderBy(desc(members.createdAt), desc(members.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    memberTotals(db, member.id, member.currency, filter),
  ]);
  // The amount of the first deposit, for members whose first deposit came before the hook saw it
  // (a programme switched on later): read from their orders.
  const missing = rows.filter((r) => r.firstAt && r.rewardedAmount == null).map((r) => r.id);
  const amounts = new Map<number, bigint>();
  for (const id of missing) {
    const [first] = await db
      .select({ amount: paymentOrders.amount })
      .from(paymentOrders)
      .where(
        and(eq(paymentOrders.memberId, id), eq(paymentOrders.kind, 'deposit'), eq(paymentOrders.status, 'success')),
      )
      .orderBy(paymentOrders.settledAt, paymentOrders.id)
      .limit(1);
    if (first) amounts.set(id, first.amount);
  }
  const list: RecommendMember[] = rows.map((r) => {
    const firstAt = r.firstAt ? new Date(r.firstAt) : null;
    const firstAmount = r.rewardedAmount ?? amounts.get(r.id) ?? 0n;
    return {
      member_account: maskAccount(r.account),
      registered_at: r.createdAt.toISOString(),
      first_deposit: firstAt ? 1 : 0,
      first_deposit_at: firstAt ? firstAt.toISOString() : '',
      first_deposit_amount: firstAt ? toMajor(firstAmount, member.currency) : 0,
      reward: toMajor(BigInt(r.reward ?? 0), member.currency),
    };
  });
  return { list, total: totals.members, page, count: pageSize, totals };
}

/** One page of the rewards paid to the member, newest first, with the total ever paid. */
export async function referralRewardsOf(
  db: Db,
  member: Pick<MemberRow, 'id' | 'currency'>,
  page: number,
  pageSize: number,
): Promise<RecommendRewardsResponse> {
  const mine = eq(referralRewards.referrerId, member.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: referralRewards.id,
        createdAt: referralRewards.createdAt,
        kind: referralRewards.kind,
        account: members.account,
        depositAmount: referralRewards.depositAmount,
        amount: referralRewards.amount,
        currency: referralRewards.currency,
      })
      .from(referralRewards)
      .innerJoin(members, eq(members.id, referralRewards.referredMemberId))
      .where(mine)
      .orderBy(desc(referralRewards.createdAt), desc(referralRewards.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count(), amount: sum(referralRewards.amount) })
      .from(referralRewards)
      .where(mine),
  ]);
  return {
    list: rows.map((r) => ({
      id: r.id,
      created_at: r.createdAt.toISOString(),
      kind: r.kind,
      member_account: maskAccount(r.account),
      deposit_amount: toMajor(r.depositAmount, r.currency),
      amount: toMajor(r.amount, r.currency),
    })),
    total: Number(totals?.n ?? 0),
    page,
    count: pageSize,
    total_reward: toMajor(BigInt(totals?.amount ?? 0), member.currency),
  };
}

/** A deposit just credited, in the transaction that credited it. Amount in minor units. */
export interface CreditedDeposit {
  memberId: number;
  currency: string;
  orderNo: string;
  amount: bigint;
  at: Date;
}

/**
 * The deposit hook: pays the referrer of the depositing member what this deposit earns, inside the
 * deposit's transaction. Answers the entries posted (for member.cash after the commit).
 */
export async function rewardReferral(tx: Db, deposit: CreditedDeposit): Promise<PostedEntry[]> {
  const [referred] = await tx.select().from(members).where(eq(members.id, deposit.memberId));
  if (!referred || referred.registerType !== 'recommend_code' || referred.introducerId == null) return [];
  const [referrer] = await tx
    .select({ id: members.id, siteId: members.siteId, currency: members.currency })
    .from(members)
    .where(eq(members.id, referred.introducerId));
  if (!referrer || referrer.currency !== deposit.currency || referrer.siteId !== referred.siteId) return [];
  if (!(await programmeOpen(tx, referrer.siteId, deposit.currency))) return [];
  const setting = await referralSetting(tx, referrer.siteId, deposit.currency);
  if (!setting) return [];

  await tx
    .insert(referralProgress)
    .values({ referredMemberId: referred.id, referrerId: referrer.id })
    .onConflictDoNothing();
  const [progress] = await tx
    .select()
    .from(referralProgress)
    .where(eq(referralProgress.referredMemberId, referred.id))
    .for('update');
  if (!progress) return [];

  const posted: PostedEntry[] = [];
  const pay = async (kind: ReferralRewardKind, amount: bigint, idempotencyKey: string) => {
    const house = await houseAccount(tx, deposit.currency);
    const main = await ensureAccount(tx, { kind: 'member_main', memberId: referrer.id, currency: deposit.currency });
    const entry = await postEntryInTx(tx, {
      idempotencyKey,
      kind: RECOMMEND_REWARD_KIND,
      postings: [
        { accountId: house, amount: -amount },
        { accountId: main, amount },
      ],
      memo: { reward_kind: kind, order_no: deposit.orderNo, member: maskAccount(referred.account) },
      createdAt: deposit.at,
    });
    if (!entry.created) return false;
    await tx.insert(referralRewards).values({
      referrerId: referrer.id,
      referredMemberId: referred.id,
      currency: deposit.currency,
      kind,
      orderNo: deposit.orderNo,
      depositAmount: deposit.amount,
      amount,
      entryId: entry.entryId,
      createdAt: deposit.at,
    });
    if (entry.posted) posted.push(entry.posted);
    return true;
  };

  if (progress.firstDepositOrderNo === null) {
    // Read under the progress lock: a deposit committed before this one is seen here.
    const [earlier] = await tx
      .select({ n: count() })
      .from(paymentOrders)
      .where(
        and(
          eq(paymentOrders.memberId, referred.id),
          eq(paymentOrders.kind, 'deposit'),
          eq(paymentOrders.status, 'success'),
          sql`${paymentOrders.orderNo} <> ${deposit.orderNo}`,
        ),
      );
    if (Number(earlier?.n ?? 0) === 0) {
      await tx
        .update(referralProgress)
        .set({ firstDepositOrderNo: deposit.orderNo, firstDepositAmount: deposit.amount, firstDepositAt: deposit.at })
        .where(eq(referralProgress.referredMemberId, referred.id));
      const tier = tierFor(setting.tiers, deposit.amount);
      if (tier && tier.reward > 0)
        await pay('first_deposit', BigInt(tier.reward), `recommend:first_deposit:${referred.id}`);
    }
  }

  const withinShareDays = deposit.at.getTime() - referred.createdAt.getTime() < setting.shareDays * DAY_MS;
  if (withinShareDays && setting.shareBp > 0) {
    const left = setting.shareCap - progress.sharePaid;
    const raw = (deposit.amount * BigInt(setting.shareBp)) / 10_000n;
    const share = raw < left ? raw : left;
    if (share > 0n && (await pay('deposit_share', share, `recommend:deposit_share:${deposit.orderNo}`))) {
      await tx
        .update(referralProgress)
        .set({ sharePaid: progress.sharePaid + share })
        .where(eq(referralProgress.referredMemberId, referred.id));
    }
  }
  return posted;
}
