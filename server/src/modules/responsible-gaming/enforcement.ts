/**
 * The one check that login, deposit and game start call (auth/routes.ts, payments/deposits.ts,
 * wallet/transfer-wallet.ts): a time-out or self-exclusion refuses all three; a deposit limit
 * refuses a deposit over what is left in any period. It answers the refusal envelope of the calling
 * call (its codes come from @site/shared/contracts RG_*_CODES), or null to go on.
 */
import {
  DEPOSIT_LIMIT_PERIODS,
  RG_DEPOSIT_CODES,
  RG_LOGIN_CODES,
  RG_PLAY_CODES,
  type DepositLimitPeriod,
} from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import type { Db } from '../../db/client';
import { activeBlock, depositedBetween, effectiveLimit, limitRows, periodBounds } from './rules';

export type RgActivity =
  | { action: 'login' }
  | { action: 'play' }
  /** amount: minor units of the member's currency. */
  | { action: 'deposit'; amount: bigint };

export interface RgRefusal {
  code: string;
  message: string;
  data: Record<string, unknown>;
}

/**
 * The refusal of a game start while a time-out or self-exclusion runs (`block`: the one in force,
 * read by the caller with the rest of what it reads), or null.
 */
export function playRefusal(block: { endsAt: Date } | null): RgRefusal | null {
  if (!block) return null;
  return { code: '208', message: RG_PLAY_CODES['208'].text, data: { ends_at: block.endsAt.toISOString() } };
}

export async function responsibleGamingRefusal(
  db: Db,
  member: { id: number; currency: string },
  activity: RgActivity,
  now: Date,
): Promise<RgRefusal | null> {
  const block = await activeBlock(db, member.id, now);
  if (block) {
    const data = { ends_at: block.endsAt.toISOString() };
    if (activity.action === 'login') {
      const code = block.kind === 'time_out' ? '108' : '109';
      return { code, message: RG_LOGIN_CODES[code].text, data };
    }
    if (activity.action === 'play') return playRefusal(block);
    return { code: '207', message: RG_DEPOSIT_CODES['207'].text, data };
  }
  if (activity.action !== 'deposit') return null;

  const rows = await limitRows(db, member.id);
  // The tightest period decides: the one with the least left.
  let tightest: { period: DepositLimitPeriod; limit: bigint; remaining: bigint; end: Date } | null = null;
  for (const period of DEPOSIT_LIMIT_PERIODS) {
    const { amount: limit } = effectiveLimit(rows.get(period), now);
    if (limit === null) continue;
    const { start, end } = periodBounds(period, now);
    const used = await depositedBetween(db, member.id, start, end);
    const remaining = limit > used ? limit - used : 0n;
    if (!tightest || remaining < tightest.remaining) tightest = { period, limit, remaining, end };
  }
  if (!tightest || activity.amount <= tightest.remaining) return null;
  return {
    code: '206',
    message: RG_DEPOSIT_CODES['206'].text,
    data: {
      limit_period: tightest.period,
      limit: toMajor(tightest.limit, member.currency),
      remaining: toMajor(tightest.remaining, member.currency),
      resets_at: tightest.end.toISOString(),
    },
  };
}
