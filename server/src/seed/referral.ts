/**
 * The referral rules and the cash-surplus rates of the demo site, per currency (minor units; VND
 * has none, the others 2 digits). Whether each feature is on is site_currencies (demo-content.ts):
 * the referral programme for VND, RMB and USD; the cash surplus for VND.
 */
import type { CurrencyCode } from '@site/shared/constants';
import type { Db } from '../db/client';
import { cashSurplusSettings, referralSettings, type ReferralTier } from '../db/schema';
import { DEMO_SITE_ID, type SeedStep } from './step';

interface ReferralSeed {
  tiers: ReferralTier[];
  shareBp: number;
  shareDays: number;
  shareCap: bigint;
}

export const REFERRAL_SEEDS: Partial<Record<CurrencyCode, ReferralSeed>> = {
  VND: {
    tiers: [
      { minDeposit: 100_000, reward: 20_000 },
      { minDeposit: 500_000, reward: 60_000 },
      { minDeposit: 2_000_000, reward: 200_000 },
    ],
    shareBp: 200,
    shareDays: 30,
    shareCap: 500_000n,
  },
  USD: {
    tiers: [
      { minDeposit: 2_000, reward: 500 },
      { minDeposit: 10_000, reward: 1_500 },
      { minDeposit: 50_000, reward: 5_000 },
    ],
    shareBp: 200,
    shareDays: 30,
    shareCap: 10_000n,
  },
  RMB: {
    tiers: [
      { minDeposit: 10_000, reward: 2_000 },
      { minDeposit: 50_000, reward: 6_000 },
      { minDeposit: 200_000, reward: 20_000 },
    ],
    shareBp: 200,
    shareDays: 30,
    shareCap: 50_000n,
  },
  THB: {
    tiers: [
      { minDeposit: 50_000, reward: 10_000 },
      { minDeposit: 200_000, reward: 30_000 },
    ],
    shareBp: 200,
    shareDays: 30,
    shareCap: 200_000n,
  },
};

export const CASH_SURPLUS_SEEDS: Partial<Record<CurrencyCode, { rateBp: number; cap: bigint; minAmount: bigint }>> = {
  VND: { rateBp: 500, cap: 1_000_000n, minAmount: 1_000n },
  USD: { rateBp: 500, cap: 5_000n, minAmount: 100n },
  RMB: { rateBp: 500, cap: 30_000n, minAmount: 500n },
  THB: { rateBp: 500, cap: 150_000n, minAmount: 2_000n },
};

async function seedReferral(db: Db) {
  for (const [currency, s] of Object.entries(REFERRAL_SEEDS)) {
    await db
      .insert(referralSettings)
      .values({ siteId: DEMO_SITE_ID, currency, ...s })
      .onConflictDoNothing();
  }
  for (const [currency, s] of Object.entries(CASH_SURPLUS_SEEDS)) {
    await db
      .insert(cashSurplusSettings)
      .values({ siteId: DEMO_SITE_ID, currency, ...s })
      .onConflictDoNothing();
  }
}

export const REFERRAL_SEED_STEPS: SeedStep[] = [
  { key: 'referral-cash-surplus', version: 1, run: (db) => seedReferral(db) },
];
