/**
 * The member's layout and wallet balances (SPEC §3), read from the member row and the ledger's
 * accounts. Amounts are answered in major units of the member's currency.
 */
import { and, eq } from 'drizzle-orm';
import type { MemberLayout, MyCashEntry, MyCashResponse } from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { assetUrls, type Loaded } from '../games/catalogue';
import { needsBankVerification } from '../payments/orders';
import type { MemberRow } from '../../http/idempotency';

/** The member's wallet accounts: the main balance and a balance per provider (minor units). */
export async function memberBalances(db: Db, memberId: number, currency: string) {
  const rows = await db
    .select({ kind: accounts.kind, gpId: accounts.gpId, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.memberId, memberId), eq(accounts.currency, currency)));
  let main = 0n;
  const perProvider = new Map<string, bigint>();
  for (const r of rows) {
    if (r.kind === 'member_main') main += r.balance;
    else if (r.kind === 'member_provider' && r.gpId)
      perProvider.set(r.gpId, (perProvider.get(r.gpId) ?? 0n) + r.balance);
  }
  return { main, perProvider };
}

const bit = (v: number): 0 | 1 => (v ? 1 : 0);

/** The layout (member_cash: the main wallet). */
export async function memberLayout(db: Db, m: MemberRow): Promise<MemberLayout> {
  const { main } = await memberBalances(db, m.id, m.currency);
  return {
    id: m.id,
    member_currency: m.currency as MemberLayout['member_currency'],
    member_cash: toMajor(main, m.currency),
    member_account: m.account,
    member_type: m.memberType,
    agent_type: m.agentType,
    agent_level: m.agentLevel,
    is_agent: bit(m.isAgent),
    agent_active: bit(m.agentActive),
    is_playing: bit(m.isPlaying),
    cash_back_status: bit(m.cashBackStatus),
    wallet_status: bit(m.walletStatus),
    first_login_to_change_password: bit(m.firstLoginToChangePassword),
    // 1 only while the member is flagged and has no verified bank account (docs/payments.md).
    need_bank_account_deposit_verified: bit(Number(await needsBankVerification(db, m))),
  };
}

/**
 * One entry per provider wallet the member's currency can use (cash 0 when never funded, or a
 * provider that no longer offers the currency but still holds money); total = main + providers.
 */
export async function memberCash(db: Db, m: MemberRow, catalogue: Loaded): Promise<MyCashResponse> {
  const { main, perProvider } = await memberBalances(db, m.id, m.currency);
  const list: MyCashEntry[] = [];
  let total = main;
  for (const p of catalogue.providers.values()) {
    const balance = perProvider.get(p.gpId) ?? 0n;
    if (!p.currencies.includes(m.currency) && balance === 0n) continue;
    total += balance;
    list.push({
      gp_id: p.gpId,
      gp_name: p.name,
      cash: toMajor(balance, m.currency),
      is_light: balance > 0n ? 1 : 0,
      icon_dark: assetUrls.provider(p.gpId, 'dark'),
      icon_light: assetUrls.provider(p.gpId, 'light'),
    });
  }
  return { my_cash_list: list, total: toMajor(total, m.currency) };
}
