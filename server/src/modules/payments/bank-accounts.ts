import { and, eq, isNull } from 'drizzle-orm';
import { MAX_BANK_ACCOUNTS } from '@site/shared/constants';
import { paymentCalls, type CallCode } from '@site/shared/contracts';
import type { AppContext } from '../../context';
import { bankAccounts, paymentBanks, paymentOrders } from '../../db/schema';
import { ok } from '../../http/envelope';
import { pgErrorCode } from '../ledger/ledger';
import type { MoneyCallScope } from '../../http/idempotency';
import { normaliseAccountNumber, paymentConfigOf, validAccountNumber } from './channels';
import {
  activeBankAccounts,
  bankAccountView,
  bankOf,
  checkWithdrawPassword,
  type CallAnswer,
  type FailureData,
  codeFail,
} from './orders';

// ---- Bank accounts ----------------------------------------------------------------------------

export interface BindInput {
  bank_code: string;
  account_name: string;
  account_number: string;
  withdraw_password?: string;
}

const bindFail = (code: CallCode<typeof paymentCalls.bindBankAccount>, data: FailureData = null) =>
  codeFail(paymentCalls.bindBankAccount, code, data);
const removeFail = (code: CallCode<typeof paymentCalls.removeBankAccount>, data: FailureData = null) =>
  codeFail(paymentCalls.removeBankAccount, code, data);

/** POST /arks/web/member/bank-account/store, inside runMoneyCall (member row locked). */
export async function bindBankAccount(
  ctx: AppContext,
  scope: MoneyCallScope,
  input: BindInput,
): Promise<CallAnswer<typeof paymentCalls.bindBankAccount>> {
  const { tx, member } = scope;
  const now = ctx.options.now();
  // SPEC §5: a first-login member must change the password; until then no payout details change.
  if (member.firstLoginToChangePassword) return bindFail('208');
  const [bank] = await tx
    .select()
    .from(paymentBanks)
    .where(and(eq(paymentBanks.currency, member.currency), eq(paymentBanks.code, input.bank_code)));
  if (!bank) return bindFail('206');
  const number = normaliseAccountNumber(input.account_number);
  if (!validAccountNumber(member.currency, number)) {
    const rule = paymentConfigOf(member.currency)?.accountDigits;
    return bindFail('201', rule ? { min_digits: rule.min, max_digits: rule.max } : null);
  }
  if (member.withdrawPasswordHash) {
    if (!input.withdraw_password) return bindFail('205', { attempts_left: null });
    const check = await checkWithdrawPassword(tx, member, input.withdraw_password, now);
    if (!check.ok)
      return check.locked
        ? bindFail('207', { retry_after_s: check.retryAfterS })
        : bindFail('205', { attempts_left: check.attemptsLeft });
  }
  const [taken] = await tx
    .select()
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.bankCode, bank.code), eq(bankAccounts.accountNumber, number), isNull(bankAccounts.removedAt)),
    );
  if (taken) return taken.memberId === member.id ? bindFail('203') : bindFail('202');
  const mine = await activeBankAccounts(tx, member.id);
  if (mine.length >= MAX_BANK_ACCOUNTS) return bindFail('204', { max: MAX_BANK_ACCOUNTS });
  try {
    // A savepoint: a concurrent bind of the same number by another member fails here, not the whole call.
    const [row] = await tx.transaction(async (sp) =>
      sp
        .insert(bankAccounts)
        .values({
          memberId: member.id,
          currency: member.currency,
          bankCode: bank.code,
          bankName: bank.name,
          accountName: input.account_name.trim(),
          accountNumber: number,
          createdAt: now,
        })
        .returning(),
    );
    return ok(bankAccountView(row!));
  } catch (err) {
    if (pgErrorCode(err) === '23505') return bindFail('202');
    throw err;
  }
}

export interface RemoveBankAccountInput {
  id: number;
  withdraw_password?: string;
}

/**
 * POST /arks/web/member/bank-account/remove, inside runMoneyCall (member row locked): unbinds one of
 * the member's accounts (removed_at; the row stays for the orders that name it, and the number can
 * be bound again). Same guards as binding; refused while a withdrawal to it is pending.
 */
export async function removeBankAccount(
  ctx: AppContext,
  scope: MoneyCallScope,
  input: RemoveBankAccountInput,
): Promise<CallAnswer<typeof paymentCalls.removeBankAccount>> {
  const { tx, member } = scope;
  const now = ctx.options.now();
  if (member.firstLoginToChangePassword) return removeFail('208');
  const account = await bankOf(tx, input.id);
  if (!account || account.memberId !== member.id || account.removedAt) return removeFail('209');
  if (member.withdrawPasswordHash) {
    if (!input.withdraw_password) return removeFail('205', { attempts_left: null });
    const check = await checkWithdrawPassword(tx, member, input.withdraw_password, now);
    if (!check.ok)
      return check.locked
        ? removeFail('207', { retry_after_s: check.retryAfterS })
        : removeFail('205', { attempts_left: check.attemptsLeft });
  }
  const [pending] = await tx
    .select({ orderNo: paymentOrders.orderNo })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.bankAccountId, account.id),
        eq(paymentOrders.kind, 'withdraw'),
        eq(paymentOrders.status, 'pending'),
      ),
    )
    .limit(1);
  if (pending) return removeFail('210', { order_no: pending.orderNo });
  const [row] = await tx
    .update(bankAccounts)
    .set({ removedAt: now })
    .where(eq(bankAccounts.id, account.id))
    .returning();
  return ok({ ...bankAccountView(row!), removed: 1 });
}
