/**
 * The cash surplus (SPEC §2: shown only when /arks/web/cash_surplus/check answers active 1).
 *
 * The operator gives back rate_bp of the member's net game loss of the previous America/Caracas
 * day, at most `cap`, as an amount the member claims into the main wallet. The net loss is what the
 * member's bets took minus what wins and cancelled bets gave back, over that day's game movements
 * of the member's wallets; a day the member won gives nothing.
 *
 * Once a day, also under concurrent claims: the claim runs in runMoneyCall (the member row locked,
 * so the second claim sees the first one's row), with the ledger key cash_surplus:<member>:<day>
 * and UNIQUE (member_id, day) behind it.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { cashSurplusCalls, type CashSurplusClaimResponse, type CashSurplusDetail } from '@site/shared/contracts';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import { toMajor } from '@site/shared/money';
import { moment } from '@site/shared/time';
import type { Db } from '../../db/client';
import {
  accounts,
  cashSurplusClaims,
  cashSurplusSettings,
  ledgerEntries,
  MEMBER_ACCOUNT_KINDS,
  postings,
  siteCurrencies,
} from '../../db/schema';
import { fail, ok, type Envelope } from '../../http/envelope';
import type { MemberRow, MoneyCallScope } from '../../http/idempotency';
import { ensureAccount, houseAccount, postEntryInTx } from '../ledger/ledger';
import { balanceOf } from '../payments/orders';
import { caracasDay, dayBefore } from '../promotions/sign-in';

const CODES = cashSurplusCalls.claim.codes;
export const CASH_SURPLUS_KIND = 'cash_surplus';
/** The ledger kinds of game play (bets take, wins and cancelled bets give back). */
const GAME_KINDS = ['game_bet', 'game_win', 'game_rollback'];

type SettingRow = typeof cashSurplusSettings.$inferSelect;
type Member = Pick<MemberRow, 'id' | 'siteId' | 'currency'>;

export async function cashSurplusSetting(db: Db, siteId: number, currency: string): Promise<SettingRow | null> {
  const [row] = await db
    .select()
    .from(cashSurplusSettings)
    .where(and(eq(cashSurplusSettings.siteId, siteId), eq(cashSurplusSettings.currency, currency)));
  return row ?? null;
}

async function isActive(db: Db, siteId: number, currency: string): Promise<boolean> {
  const [row] = await db
    .select({ on: siteCurrencies.cashSurplus })
    .from(siteCurrencies)
    .where(and(eq(siteCurrencies.siteId, siteId), eq(siteCurrencies.currency, currency)));
  return row?.on === 1;
}

/** The member's net game loss of a Caracas day, minor units (0 when the member won or did not play). */
export async function netLossOf(db: Db, member: Member, day: string): Promise<bigint> {
  const from = moment.tz(day, 'YYYY-MM-DD', true, DEFAULT_TIMEZONE);
  const to = from.clone().add(1, 'day');
  const [row] = await db
    .select({ net: sql<string | null>`sum(${postings.amount})::text` })
    .from(postings)
    .innerJoin(accounts, eq(accounts.id, postings.accountId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, postings.entryId))
    .where(
      and(
        eq(accounts.memberId, member.id),
        eq(accounts.currency, member.currency),
        inArray(accounts.kind, [...MEMBER_ACCOUNT_KINDS]),
        inArray(ledgerEntries.kind, GAME_KINDS),
        gte(ledgerEntries.createdAt, from.toDate()),
        lt(ledgerEntries.createdAt, to.toDate()),
      ),
    );
  const net = BigInt(row?.net ?? 0);
  return net < 0n ? -net : 0n;
}

/** What a loss gives back: rate_bp of it, rounded down to a minor unit, at most the cap. */
export function surplusOf(netLoss: bigint, setting: Pick<SettingRow, 'rateBp' | 'cap'>): bigint {
  const raw = (netLoss * BigInt(setting.rateBp)) / 10_000n;
  return raw < setting.cap ? raw : setting.cap;
}

async function claimOf(db: Db, memberId: number, day: string) {
  const [row] = await db
    .select()
    .from(cashSurplusClaims)
    .where(and(eq(cashSurplusClaims.memberId, memberId), eq(cashSurplusClaims.day, day)));
  return row ?? null;
}

export async function cashSurplusDetail(db: Db, member: Member, now: Date): Promise<CashSurplusDetail> {
  const day = dayBefore(caracasDay(now));
  const cur = member.currency;
  const [setting, active, claim] = await Promise.all([
    cashSurplusSetting(db, member.siteId, cur),
    isActive(db, member.siteId, cur),
    claimOf(db, member.id, day),
  ]);
  const netLoss = claim ? claim.netLoss : await netLossOf(db, member, day);
  const amount = claim ? claim.amount : setting ? surplusOf(netLoss, setting) : 0n;
  return {
    active: active && setting ? 1 : 0,
    day,
    timezone: DEFAULT_TIMEZONE,
    currency: cur,
    net_loss: toMajor(netLoss, cur),
    percent: (claim?.rateBp ?? setting?.rateBp ?? 0) / 100,
    cap: toMajor(setting?.cap ?? 0n, cur),
    min_amount: toMajor(setting?.minAmount ?? 0n, cur),
    amount: toMajor(amount, cur),
    claimed: claim ? 1 : 0,
    claimed_at: claim ? claim.createdAt.toISOString() : '',
  };
}

/** Claims yesterday's surplus inside the money call (member row locked). */
export async function claimCashSurplus(
  scope: MoneyCallScope,
  now: Date,
): Promise<Envelope<CashSurplusClaimResponse | null>> {
  const { tx, member, posted } = scope;
  const day = dayBefore(caracasDay(now));
  const setting = await cashSurplusSetting(tx, member.siteId, member.currency);
  if (!setting || !(await isActive(tx, member.siteId, member.currency))) return fail('101', CODES['101'].text);
  if (await claimOf(tx, member.id, day)) return fail('102', CODES['102'].text);
  const netLoss = await netLossOf(tx, member, day);
  const amount = surplusOf(netLoss, setting);
  if (amount <= 0n || amount < setting.minAmount) return fail('103', CODES['103'].text);

  const house = await houseAccount(tx, member.currency);
  const main = await ensureAccount(tx, { kind: 'member_main', memberId: member.id, currency: member.currency });
  const entry = await postEntryInTx(tx, {
    idempotencyKey: `cash_surplus:${member.id}:${day}`,
    kind: CASH_SURPLUS_KIND,
    postings: [
      { accountId: house, amount: -amount },
      { accountId: main, amount },
    ],
    memo: { day, net_loss: netLoss.toString(), rate_bp: setting.rateBp },
    createdAt: now,
  });
  if (!entry.created) return fail('102', CODES['102'].text);
  const [claim] = await tx
    .insert(cashSurplusClaims)
    .values({
      memberId: member.id,
      siteId: member.siteId,
      currency: member.currency,
      day,
      netLoss,
      rateBp: setting.rateBp,
      amount,
      entryId: entry.entryId,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: cashSurplusClaims.id });
  // Unreachable while the member row is locked; should it happen, the whole transaction is undone.
  if (!claim) throw new Error(`cash surplus: a second claim of member ${member.id} for ${day}`);
  if (entry.posted) posted.push(entry.posted);
  return ok({
    day,
    amount: toMajor(amount, member.currency),
    member_cash: toMajor(await balanceOf(tx, main), member.currency),
  });
}
