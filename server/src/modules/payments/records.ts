/**
 * Member records: the transaction record (every movement of the member's main wallet,
 * plus the bets, wins and rollbacks of the provider wallets, with the balance after each one) and
 * the deposit/withdrawal record (payment orders). Dates are YYYY-MM-DD days of the site time zone
 * (America/Caracas, SPEC §9), both inclusive, at most 92 days; a bad range is HTTP 400 naming the field.
 */
import { and, count, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  DEFAULT_TIMEZONE,
  RECORD_MAX_RANGE_DAYS,
  type PaymentOrderStatus,
  type TransactionType,
} from '@site/shared/constants';
import type {
  DwRecordResponse,
  RequestErrorDetail,
  TransactionRecord,
  TransactionRecordResponse,
  TransactionRemark,
} from '@site/shared/contracts';
import { moment } from '@site/shared/time';
import type { Db } from '../../db/client';
import { accounts, bankAccounts, ledgerEntries, paymentOrders, postings } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { toMajor } from '@site/shared/money';
import type { MemberRow } from '../../http/idempotency';
import { channelOf } from './channels';
import { paymentFailureOf } from './failure-reasons';
import { orderView } from './orders';

export interface DateRange {
  from: Date;
  /** Exclusive: the start of the day after end_date. */
  to: Date;
}

/** start_date/end_date → instants in the site time zone; HTTP 400 naming the field when malformed or out of range. */
export function parseDateRange(startDate: string, endDate: string, tz: string = DEFAULT_TIMEZONE): DateRange {
  const bad = (message: string, detail: RequestErrorDetail) => new ApiError(400, '400', message, {}, detail);
  const start = moment.tz(startDate, 'YYYY-MM-DD', true, tz);
  if (!start.isValid())
    throw bad('start_date must be a date YYYY-MM-DD', { message_key: 'invalid_date', field: 'start_date' });
  const end = moment.tz(endDate, 'YYYY-MM-DD', true, tz);
  if (!end.isValid())
    throw bad('end_date must be a date YYYY-MM-DD', { message_key: 'invalid_date', field: 'end_date' });
  if (end.isBefore(start))
    throw bad('end_date is before start_date', { message_key: 'range_order', field: 'end_date' });
  const days = end.diff(start, 'days') + 1;
  if (days > RECORD_MAX_RANGE_DAYS) {
    throw bad(`end_date: the range is at most ${RECORD_MAX_RANGE_DAYS} days (got ${days})`, {
      message_key: 'range_too_long',
      field: 'end_date',
      params: { max_days: RECORD_MAX_RANGE_DAYS, days },
    });
  }
  return { from: start.toDate(), to: end.clone().add(1, 'day').toDate() };
}

/** Ledger entry kinds behind each record type. */
const KINDS_OF: Record<TransactionType, string[]> = {
  deposit: ['deposit'],
  withdraw: ['withdraw'],
  withdraw_refund: ['withdraw_refund'],
  transfer_in: ['transfer_in'],
  transfer_out: ['transfer_out'],
  transfer_back: ['transfer_back'],
  bet: ['game_bet'],
  win: ['game_win'],
  rollback: ['game_rollback'],
  red_envelope: ['red_envelope'],
  opening_balance: ['opening_balance'],
  recommend_reward: ['recommend_reward'],
  cash_surplus: ['cash_surplus'],
  agent_transfer: ['agent_transfer'],
  agent_commission: ['agent_commission'],
};
const TYPE_OF_KIND = new Map(
  Object.entries(KINDS_OF).flatMap(([type, kinds]) => kinds.map((k) => [k, type as TransactionType])),
);
const GAME_KINDS = ['game_bet', 'game_win', 'game_rollback'];

/** What a movement was, as a key and parameters the apps translate (the server writes no sentence). */
function remarkOf(type: string, memo: Record<string, unknown>, gpId: string, currency: string): TransactionRemark {
  const orderNo = typeof memo.order_no === 'string' ? memo.order_no : '';
  const round = typeof memo.round_id === 'string' && memo.round_id ? { round_id: memo.round_id } : {};
  switch (type) {
    case 'deposit':
      return {
        key: 'deposit',
        params: {
          order_no: orderNo,
          channel: (typeof memo.channel === 'string' ? channelOf(currency, memo.channel)?.name : undefined) ?? '',
          method: typeof memo.method === 'string' ? memo.method : '',
        },
      };
    case 'withdraw':
      return { key: 'withdraw', params: { order_no: orderNo } };
    case 'withdraw_refund': {
      const failure = paymentFailureOf(typeof memo.reason === 'string' ? memo.reason : null) ?? {
        key: 'declined',
        params: {},
      };
      return {
        key: 'withdraw_refunded',
        params: {
          order_no: orderNo,
          reason_code: failure.key,
          ...(failure.params.reason ? { reason: failure.params.reason } : {}),
        },
      };
    }
    case 'transfer_in':
    case 'transfer_out':
    case 'transfer_back':
      return { key: type, params: { gp_id: gpId } };
    case 'bet':
    case 'win':
    case 'rollback':
      return { key: type, params: { gp_id: gpId, ...round } };
    case 'red_envelope':
    case 'opening_balance':
      return { key: type, params: {} };
    case 'recommend_reward': {
      const member = typeof memo.member === 'string' ? memo.member : '';
      return memo.reward_kind === 'deposit_share'
        ? { key: 'recommend_deposit_share', params: { member } }
        : { key: 'recommend_first_deposit', params: { member } };
    }
    case 'cash_surplus':
      return { key: 'cash_surplus', params: { day: typeof memo.day === 'string' ? memo.day : '' } };
    case 'agent_transfer':
      return {
        key: 'agent_transfer',
        params: {
          agent: typeof memo.agent === 'string' ? memo.agent : '',
          member: typeof memo.member === 'string' ? memo.member : '',
        },
      };
    case 'agent_commission':
      return { key: 'agent_commission', params: { period: typeof memo.period === 'string' ? memo.period : '' } };
    default:
      return { key: 'other', params: { type } };
  }
}

export interface TransactionQuery {
  range: DateRange;
  page: number;
  count: number;
  type?: TransactionType;
}

/**
 * One page of the member's movements, newest first. balance_after is the running sum of the
 * wallet's postings in time order (created_at, then id), computed over the wallet's whole history.
 */
export async function transactionRecords(
  db: Db,
  member: Pick<MemberRow, 'id' | 'currency'>,
  q: TransactionQuery,
): Promise<TransactionRecordResponse> {
  const running = db.$with('running').as(
    db
      .select({
        id: postings.id,
        amount: postings.amount,
        accountKind: sql<string>`${accounts.kind}`.as('account_kind'),
        accountGp: sql<string | null>`${accounts.gpId}`.as('account_gp'),
        kind: sql<string>`${ledgerEntries.kind}`.as('entry_kind'),
        memo: ledgerEntries.memo,
        createdAt: ledgerEntries.createdAt,
        balanceAfter:
          sql<string>`(sum(${postings.amount}) over (partition by ${postings.accountId} order by ${ledgerEntries.createdAt}, ${postings.id}))::text`.as(
            'balance_after',
          ),
      })
      .from(postings)
      .innerJoin(accounts, eq(accounts.id, postings.accountId))
      .innerJoin(ledgerEntries, eq(ledgerEntries.id, postings.entryId))
      .where(
        and(
          eq(accounts.memberId, member.id),
          eq(accounts.currency, member.currency),
          inArray(accounts.kind, ['member_main', 'member_provider']),
        ),
      ),
  );
  const conditions: (SQL | undefined)[] = [
    or(eq(running.accountKind, 'member_main'), inArray(running.kind, GAME_KINDS)),
    gte(running.createdAt, q.range.from),
    lt(running.createdAt, q.range.to),
  ];
  if (q.type) conditions.push(inArray(running.kind, KINDS_OF[q.type]));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .with(running)
      .select()
      .from(running)
      .where(where)
      .orderBy(desc(running.createdAt), desc(running.id))
      .limit(q.count)
      .offset((q.page - 1) * q.count),
    db.with(running).select({ n: count() }).from(running).where(where),
  ]);
  const cur = member.currency;
  const list: TransactionRecord[] = rows.map((r) => {
    const memo = r.memo ?? {};
    const type = TYPE_OF_KIND.get(r.kind) ?? (r.kind as TransactionType);
    const gpId = r.accountGp ?? (typeof memo.gp_id === 'string' ? memo.gp_id : '');
    return {
      id: Number(r.id),
      created_at: r.createdAt.toISOString(),
      type,
      amount: toMajor(r.amount, cur),
      balance_after: toMajor(BigInt(r.balanceAfter), cur),
      wallet: r.accountKind === 'member_main' ? 'main' : (r.accountGp ?? ''),
      gp_id: gpId,
      order_no: typeof memo.order_no === 'string' ? memo.order_no : '',
      remark: remarkOf(type, memo, gpId, cur),
    };
  });
  return { list, total: total?.n ?? 0, page: q.page, count: q.count };
}

export interface DwQuery {
  range: DateRange;
  page: number;
  count: number;
  /** 0 all, 1 deposits, 2 withdrawals. */
  type: 0 | 1 | 2;
  status?: PaymentOrderStatus;
}

/** One page of the member's deposits and withdrawals, newest first, with the sums of the successful ones. */
export async function dwRecords(
  db: Db,
  member: Pick<MemberRow, 'id' | 'currency'>,
  q: DwQuery,
): Promise<DwRecordResponse> {
  const conditions: (SQL | undefined)[] = [
    eq(paymentOrders.memberId, member.id),
    gte(paymentOrders.createdAt, q.range.from),
    lt(paymentOrders.createdAt, q.range.to),
  ];
  if (q.type === 1) conditions.push(eq(paymentOrders.kind, 'deposit'));
  if (q.type === 2) conditions.push(eq(paymentOrders.kind, 'withdraw'));
  if (q.status) conditions.push(eq(paymentOrders.status, q.status));
  const where = and(...conditions);
  const successSum = (kind: 'deposit' | 'withdraw') =>
    sql<string>`coalesce(sum(case when ${paymentOrders.kind} = ${kind} and ${paymentOrders.status} = 'success' then ${paymentOrders.amount} else 0 end), 0)::text`;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ order: paymentOrders, bankName: bankAccounts.bankName, accountNumber: bankAccounts.accountNumber })
      .from(paymentOrders)
      .leftJoin(bankAccounts, eq(bankAccounts.id, paymentOrders.bankAccountId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(q.count)
      .offset((q.page - 1) * q.count),
    db
      .select({ n: count(), deposit: successSum('deposit'), withdraw: successSum('withdraw') })
      .from(paymentOrders)
      .where(where),
  ]);
  const cur = member.currency;
  let pageDeposit = 0n;
  let pageWithdraw = 0n;
  for (const { order } of rows) {
    if (order.status !== 'success') continue;
    if (order.kind === 'deposit') pageDeposit += order.amount;
    else pageWithdraw += order.amount;
  }
  return {
    list: rows.map(({ order, bankName, accountNumber }) =>
      orderView(order, bankName && accountNumber ? { bankName, accountNumber } : null),
    ),
    total: totals?.n ?? 0,
    page: q.page,
    count: q.count,
    page_sum: { deposit: toMajor(pageDeposit, cur), withdraw: toMajor(pageWithdraw, cur) },
    total_sum: {
      deposit: toMajor(BigInt(totals?.deposit ?? '0'), cur),
      withdraw: toMajor(BigInt(totals?.withdraw ?? '0'), cur),
    },
  };
}
