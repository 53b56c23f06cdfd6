/**
 * Transfer: an agent moves money from its main wallet to the main wallet of a member of its
 * downline. A money call (runMoneyCall: the agent's row locked, so one agent's transfers run one at
 * a time and the day's total and the balance are read after the previous transfer), one ledger
 * entry (kind agent_transfer) and its agent_transfers row in one transaction. The withdraw password
 * is the withdrawals' one, and so is its failure count: five wrong within 15 minutes lock both.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, lt, sum, type SQL } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import {
  agentCalls,
  type AgentTransferResponse,
  type AgentTransfersRequest,
  type AgentTransfersResponse,
  type CallCode,
  type CallFailure,
} from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import { moment } from '@site/shared/time';
import type { Db } from '../../db/client';
import { agentTransfers, members } from '../../db/schema';
import { ok, type Envelope } from '../../http/envelope';
import type { MoneyCallScope } from '../../http/idempotency';
import { LedgerError, postEntryInTx } from '../ledger/ledger';
import { balanceOf, checkWithdrawPassword, mainAccountId, withdrawLock } from '../payments/orders';
import type { DateRange } from '../payments/records';
import { inDownline } from './downline';
import { isActiveAgent, loadProgramme } from './programme';

export const AGENT_TRANSFER_KIND = 'agent_transfer';

type TransferCall = typeof agentCalls.transfer;
/** What a failure of the call carries (105 attempts_left, 106 retry_after_s, 109 left, 110 member_cash). */
export type TransferFailureData = NonNullable<CallFailure<TransferCall>['data']>;
type TransferAnswer = Envelope<AgentTransferResponse | TransferFailureData | null>;

const transferFail = (code: CallCode<TransferCall>, data: TransferFailureData | null = null): TransferAnswer => ({
  code,
  message: agentCalls.transfer.codes[code].text,
  data,
});

/** The Caracas day that holds `now`, as instants. */
export function caracasDayRange(now: Date): DateRange {
  const start = moment.tz(now, DEFAULT_TIMEZONE).startOf('day');
  return { from: start.toDate(), to: start.clone().add(1, 'day').toDate() };
}

/** What the agent transferred in a range (minor units). */
async function transferredIn(db: Db, agentId: number, range: DateRange): Promise<bigint> {
  const [row] = await db
    .select({ total: sum(agentTransfers.amount) })
    .from(agentTransfers)
    .where(
      and(
        eq(agentTransfers.agentId, agentId),
        gte(agentTransfers.createdAt, range.from),
        lt(agentTransfers.createdAt, range.to),
      ),
    );
  return BigInt(row?.total ?? 0);
}

export interface TransferInput {
  memberId: number;
  /** Minor units (validated by the route). */
  amount: bigint;
  withdrawPassword: string;
  memo: string;
}

export async function agentTransfer(scope: MoneyCallScope, input: TransferInput, now: Date): Promise<TransferAnswer> {
  const { tx, member: agent, posted } = scope;
  if (!isActiveAgent(agent)) return transferFail('101');
  if (input.memberId === agent.id || !(await inDownline(tx, agent.id, input.memberId))) return transferFail('102');
  const [target] = await tx.select().from(members).where(eq(members.id, input.memberId));
  if (!target || target.status !== 'active' || target.currency !== agent.currency || target.siteId !== agent.siteId)
    return transferFail('103');
  if (!agent.withdrawPasswordHash) return transferFail('104');
  const lock = await withdrawLock(tx, agent.id, now);
  if (lock.lockedUntil)
    return transferFail('106', { retry_after_s: Math.ceil((lock.lockedUntil.getTime() - now.getTime()) / 1000) });
  const check = await checkWithdrawPassword(tx, agent, input.withdrawPassword, now);
  if (!check.ok)
    return check.locked
      ? transferFail('106', { retry_after_s: check.retryAfterS })
      : transferFail('105', { attempts_left: check.attemptsLeft });

  const currency = agent.currency;
  const programme = await loadProgramme(tx, agent.siteId, currency);
  const min = programme?.transferMin ?? 0n;
  const max = programme?.transferMax ?? 0n;
  const dailyMax = programme?.transferDailyMax ?? 0n;
  if (input.amount < min) return transferFail('107');
  if (input.amount > max) return transferFail('108');
  const today = await transferredIn(tx, agent.id, caracasDayRange(now));
  if (today + input.amount > dailyMax) {
    const left = dailyMax > today ? dailyMax - today : 0n;
    return transferFail('109', { left: toMajor(left, currency) });
  }

  const from = await mainAccountId(tx, agent);
  const to = await mainAccountId(tx, target);
  const balance = await balanceOf(tx, from);
  if (balance < input.amount) return transferFail('110', { member_cash: toMajor(balance, currency) });
  let entry;
  try {
    entry = await postEntryInTx(tx, {
      idempotencyKey: `agent_transfer:${agent.id}:${randomUUID()}`,
      kind: AGENT_TRANSFER_KIND,
      postings: [
        { accountId: from, amount: -input.amount },
        { accountId: to, amount: input.amount },
      ],
      memo: { agent: agent.account, member: target.account, memo: input.memo },
      createdAt: now,
    });
  } catch (err) {
    // The ledger refuses to overdraw without writing anything; the transaction goes on.
    if (err instanceof LedgerError && err.code === 'insufficient_funds')
      return transferFail('110', { member_cash: toMajor(await balanceOf(tx, from), currency) });
    throw err;
  }
  if (entry.posted) posted.push(entry.posted);
  const [row] = await tx
    .insert(agentTransfers)
    .values({
      siteId: agent.siteId,
      agentId: agent.id,
      memberId: target.id,
      currency,
      amount: input.amount,
      memo: input.memo,
      entryId: entry.entryId,
      createdAt: now,
    })
    .returning();
  return ok({
    id: row!.id,
    member_id: target.id,
    member_account: target.account,
    amount: toMajor(input.amount, currency),
    member_cash: toMajor(await balanceOf(tx, from), currency),
    created_at: row!.createdAt.toISOString(),
  });
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[%_\\]/g, '\\$&');

export async function transfersOf(
  db: Db,
  agent: { id: number; siteId: number; currency: string },
  query: Omit<AgentTransfersRequest, 'start_date' | 'end_date'> & { range?: DateRange; page: number; count: number },
  now: Date,
): Promise<AgentTransfersResponse> {
  const parts: (SQL | undefined)[] = [eq(agentTransfers.agentId, agent.id)];
  if (query.range)
    parts.push(gte(agentTransfers.createdAt, query.range.from), lt(agentTransfers.createdAt, query.range.to));
  if (query.account) parts.push(ilike(members.accountKey, `%${escapeLike(query.account)}%`));
  const where = and(...parts);
  const [rows, [totals], programme, today] = await Promise.all([
    db
      .select({ t: agentTransfers, account: members.account })
      .from(agentTransfers)
      .innerJoin(members, eq(members.id, agentTransfers.memberId))
      .where(where)
      .orderBy(desc(agentTransfers.createdAt), desc(agentTransfers.id))
      .limit(query.count)
      .offset((query.page - 1) * query.count),
    db
      .select({ n: count(), amount: sum(agentTransfers.amount) })
      .from(agentTransfers)
      .innerJoin(members, eq(members.id, agentTransfers.memberId))
      .where(where),
    loadProgramme(db, agent.siteId, agent.currency),
    transferredIn(db, agent.id, caracasDayRange(now)),
  ]);
  const dailyMax = programme?.transferDailyMax ?? 0n;
  return {
    list: rows.map(({ t, account }) => ({
      id: t.id,
      member_id: t.memberId,
      member_account: account,
      amount: toMajor(t.amount, t.currency),
      memo: t.memo,
      created_at: t.createdAt.toISOString(),
    })),
    total: Number(totals?.n ?? 0),
    page: query.page,
    count: query.count,
    total_amount: toMajor(BigInt(totals?.amount ?? 0), agent.currency),
    today_total: toMajor(today, agent.currency),
    daily_left: toMajor(dailyMax > today ? dailyMax - today : 0n, agent.currency),
  };
}
