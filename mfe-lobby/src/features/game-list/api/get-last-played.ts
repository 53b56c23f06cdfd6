import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { lobbyCalls } from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

/** SPEC §7 POST /arks/web/member-games/last-playing-game: game ids, most recent first. */
export async function getLastPlayed(signal?: AbortSignal): Promise<number[]> {
  const data = okData(await api.call(lobbyCalls.lastPlayed, undefined, { signal }), lobbyCalls.lastPlayed.path);
  return data?.list ?? [];
}

/** Member data: dropped by the session when the member changes. */
export const lastPlayedKey = (memberId: number | null) => memberKey('lobby-last-played', memberId);

/**
 * The member's last played games; asked only while `enabled` (the tab is open and a member is
 * logged in), and again each time the tab opens, since every game played changes it.
 */
export function useLastPlayed(memberId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: lastPlayedKey(memberId),
    queryFn: ({ signal }) => getLastPlayed(signal),
    enabled: enabled && memberId !== null,
    refetchOnMount: 'always',
  });
}
