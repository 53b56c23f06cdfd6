import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { CurrencyCode } from '@site/shared/constants';
import {
  gameCalls,
  type BetRecord,
  type BetRecordRequest,
  type BetRecordResponse,
  type GameProvider,
} from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

/*
 * gameCalls.betRecords: {page, count, start_date?, end_date?, gp_id?} → {list, total_count,
 * total_bet, total_win, page, count}: the rounds the member played at the providers, newest first;
 * dates are days of the site time zone, both inclusive; amounts in major units of the member's
 * currency; the totals cover every round of the filter, a rolled-back stake counting nothing.
 */

export type { BetRecord, BetRecordRequest, BetRecordResponse };

export const betRecordKeys = {
  all: memberKey('bet-records'),
  page: (request: BetRecordRequest) => memberKey('bet-records', request),
  providers: (currency: string, siteId: number, device: number) =>
    memberKey('bet-records', 'providers', currency, siteId, device),
};

/** One page of rounds; a failure of any kind (a refused range included) rejects with ApiError. */
export async function getBetRecords(body: BetRecordRequest, signal?: AbortSignal): Promise<BetRecordResponse> {
  return okData(await api.call(gameCalls.betRecords, body, { signal }), gameCalls.betRecords.path);
}

/** The rounds of `request`; a newer request (filter, page) cancels the older one's call. */
export function useBetRecords(request: BetRecordRequest) {
  return useQuery({ queryKey: betRecordKeys.page(request), queryFn: ({ signal }) => getBetRecords(request, signal) });
}

export interface ProviderOption {
  gp_id: string;
  gp_name: string;
}

/**
 * The providers of the member's currency, from the game list (every game type; a provider that
 * runs several types once), in the list's order. The provider filter offers them.
 */
export function useBetProviders(currency: string, siteId: number, device: number) {
  return useQuery({
    queryKey: betRecordKeys.providers(currency, siteId, device),
    enabled: currency !== '',
    // The catalogue changes rarely; the filter need not ask again while the member pages.
    staleTime: 10 * 60_000,
    queryFn: async ({ signal }): Promise<ProviderOption[]> => {
      const res = await api.call(
        gameCalls.list,
        // Only the providers are read, and every part lists them all: the first part is the smallest.
        { currency: currency as CurrencyCode, site_id: siteId, support_device: device, part: 0 },
        { signal },
      );
      // Older platforms nest the games in the providers; only the providers' own fields are read.
      const types: { providers?: GameProvider[] }[] = okData(res, gameCalls.list.path)?.list ?? [];
      const seen = new Map<string, ProviderOption>();
      for (const type of types) {
        for (const p of type.providers ?? []) {
          if (!seen.has(p.gp_id)) seen.set(p.gp_id, { gp_id: p.gp_id, gp_name: p.gp_name || p.gp_id });
        }
      }
      return [...seen.values()];
    },
  });
}
