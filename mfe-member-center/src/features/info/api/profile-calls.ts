import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import {
  memberProfileCalls,
  registrationCalls,
  type EditPasswordRequest,
  type EditProfileRequest,
  type MemberProfile,
  type WithdrawPasswordRequest,
} from '@site/shared/contracts';
import { memberKey } from '@site/shared/query';
import { paymentKeys } from '../../../lib/payments/keys';

const calls = memberProfileCalls;

/** Query keys of the profile page (the profile itself is the Fund pages' key: one copy, one refresh). */
export const profileKeys = {
  profile: paymentKeys.profile,
  registerSettings: (siteId: number) => ['register-settings', siteId] as const,
  agentLevels: memberKey('agent-level-names'),
} as const;

/** POST /arks/web/register-settings {site_id}: which fields the member centre edits (is_member_center). */
export function useRegisterSettings(siteId: number) {
  return useQuery({
    queryKey: profileKeys.registerSettings(siteId),
    queryFn: async ({ signal }) =>
      okData(
        await api.call(registrationCalls.settings, { site_id: siteId }, { signal }),
        registrationCalls.settings.path,
      ).list,
    staleTime: 5 * 60_000,
  });
}

/** POST /arks/web/agent-level-rename: the agent-level names of the member's currency (SPEC §6), only when asked. */
export function useAgentLevelNames(enabled: boolean) {
  return useQuery({
    queryKey: profileKeys.agentLevels,
    queryFn: async ({ signal }) =>
      okData(await api.call(calls.agentLevelRename, undefined, { signal }), calls.agentLevelRename.path).detail,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** POST /member/profile/edit: the new profile replaces the cached one. */
export function useEditProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EditProfileRequest): Promise<MemberProfile> =>
      okData(await api.call(calls.editProfile, body), calls.editProfile.path).member_profile,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.profile, profile),
  });
}

/** POST /member/profile/sms {member_phone}: a code for a new phone (its countdown in seconds). */
export async function sendProfileSms(phone: string): Promise<{ countdown: number; verify_time: number }> {
  return okData(await api.call(calls.profileSms, { member_phone: phone }), calls.profileSms.path);
}

/** POST /member/profile/edit_password. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (body: EditPasswordRequest) => {
      okData(await api.call(calls.editPassword, body), calls.editPassword.path);
    },
  });
}

/** POST /member/profile/withdraw_password: then the profile (is_withdraw_password) loads again. */
export function useSetWithdrawPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: WithdrawPasswordRequest) => {
      okData(await api.call(calls.withdrawPassword, body), calls.withdrawPassword.path);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
  });
}
