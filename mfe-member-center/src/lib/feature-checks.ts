import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { useBusValue } from '@site/shared/bus';
import { memberProfileCalls } from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';
import type { MenuCondition } from '../config/paths';

/** The checks change only when the operator changes a setting: asked again after this long. */
const CHECK_STALE_MS = 5 * 60_000;

/**
 * SPEC §2: the referral menu shows only when /bonus_setting/check answers is_friend 1, the cash
 * surplus only when /arks/web/cash_surplus/check answers active 1, for the member's currency.
 * `known` is false until both have answered (a failed check counts as off).
 */
export function useFeatureChecks(siteId: number): { checks: Record<MenuCondition, boolean>; known: boolean } {
  const session = useBusValue('session:changed');
  const currency = session?.status === 'member' ? session.member.member_currency : null;
  const friend = useQuery({
    queryKey: memberKey('checks', 'is_friend', siteId, currency),
    queryFn: async ({ signal }) =>
      okData(
        await api.call(
          memberProfileCalls.bonusSettingCheck,
          { member_currency: currency!, site_id: siteId },
          { signal },
        ),
        memberProfileCalls.bonusSettingCheck.path,
      ),
    enabled: currency !== null,
    staleTime: CHECK_STALE_MS,
  });
  const surplus = useQuery({
    queryKey: memberKey('checks', 'cash_surplus', siteId, currency),
    queryFn: async ({ signal }) =>
      okData(
        await api.call(memberProfileCalls.cashSurplusCheck, { currency: currency!, site_id: siteId }, { signal }),
        memberProfileCalls.cashSurplusCheck.path,
      ),
    enabled: currency !== null,
    staleTime: CHECK_STALE_MS,
  });
  return {
    checks: { isFriend: friend.data?.is_friend === 1, cashSurplus: surplus.data?.active === 1 },
    known: !friend.isPending && !surplus.isPending,
  };
}
