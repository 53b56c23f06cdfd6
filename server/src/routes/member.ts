/**
 * Member routes (token required, HTTP 401 / code 401 otherwise):
 * - POST /api/member/profile/common/layout -> MemberLayout (member_cash: main wallet, major units);
 * - POST /api/member/profile/my_cash -> {my_cash_list, total}: one entry per provider wallet the
 *   member's currency can use (cash 0 when never funded); total = main wallet + provider wallets.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CURRENCY_MINOR_DIGITS, type CurrencyCode } from '@site/shared/constants';
import type { MemberLayout, MyCashEntry, MyCashResponse } from '@site/shared/contracts';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { accounts } from '../db/schema';
import { ok } from '../http/envelope';
import { arr, emptyBody, flag, int, num, obj, routeSchema, str } from '../http/schemas';
import { assetUrls } from '../games/catalogue-service';

/** Minor units to a number in major units (1250.5 for 125050 USD cents). */
export function toMajor(minor: bigint, currency: string): number {
  const digits = CURRENCY_MINOR_DIGITS[currency as CurrencyCode] ?? 2;
  return Number(minor) / 10 ** digits;
}

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
    else if (r.kind === 'member_provider' && r.gpId) perProvider.set(r.gpId, (perProvider.get(r.gpId) ?? 0n) + r.balance);
  }
  return { main, perProvider };
}

export const memberLayoutSchema = obj({
  id: int(),
  member_currency: str(),
  member_cash: num({ description: 'Main wallet, major units' }),
  member_account: str(),
  member_type: int({ description: '1 regular member; other values load agent-level names' }),
  agent_type: int(),
  agent_level: int(),
  is_agent: flag(),
  agent_active: flag(),
  is_playing: flag(),
  cash_back_status: flag(),
  wallet_status: flag(),
  first_login_to_change_password: flag(),
  need_bank_account_deposit_verified: flag(),
});

const bit = (v: number): 0 | 1 => (v ? 1 : 0);

export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const { requireMember } = ctx.auth;

  app.post(
    '/member/profile/common/layout',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Member layout info (SPEC §3)',
        tags: ['member'],
        body: emptyBody,
        data: memberLayoutSchema,
        auth: true,
      }),
    },
    async (request) => {
      const m = request.auth!.member;
      const { main } = await memberBalances(db, m.id, m.currency);
      const layout: MemberLayout = {
        id: m.id,
        member_currency: m.currency as CurrencyCode,
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
        need_bank_account_deposit_verified: bit(m.needBankAccountDepositVerified),
      };
      return ok(layout);
    },
  );

  app.post(
    '/member/profile/my_cash',
    {
      preHandler: requireMember,
      schema: routeSchema({
        summary: 'Wallet balances: one per provider wallet, and the total with the main wallet (SPEC §3)',
        description:
          'my_cash_list has one entry per provider offering the member currency (is_light 1 when it holds money); total = main wallet (layout member_cash) + all provider wallets. Major units.',
        tags: ['member'],
        body: emptyBody,
        data: obj({
          my_cash_list: arr(
            obj({
              gp_id: str(),
              gp_name: str(),
              cash: num(),
              is_light: flag('1 when the wallet holds money'),
              icon_dark: str(),
              icon_light: str(),
            }),
          ),
          total: num(),
        }),
        auth: true,
      }),
    },
    async (request) => {
      const m = request.auth!.member;
      const [{ main, perProvider }, catalogue] = await Promise.all([
        memberBalances(db, m.id, m.currency),
        ctx.catalogue.load(),
      ]);
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
      const data: MyCashResponse = { my_cash_list: list, total: toMajor(total, m.currency) };
      return ok(data);
    },
  );
}
