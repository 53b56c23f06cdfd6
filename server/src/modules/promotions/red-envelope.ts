/**
 * The red-envelope cash promotion (SPEC §3, §4, §7, §8).
 *
 * - currentEnvelope: the envelope shown to a member — active, of the member's site and currency,
 *   started, not ended, budget left, and NOT yet claimed by that member (a claimed envelope is not
 *   shown at all: the client would only get 103 from it). `end_at` is a wall-clock time in the site
 *   time zone America/Caracas (SPEC §4, §9), format `YYYY-MM-DD HH:mm:ss` without a zone.
 * - claimRedEnvelope: one claim per member and promotion. Runs in the money call's transaction (the
 *   member row is locked by runMoneyCall), locks the promotion row, pays a random amount within
 *   [min_amount, max_amount] but never more than `remaining`, from the currency's promotion_pool
 *   account to the member's main wallet through the ledger, records the claim (UNIQUE
 *   (promotion_id, member_id) is the final guard) and decrements `remaining` — all or nothing.
 */
import { randomInt } from 'node:crypto';
import { and, asc, eq, gt, lte, notExists, sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import { promotionCalls, type RedEnvelopePromotion } from '@site/shared/contracts';
import { DATE_TIME_FORMAT, formatDateTime } from '@site/shared/time';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { members, redEnvelopeClaims, redEnvelopePromotions } from '../../db/schema';
import { fail, ok, type Envelope } from '../../http/envelope';
import {
  ensureAccount,
  houseAccount,
  notifyPosted,
  postEntry,
  postEntryInTx,
  type PostedEntry,
} from '../ledger/ledger';
import { toMajor } from '@site/shared/money';
import type { MemberRow, MoneyCallScope } from '../../http/idempotency';

/** SPEC §8 red envelope claim codes (the claim call's table): 102 clears the envelope on the client. */
const CLAIM_CODES = promotionCalls.claimRedEnvelope.codes;

/** The format of `start_at` / `end_at`: wall-clock time in America/Caracas, no zone suffix. */
export const RED_ENVELOPE_TIME_FORMAT = DATE_TIME_FORMAT;
export const RED_ENVELOPE_TIMEZONE = DEFAULT_TIMEZONE;

export type RedEnvelopeRow = typeof redEnvelopePromotions.$inferSelect;

/** The envelope as the promotion call answers it. */
export type RedEnvelopeView = RedEnvelopePromotion;

export const caracasTime = (d: Date) => formatDateTime(d, RED_ENVELOPE_TIMEZONE, RED_ENVELOPE_TIME_FORMAT);

export function envelopeView(row: RedEnvelopeRow): RedEnvelopeView {
  return {
    id: row.id,
    start_at: caracasTime(row.startsAt),
    end_at: caracasTime(row.endsAt),
    timezone: RED_ENVELOPE_TIMEZONE,
    currency: row.currency,
  };
}

/** The envelope to show `member` now, or null (none open, or already claimed by them). */
export async function currentEnvelope(
  db: Db,
  member: Pick<MemberRow, 'id' | 'siteId' | 'currency'>,
  now: Date,
): Promise<RedEnvelopeRow | null> {
  const [row] = await db
    .select()
    .from(redEnvelopePromotions)
    .where(
      and(
        eq(redEnvelopePromotions.siteId, member.siteId),
        eq(redEnvelopePromotions.currency, member.currency),
        eq(redEnvelopePromotions.status, 'active'),
        lte(redEnvelopePromotions.startsAt, now),
        gt(redEnvelopePromotions.endsAt, now),
        gt(redEnvelopePromotions.remaining, 0n),
        notExists(
          db
            .select({ one: sql`1` })
            .from(redEnvelopeClaims)
            .where(
              and(
                eq(redEnvelopeClaims.promotionId, redEnvelopePromotions.id),
                eq(redEnvelopeClaims.memberId, member.id),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(redEnvelopePromotions.endsAt), asc(redEnvelopePromotions.id))
    .limit(1);
  return row ?? null;
}

/** A uniform random amount in [min, max] (minor units), capped at `remaining`. */
export function drawAmount(min: bigint, max: bigint, remaining: bigint): bigint {
  const span = max - min;
  // randomInt takes a range below 2^48; wider ranges (never in practice) fall back to Math.random.
  const offset =
    span < 2n ** 47n ? BigInt(randomInt(0, Number(span) + 1)) : BigInt(Math.floor(Math.random() * Number(span + 1n)));
  const amount = min + offset;
  return amount > remaining ? remaining : amount;
}

/**
 * The claim, inside the caller's transaction with the member row locked (runMoneyCall). Answers
 * {cash} (major units) or code 102 / 103.
 */
export async function claimRedEnvelope(
  scope: MoneyCallScope,
  promotionId: number,
  now: Date,
): Promise<Envelope<{ cash: number } | null>> {
  const { tx, member, posted } = scope;
  const [promo] = await tx
    .select()
    .from(redEnvelopePromotions)
    .where(eq(redEnvelopePromotions.id, promotionId))
    .for('update');
  const gone = fail('102', CLAIM_CODES['102'].text);
  if (!promo || promo.siteId !== member.siteId || promo.currency !== member.currency || promo.status !== 'active')
    return gone;
  const [already] = await tx
    .select({ id: redEnvelopeClaims.id })
    .from(redEnvelopeClaims)
    .where(and(eq(redEnvelopeClaims.promotionId, promo.id), eq(redEnvelopeClaims.memberId, member.id)));
  if (already) return fail('103', CLAIM_CODES['103'].text);
  if (now < promo.startsAt || now >= promo.endsAt || promo.remaining <= 0n) return gone;

  const amount = drawAmount(promo.minAmount, promo.maxAmount, promo.remaining);
  const pool = await ensureAccount(tx, { kind: 'promotion_pool', currency: promo.currency });
  const main = await ensureAccount(tx, { kind: 'member_main', memberId: member.id, currency: promo.currency });
  const entry = await postEntryInTx(tx, {
    idempotencyKey: `red_envelope:${promo.id}:${member.id}`,
    kind: 'red_envelope',
    postings: [
      { accountId: pool, amount: -amount },
      { accountId: main, amount },
    ],
    memo: { promotion_id: promo.id, member_id: member.id },
  });
  if (!entry.created) return fail('103', CLAIM_CODES['103'].text);
  const [claim] = await tx
    .insert(redEnvelopeClaims)
    .values({ promotionId: promo.id, memberId: member.id, cash: amount, entryId: entry.entryId, claimedAt: now })
    .onConflictDoNothing()
    .returning({ id: redEnvelopeClaims.id });
  // Unreachable while the member row is locked; if it ever happens, undo everything (the whole transaction).
  if (!claim) throw new Error(`red envelope ${promo.id}: a second claim by member ${member.id}`);
  const [updated] = await tx
    .update(redEnvelopePromotions)
    .set({ remaining: sql`${redEnvelopePromotions.remaining} - ${amount.toString()}::bigint` })
    .where(
      and(
        eq(redEnvelopePromotions.id, promo.id),
        sql`${redEnvelopePromotions.remaining} >= ${amount.toString()}::bigint`,
      ),
    )
    .returning({ remaining: redEnvelopePromotions.remaining });
  if (!updated) throw new Error(`red envelope ${promo.id}: budget would go below zero`);
  if (entry.posted) posted.push(entry.posted);
  return ok({ cash: toMajor(amount, promo.currency) });
}

/**
 * The same claim outside HTTP (tests, jobs): its own transaction with the member row locked, then
 * the `member.cash` listeners are told.
 */
export async function claimRedEnvelopeFor(
  ctx: AppContext,
  memberId: number,
  promotionId: number,
): Promise<Envelope<{ cash: number } | null>> {
  const posted: PostedEntry[] = [];
  const answer = await ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [member] = await tx.select().from(members).where(eq(members.id, memberId)).for('update');
    if (!member) throw new Error(`unknown member ${memberId}`);
    return claimRedEnvelope({ tx, member, sessionId: null, posted, events: [] }, promotionId, ctx.options.now());
  });
  notifyPosted(ctx.db, posted);
  return answer;
}

export interface NewRedEnvelope {
  /** Idempotency key of the promotion (unique), e.g. 'seed:VND:active'. */
  code: string;
  siteId: number;
  currency: string;
  /** Minor units. */
  budget: bigint;
  minAmount: bigint;
  maxAmount: bigint;
  startsAt: Date;
  endsAt: Date;
}

/**
 * Creates a promotion (once per code) and funds its budget from the house into the currency's
 * promotion_pool account through the ledger. Returns the promotion row.
 */
export async function createRedEnvelope(db: Db, input: NewRedEnvelope): Promise<RedEnvelopeRow> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx
      .insert(redEnvelopePromotions)
      .values({ ...input, remaining: input.budget, status: 'active' })
      .onConflictDoNothing({ target: redEnvelopePromotions.code });
    const [row] = await tx.select().from(redEnvelopePromotions).where(eq(redEnvelopePromotions.code, input.code));
    const house = await houseAccount(tx, row!.currency);
    const pool = await ensureAccount(tx, { kind: 'promotion_pool', currency: row!.currency });
    await postEntry(tx, {
      idempotencyKey: `red_envelope:${row!.id}:fund`,
      kind: 'promotion_funding',
      postings: [
        { accountId: house, amount: -row!.budget },
        { accountId: pool, amount: row!.budget },
      ],
      memo: { promotion_id: row!.id, code: row!.code },
    });
    return row!;
  });
}
