/**
 * Discounts (SPEC §2 /discount, /discount/{id}, the pop-up discount and the history of pop-ups).
 *
 * A promotion belongs to a site and a currency; visitors read the running ones by site, currency
 * and language, and with a token each one also says whether that member applied. "Running" is
 * status active and start ≤ now < end; "ended" is past its end or ended by the operator (status
 * ended, `ended_at`); one not started yet is not shown at all (answered as unknown), so a scheduled
 * promotion is not announced early. Times are shown as wall-clock times in America/Caracas, as the
 * red envelope shows them.
 *
 * Applying (a money call: the member row is locked by runMoneyCall, so one member's applications
 * run one at a time): apply_type bonus credits the bonus from the house to the main wallet through
 * the ledger (key `discount:{promotion}:{member}`) and records the application as paid; apply_type
 * request records a pending application for the operator. UNIQUE (promotion_id, member_id) is the
 * last guard: a member applies once.
 */
import { and, asc, count, desc, eq, gt, inArray, lte, or, type SQL } from 'drizzle-orm';
import {
  promotionCalls,
  type Discount,
  type DiscountApplyResponse,
  type DiscountApplyType,
  type DiscountDetail,
  type DiscountEligibility,
  type OperatorDiscount,
} from '@site/shared/contracts';
import { DEFAULT_TIMEZONE, GAME_TYPE_IDS, type GameTypeId } from '@site/shared/constants';
import { toMajor } from '@site/shared/money';
import type { Db } from '../../db/client';
import { discountApplications, discountPromotions, members, paymentOrders } from '../../db/schema';
import { fail, ok, type Envelope } from '../../http/envelope';
import type { MemberRow, MoneyCallScope } from '../../http/idempotency';
import { ensureAccount, houseAccount, postEntryInTx } from '../ledger/ledger';
import { balanceOf } from '../payments/orders';
import { pickText } from '../content/texts';
import { caracasTime } from './red-envelope';

export type DiscountRow = typeof discountPromotions.$inferSelect;
type ApplicationRow = typeof discountApplications.$inferSelect;

const APPLY_CODES = promotionCalls.applyDiscount.codes;
const DETAIL_CODES = promotionCalls.discountDetail.codes;

/** The ledger entry kind of a discount bonus. */
export const DISCOUNT_BONUS_KIND = 'discount_bonus';

export type DiscountPhase = 'scheduled' | 'running' | 'ended';

export function discountPhase(row: Pick<DiscountRow, 'status' | 'startsAt' | 'endsAt'>, now: Date): DiscountPhase {
  if (row.status === 'ended' || row.endsAt <= now) return 'ended';
  return row.startsAt > now ? 'scheduled' : 'running';
}

/** The artwork address; `v` changes whenever the promotion does, so a cached picture is not reused. */
export const discountArtUrl = (row: Pick<DiscountRow, 'id' | 'updatedAt'>, language: string) =>
  `/api/assets/discounts/${row.id}.svg?lang=${language}&v=${row.updatedAt.getTime().toString(36)}`;

const isGameType = (v: number | null): v is GameTypeId => v !== null && (GAME_TYPE_IDS as number[]).includes(v);

/** A discount as the member and visitor calls answer it (without its body). */
export function discountView(
  row: DiscountRow,
  language: string,
  now: Date,
  application?: Pick<ApplicationRow, 'status'> | null,
): Discount {
  return {
    id: row.id,
    gt_id: isGameType(row.gtId) ? row.gtId : null,
    title: pickText(row.title, language),
    banner: discountArtUrl(row, language),
    start_at: caracasTime(row.startsAt),
    end_at: caracasTime(row.endsAt),
    timezone: DEFAULT_TIMEZONE,
    currency: row.currency,
    status: discountPhase(row, now) === 'ended' ? 'ended' : 'running',
    pop_up: row.popUp ? 1 : 0,
    eligibility: row.eligibility as DiscountEligibility,
    apply_type: row.applyType as DiscountApplyType,
    bonus: row.applyType === 'bonus' && row.bonus !== null ? toMajor(row.bonus, row.currency) : null,
    applied: application ? 1 : 0,
    application_status: application?.status ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

export interface DiscountScope {
  siteId: number;
  currency: string;
  language: string;
  /** The member of the token, if any: their applications are shown. */
  memberId?: number | null;
}

const running = (now: Date): SQL =>
  and(
    eq(discountPromotions.status, 'active'),
    lte(discountPromotions.startsAt, now),
    gt(discountPromotions.endsAt, now),
  )!;
const ended = (now: Date): SQL => or(eq(discountPromotions.status, 'ended'), lte(discountPromotions.endsAt, now))!;
const ofScope = (q: Pick<DiscountScope, 'siteId' | 'currency'>): SQL =>
  and(eq(discountPromotions.siteId, q.siteId), eq(discountPromotions.currency, q.currency))!;

/** The member's applications among `ids`, by promotion id. */
async function applicationsOf(db: Db, memberId: number | null | undefined, ids: number[]) {
  if (!memberId || ids.length === 0) return new Map<number, ApplicationRow>();
  const rows = await db
    .select()
    .from(discountApplications)
    .where(and(eq(discountApplications.memberId, memberId), inArray(discountApplications.promotionId, ids)));
  return new Map(rows.map((r) => [r.promotionId, r]));
}

async function views(db: Db, rows: DiscountRow[], q: DiscountScope, now: Date): Promise<Discount[]> {
  const applied = await applicationsOf(
    db,
    q.memberId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => discountView(r, q.language, now, applied.get(r.id)));
}

/**
 * The running discounts of a site and currency; `gtId` a game type narrows them to that category
 * (null/0: every category). `categories` are the game types with at least one running promotion.
 */
export async function listDiscounts(
  db: Db,
  q: DiscountScope & { gtId?: number | null },
  now: Date,
): Promise<{ list: Discount[]; categories: GameTypeId[] }> {
  const rows = await db
    .select()
    .from(discountPromotions)
    .where(and(ofScope(q), running(now)))
    .orderBy(asc(discountPromotions.sort), desc(discountPromotions.startsAt), desc(discountPromotions.id));
  const categories = [...new Set(rows.map((r) => r.gtId).filter(isGameType))].sort((a, b) => a - b);
  const shown = q.gtId ? rows.filter((r) => r.gtId === q.gtId) : rows;
  return { list: await views(db, shown, q, now), categories };
}

/** One discount with its body: 101 unknown, of another site or currency, or not started; 102 ended. */
export async function discountDetail(
  db: Db,
  q: DiscountScope & { id: number },
  now: Date,
): Promise<Envelope<DiscountDetail | null>> {
  const [row] = await db.select().from(discountPromotions).where(eq(discountPromotions.id, q.id));
  if (!row || row.siteId !== q.siteId || row.currency !== q.currency) return fail('101', DETAIL_CODES['101'].text);
  const phase = discountPhase(row, now);
  if (phase === 'ended') return fail('102', DETAIL_CODES['102'].text);
  if (phase === 'scheduled') return fail('101', DETAIL_CODES['101'].text);
  const [view] = await views(db, [row], q, now);
  return ok({ ...view!, content: pickText(row.content, q.language) });
}

/**
 * The pop-up promotions running now (the first is the one to show) and the earlier pop-up
 * promotions that have ended, newest first.
 */
export async function popUpDiscounts(
  db: Db,
  q: DiscountScope,
  now: Date,
  historyMax: number,
): Promise<{ current: Discount[]; history: Discount[] }> {
  const [current, history] = await Promise.all([
    db
      .select()
      .from(discountPromotions)
      .where(and(ofScope(q), eq(discountPromotions.popUp, 1), running(now)))
      .orderBy(asc(discountPromotions.sort), desc(discountPromotions.startsAt), desc(discountPromotions.id)),
    db
      .select()
      .from(discountPromotions)
      .where(and(ofScope(q), eq(discountPromotions.popUp, 1), lte(discountPromotions.startsAt, now), ended(now)))
      .orderBy(desc(discountPromotions.startsAt), desc(discountPromotions.id))
      .limit(historyMax),
  ]);
  const [c, h] = await Promise.all([views(db, current, q, now), views(db, history, q, now)]);
  return { current: c, history: h };
}

/** Whether the member may take part (the promotion's eligibility). */
async function eligible(tx: Db, row: DiscountRow, member: MemberRow): Promise<boolean> {
  switch (row.eligibility as DiscountEligibility) {
    case 'all':
      return true;
    case 'new_members':
      return member.createdAt >= row.startsAt;
    case 'regular_members':
      return member.memberType === 1;
    case 'depositors': {
      const [deposit] = await tx
        .select({ id: paymentOrders.id })
        .from(paymentOrders)
        .where(
          and(
            eq(paymentOrders.memberId, member.id),
            eq(paymentOrders.kind, 'deposit'),
            eq(paymentOrders.status, 'success'),
          ),
        )
        .limit(1);
      return Boolean(deposit);
    }
    default:
      return false;
  }
}

/**
 * Applies for a discount, inside the money call's transaction (member row locked). Codes in the
 * order checked: 101 unknown / other site or currency / not started, 105 takes no application,
 * 103 already applied, 102 ended, 104 may not take part.
 */
export async function applyDiscount(
  scope: MoneyCallScope,
  promotionId: number,
  now: Date,
): Promise<Envelope<DiscountApplyResponse | null>> {
  const { tx, member, posted } = scope;
  const [row] = await tx.select().from(discountPromotions).where(eq(discountPromotions.id, promotionId));
  const phase = row ? discountPhase(row, now) : 'scheduled';
  if (!row || row.siteId !== member.siteId || row.currency !== member.currency || phase === 'scheduled')
    return fail('101', APPLY_CODES['101'].text);
  if (row.applyType === 'none') return fail('105', APPLY_CODES['105'].text);
  const [already] = await tx
    .select({ id: discountApplications.id })
    .from(discountApplications)
    .where(and(eq(discountApplications.promotionId, row.id), eq(discountApplications.memberId, member.id)));
  if (already) return fail('103', APPLY_CODES['103'].text);
  if (phase === 'ended') return fail('102', APPLY_CODES['102'].text);
  if (!(await eligible(tx, row, member))) return fail('104', APPLY_CODES['104'].text);

  const main = await ensureAccount(tx, { kind: 'member_main', memberId: member.id, currency: member.currency });
  let bonus: bigint | null = null;
  let entryId: number | null = null;
  if (row.applyType === 'bonus') {
    bonus = row.bonus!;
    const house = await houseAccount(tx, row.currency);
    const entry = await postEntryInTx(tx, {
      idempotencyKey: `discount:${row.id}:${member.id}`,
      kind: DISCOUNT_BONUS_KIND,
      postings: [
        { accountId: house, amount: -bonus },
        { accountId: main, amount: bonus },
      ],
      memo: { promotion_id: row.id, member_id: member.id },
      createdAt: now,
    });
    if (!entry.created) return fail('103', APPLY_CODES['103'].text);
    entryId = entry.entryId;
    if (entry.posted) posted.push(entry.posted);
  }
  const [application] = await tx
    .insert(discountApplications)
    .values({
      promotionId: row.id,
      memberId: member.id,
      status: bonus === null ? 'pending' : 'paid',
      bonus,
      entryId,
      appliedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: discountApplications.id });
  // Unreachable while the member row is locked; should it happen, the whole transaction (bonus included) is undone.
  if (!application) throw new Error(`discount ${row.id}: a second application by member ${member.id}`);
  return ok({
    id: row.id,
    status: bonus === null ? 'pending' : 'paid',
    bonus: bonus === null ? null : toMajor(bonus, row.currency),
    member_cash: toMajor(await balanceOf(tx, main), member.currency),
  });
}

// ---- the operator's side ------------------------------------------------------------------------

export interface DiscountFields {
  currency: string;
  gtId: number | null;
  title: Record<string, string>;
  content: Record<string, string>;
  startsAt: Date;
  endsAt: Date;
  popUp: number;
  eligibility: DiscountEligibility;
  applyType: DiscountApplyType;
  /** Minor units; required with apply type bonus. */
  bonus: bigint | null;
  sort: number;
}

export interface NewDiscount extends DiscountFields {
  /** Idempotency key of the promotion (unique), e.g. 'seed:VND:welcome'. */
  code: string;
  siteId: number;
}

/** Creates a promotion once per code; answers the row and whether this call created it. */
export async function createDiscount(
  db: Db,
  input: NewDiscount,
  now: Date,
): Promise<{ row: DiscountRow; created: boolean }> {
  const [inserted] = await db
    .insert(discountPromotions)
    .values({ ...input, bonus: input.applyType === 'bonus' ? input.bonus : null, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: discountPromotions.code })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db.select().from(discountPromotions).where(eq(discountPromotions.code, input.code));
  return { row: existing!, created: false };
}

export async function discountById(db: Db, id: number): Promise<DiscountRow | null> {
  const [row] = await db.select().from(discountPromotions).where(eq(discountPromotions.id, id));
  return row ?? null;
}

/** Changes the given fields; null when the id is unknown. */
export async function updateDiscount(
  db: Db,
  id: number,
  patch: Partial<DiscountFields>,
  now: Date,
): Promise<DiscountRow | null> {
  const values = { ...patch, updatedAt: now };
  if (patch.applyType !== undefined && patch.applyType !== 'bonus') values.bonus = null;
  const [row] = await db.update(discountPromotions).set(values).where(eq(discountPromotions.id, id)).returning();
  return row ?? null;
}

/** Ends a promotion now (once: an ended one keeps its first ended_at); null when the id is unknown. */
export async function endDiscount(db: Db, id: number, now: Date): Promise<DiscountRow | null> {
  await db
    .update(discountPromotions)
    .set({ status: 'ended', endedAt: now, updatedAt: now })
    .where(and(eq(discountPromotions.id, id), eq(discountPromotions.status, 'active')));
  return discountById(db, id);
}

export async function applicationCount(db: Db, id: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(discountApplications)
    .where(eq(discountApplications.promotionId, id));
  return row?.n ?? 0;
}

/** The promotion as the operator calls answer it (every language, the planned period, its phase). */
export function operatorDiscountView(row: DiscountRow, now: Date, applications: number): OperatorDiscount {
  return {
    id: row.id,
    code: row.code,
    site_id: row.siteId,
    currency: row.currency,
    gt_id: row.gtId,
    title: row.title,
    content: row.content,
    start_at: caracasTime(row.startsAt),
    end_at: caracasTime(row.endsAt),
    timezone: DEFAULT_TIMEZONE,
    status: discountPhase(row, now),
    ended_at: row.endedAt?.toISOString() ?? null,
    pop_up: row.popUp,
    eligibility: row.eligibility as DiscountEligibility,
    apply_type: row.applyType as DiscountApplyType,
    bonus: row.bonus === null ? null : toMajor(row.bonus, row.currency),
    sort: row.sort,
    applications,
  };
}

/** A page of a promotion's applications, newest first, with the members' accounts. */
export async function listApplications(db: Db, row: DiscountRow, page: number, pageSize: number) {
  const where = eq(discountApplications.promotionId, row.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: discountApplications, account: members.account })
      .from(discountApplications)
      .innerJoin(members, eq(members.id, discountApplications.memberId))
      .where(where)
      .orderBy(desc(discountApplications.appliedAt), desc(discountApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(discountApplications).where(where),
  ]);
  return {
    list: rows.map(({ a, account }) => ({
      id: a.id,
      member_id: a.memberId,
      member_account: account,
      status: a.status,
      bonus: a.bonus === null ? null : toMajor(a.bonus, row.currency),
      applied_at: a.appliedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    count: pageSize,
  };
}
