/**
 * Seed step of the transfer wallet: a provider in maintenance (GP030 Pixel Legion, 2020-01-01 to 2099-12-31:
 * play1 answers 203 with that interval) and the transfer-wallet demo members:
 * - wallet01 (VND): main 1,000,000, GP030 wallet 50,000 (one-key back skips it: 104 when alone);
 * - notransfer01 (VND): transfer disabled (play1 205, transfer back 105), main 500,000, GP001 10,000.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { members, providers } from '../db/schema';
import { ensureAccount, houseAccount, postEntry } from '../modules/ledger/ledger';
import type { SeedContext, SeedStep } from './step';

export const MAINTENANCE_PROVIDER = 'GP030';
export const MAINTENANCE_INTERVAL = { start: new Date('2020-01-01T00:00:00Z'), end: new Date('2099-12-31T00:00:00Z') };

const WALLET_MEMBERS: { account: string; main: bigint; providers: Record<string, bigint>; transferDisabled: number }[] =
  [
    { account: 'wallet01', main: 1_000_000n, providers: { GP030: 50_000n }, transferDisabled: 0 },
    { account: 'notransfer01', main: 500_000n, providers: { GP001: 10_000n }, transferDisabled: 1 },
  ];

async function seedWallet(db: Db, ctx: SeedContext) {
  await db
    .update(providers)
    .set({ maintain: 1, maintainStartAt: MAINTENANCE_INTERVAL.start, maintainEndAt: MAINTENANCE_INTERVAL.end })
    .where(eq(providers.gpId, MAINTENANCE_PROVIDER));
  const house = await houseAccount(db, 'VND');
  for (const m of WALLET_MEMBERS) {
    const [row] = await db
      .insert(members)
      .values({
        siteId: 1,
        account: m.account,
        accountKey: m.account,
        passwordHash: await ctx.hash('demo1234'),
        currency: 'VND',
        transferDisabled: m.transferDisabled,
      })
      .returning({ id: members.id });
    const memberId = row!.id;
    const main = await ensureAccount(db, { kind: 'member_main', memberId, currency: 'VND' });
    await postEntry(db, {
      idempotencyKey: `seed:opening:${m.account}:main`,
      kind: 'opening_balance',
      postings: [
        { accountId: house, amount: -m.main },
        { accountId: main, amount: m.main },
      ],
    });
    for (const [gpId, amount] of Object.entries(m.providers)) {
      const wallet = await ensureAccount(db, { kind: 'member_provider', memberId, gpId, currency: 'VND' });
      await postEntry(db, {
        idempotencyKey: `seed:opening:${m.account}:${gpId}`,
        kind: 'opening_balance',
        postings: [
          { accountId: house, amount: -amount },
          { accountId: wallet, amount },
        ],
      });
    }
  }
}

export const WALLET_SEED_STEPS: SeedStep[] = [{ key: 'transfer-wallet', version: 1, run: seedWallet }];
