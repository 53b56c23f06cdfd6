import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { memberProfileCalls, type MemberProfile } from '@site/shared/contracts';
import { paymentKeys } from './keys';

export type { MemberProfile };

/** POST /member/profile: the Fund pages read `is_withdraw_password` from it (SPEC §3). */
export async function getMemberProfile(signal?: AbortSignal): Promise<MemberProfile> {
  return okData(await api.call(memberProfileCalls.profile, undefined, { signal }), memberProfileCalls.profile.path)
    .member_profile;
}

export function useMemberProfile() {
  return useQuery({ queryKey: paymentKeys.profile, queryFn: ({ signal }) => getMemberProfile(signal) });
}
