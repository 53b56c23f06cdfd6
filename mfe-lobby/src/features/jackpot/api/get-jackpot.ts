import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { CurrencyCode } from '@site/shared/constants';
import { gameCalls, type JackpotResponse } from '@site/shared/contracts';

/**
 * How often the jackpot is asked again. The spec gives no interval; the counter climbs towards each
 * new answer over this same time, so between two answers it never stands still.
 */
export const JACKPOT_REFRESH_MS = 15_000;

/** SPEC §7 POST /v2/get_jackpot {currency}; a failure of any kind rejects with ApiError. */
export async function getJackpot(currency: CurrencyCode, signal?: AbortSignal): Promise<JackpotResponse> {
  return okData(await api.call(gameCalls.jackpot, { currency }, { signal }), gameCalls.jackpot.path);
}

export const jackpotKey = (currency: CurrencyCode | null) => ['lobby', 'jackpot', currency] as const;

/** The jackpot of a currency, asked again every JACKPOT_REFRESH_MS while the page is visible; null: not yet. */
export function useJackpot(currency: CurrencyCode | null) {
  return useQuery({
    queryKey: jackpotKey(currency),
    queryFn: ({ signal }) => getJackpot(currency as CurrencyCode, signal),
    enabled: currency !== null,
    refetchInterval: JACKPOT_REFRESH_MS,
  });
}
