import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { memberCalls, type MyCashEntry, type MyCashResponse } from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

export type { MyCashEntry, MyCashResponse };

/** my_cash_list (one balance per provider) and total (SPEC §3, §7); a failure of any kind rejects with ApiError. */
export async function getMyCash(signal?: AbortSignal): Promise<MyCashResponse> {
  return okData(await api.call(memberCalls.myCash, undefined, { signal }), memberCalls.myCash.path);
}

export const myCashKey = memberKey('my-cash');

/** The wallet list, loaded whenever the page shows; leaving the page cancels the call. */
export function useMyCash() {
  return useQuery({ queryKey: myCashKey, queryFn: ({ signal }) => getMyCash(signal) });
}
