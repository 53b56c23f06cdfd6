import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import {
  referralCalls,
  type RecommendMember,
  type RecommendMembersRequest,
  type RecommendMembersResponse,
  type RecommendProjectResponse,
  type RecommendReward,
  type RecommendRewardsResponse,
} from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';

/*
 * referralCalls: recommendProject → the member's code, the invite path, the rules and totals;
 * recommendMembers {account?, start_date?, end_date?, page, count} → the referred members (masked
 * accounts) with totals; recommendRewards {page, count} → the rewards paid. Amounts in major units.
 */

export type { RecommendMember, RecommendMembersRequest, RecommendProjectResponse, RecommendReward };

/** Rows a referral list asks for. */
export const RECOMMEND_PAGE_SIZE = 10;

export const recommendKeys = {
  all: memberKey('recommend'),
  project: memberKey('recommend', 'project'),
  members: (request: object) => memberKey('recommend', 'members', request),
  rewards: (page: number) => memberKey('recommend', 'rewards', page),
};

export function useRecommendProject() {
  return useQuery({
    queryKey: recommendKeys.project,
    queryFn: async ({ signal }): Promise<RecommendProjectResponse> =>
      okData(
        await api.call(referralCalls.recommendProject, undefined, { signal }),
        referralCalls.recommendProject.path,
      ),
  });
}

/** One page of referred members; `enabled` false holds the call (a search not sent yet). */
export function useRecommendMembers(request: RecommendMembersRequest, enabled = true) {
  return useQuery({
    queryKey: recommendKeys.members(request),
    queryFn: async ({ signal }): Promise<RecommendMembersResponse> =>
      okData(await api.call(referralCalls.recommendMembers, request, { signal }), referralCalls.recommendMembers.path),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useRecommendRewards(page: number) {
  return useQuery({
    queryKey: recommendKeys.rewards(page),
    queryFn: async ({ signal }): Promise<RecommendRewardsResponse> =>
      okData(
        await api.call(referralCalls.recommendRewards, { page, count: RECOMMEND_PAGE_SIZE }, { signal }),
        referralCalls.recommendRewards.path,
      ),
    placeholderData: keepPreviousData,
  });
}
