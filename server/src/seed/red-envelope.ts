/**
 * Seed step of the red-envelope promotion: per currency (VND, USD, THB, RMB) an envelope open from a
 * day ago until 5 days after the seed ran, funded from the house into the promotion_pool account;
 * and one VND envelope that has already ended (claim: 102). Idempotent (promotion codes + ledger
 * idempotency keys, and the seed step runs once).
 */
import type { Db } from '../db/client';
import { createRedEnvelope } from '../modules/promotions/red-envelope';
import type { SeedStep } from './step';

const DAY_MS = 86_400_000;

/** Minor units: VND has none, the others 2 digits. */
export const RED_ENVELOPE_SEEDS = [
  { currency: 'VND', budget: 10_000_000n, min: 10_000n, max: 100_000n },
  { currency: 'USD', budget: 100_000n, min: 100n, max: 1_000n },
  { currency: 'THB', budget: 3_000_000n, min: 1_000n, max: 30_000n },
  { currency: 'RMB', budget: 500_000n, min: 500n, max: 5_000n },
] as const;

export const ENDED_RED_ENVELOPE_CODE = 'seed:VND:ended';

async function seedRedEnvelopes(db: Db) {
  const now = Date.now();
  for (const s of RED_ENVELOPE_SEEDS) {
    await createRedEnvelope(db, {
      code: `seed:${s.currency}:active`,
      siteId: 1,
      currency: s.currency,
      budget: s.budget,
      minAmount: s.min,
      maxAmount: s.max,
      startsAt: new Date(now - DAY_MS),
      endsAt: new Date(now + 5 * DAY_MS),
    });
  }
  await createRedEnvelope(db, {
    code: ENDED_RED_ENVELOPE_CODE,
    siteId: 1,
    currency: 'VND',
    budget: 1_000_000n,
    minAmount: 10_000n,
    maxAmount: 50_000n,
    startsAt: new Date(now - 10 * DAY_MS),
    endsAt: new Date(now - DAY_MS),
  });
}

export const RED_ENVELOPE_SEED_STEPS: SeedStep[] = [
  { key: 'red-envelope', version: 1, run: (db) => seedRedEnvelopes(db) },
];
