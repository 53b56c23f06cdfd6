import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import type { MyCashEntry, MyCashResponse } from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

/** POST /member/profile/my_cash → my_cash_list (one balance per provider) and total (SPEC §3, §7). */
export const MY_CASH_PATH = '/member/profile/my_cash';

export type { MyCashEntry, MyCashResponse };

/** The member's wallets; a failure of any kind rejects with ApiError. */
export async function getMyCash(signal?: AbortSignal): Promise<MyCashResponse> {
  return okData(await api.post<MyCashResponse>(MY_CASH_PATH, undefined, { signal }), MY_CASH_PATH);
}

export const myCashKey = memberKey('my-cash');

/** The wallet list, loaded whenever the page shows; leaving the page cancels the call. */
export function useMyCash() {
  return useQuery({ queryKey: myCashKey, queryFn: ({ signal }) => getMyCash(signal) });
}
