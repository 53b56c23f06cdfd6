import { paymentCalls, type CallCode } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { paymentOrders } from '../../db/schema';
import { ok } from '../../http/envelope';
import { LedgerError, postEntryInTx } from '../ledger/ledger';
import { toMajor, toMinor } from '@site/shared/money';
import type { MoneyCallScope } from '../../http/idempotency';
import { paymentConfigOf } from './channels';
import {
  balanceOf,
  bankOf,
  checkWithdrawPassword,
  clearingAccountId,
  mainAccountId,
  newOrderNo,
  orderView,
  withdrawLock,
  type CallAnswer,
  type FailureData,
  codeFail,
} from './orders';

// ---- Withdrawals ----------------------------------------------------------------------------

export interface WithdrawInput {
  /** Minor units (validated by the route). */
  amount: bigint;
  bank_account_id: number;
  withdraw_password: string;
}

const withdrawFail = (code: CallCode<typeof paymentCalls.withdraw>, data: FailureData = null) =>
  codeFail(paymentCalls.withdraw, code, data);

/**
 * POST /arks/web/withdraw, inside runMoneyCall (member row locked): checks, then the hold entry and
 * the pending order in the call's transaction. The payout request to the PSP is sent after the commit.
 */
export async function requestWithdrawal(
  ctx: AppContext,
  scope: MoneyCallScope,
  input: WithdrawInput,
): Promise<CallAnswer<typeof paymentCalls.withdraw>> {
  const { tx, member, posted } = scope;
  const now = ctx.options.now();
  const config = paymentConfigOf(member.currency);
  if (member.transferDisabled) return withdrawFail('209');
  // SPEC §5: a first-login member must change the password; until then no money leaves.
  if (member.firstLoginToChangePassword) return withdrawFail('210');
  if (member.isPlaying) return withdrawFail('208');
  if (!member.withdrawPasswordHash) return withdrawFail('205');
  const lock = await withdrawLock(tx, member.id, now);
  if (lock.lockedUntil)
    return withdrawFail('207', { retry_after_s: Math.ceil((lock.lockedUntil.getTime() - now.getTime()) / 1000) });
  if (!config) return withdrawFail('201', { min: 0, max: 0 });
  const min = toMinor(config.withdraw.min, member.currency);
  const max = toMinor(config.withdraw.max, member.currency);
  if (input.amount < min || input.amount > max)
    return withdrawFail('201', { min: config.withdraw.min, max: config.withdraw.max });
  const bank = await bankOf(tx, input.bank_account_id);
  if (!bank || bank.memberId !== member.id || bank.removedAt) return withdrawFail('203');
  if (bank.status !== 'verified') return withdrawFail('204');
  const check = await checkWithdrawPassword(tx, member, input.withdraw_password, now);
  if (!check.ok)
    return check.locked
      ? withdrawFail('207', { retry_after_s: check.retryAfterS })
      : withdrawFail('206', { attempts_left: check.attemptsLeft });

  const mainId = await mainAccountId(tx, member);
  const balance = await balanceOf(tx, mainId);
  if (balance < input.amount) return withdrawFail('202', { member_cash: toMajor(balance, member.currency) });
  const clearingId = await clearingAccountId(tx, member.currency);
  const orderNo = newOrderNo('withdraw', now);
  let hold;
  try {
    hold = await postEntryInTx(tx, {
      idempotencyKey: `withdraw:${orderNo}`,
      kind: 'withdraw',
      postings: [
        { accountId: mainId, amount: -input.amount },
        { accountId: clearingId, amount: input.amount },
      ],
      memo: { order_no: orderNo, bank_account_id: bank.id },
      createdAt: now,
    });
  } catch (err) {
    // The ledger refused without writing anything; nothing of this withdrawal is written.
    if (err instanceof LedgerError && err.code === 'insufficient_funds')
      return withdrawFail('202', { member_cash: toMajor(balance, member.currency) });
    throw err;
  }
  if (hold.posted) posted.push(hold.posted);
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      orderNo,
      memberId: member.id,
      currency: member.currency,
      kind: 'withdraw',
      method: 'bank_transfer',
      channel: `${member.currency}_PAYOUT`,
      amount: input.amount,
      fee: toMinor(config.withdraw.fee, member.currency),
      bankAccountId: bank.id,
      createdAt: now,
      holdEntryId: hold.entryId,
    })
    .returning();
  return ok({ ...orderView(order!, bank), member_cash: toMajor(balance - input.amount, member.currency) });
}
