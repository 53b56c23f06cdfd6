import { useMutation, useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  contentCalls,
  registrationCalls,
  type CheckAgentDomainResponse,
  type RegisterFieldSetting,
  type RegisterRequest,
  type RegisterResponse,
  type RegisterSmsResponse,
  type RegisterVerificationRequest,
  type ValidMessageResponse,
} from '@site/shared/contracts';
import type { Referral } from '../lib/referral';

export const registerQueryKeys = {
  settings: (siteId: number) => ['auth', 'register', 'settings', siteId] as const,
  agreement: (siteId: number) => ['auth', 'register', 'service-agreement', siteId] as const,
  agentDomain: (siteId: number, host: string) => ['auth', 'register', 'agent-domain', siteId, host] as const,
  referral: (siteId: number, type: string, value: string, currency: string) =>
    ['auth', 'register', 'referral', siteId, type, value, currency] as const,
};

/** POST /arks/web/register-settings {site_id} → the settings of every field and currency (SPEC §3). */
export function useRegisterSettings(siteId: number) {
  return useQuery({
    queryKey: registerQueryKeys.settings(siteId),
    queryFn: async ({ signal }): Promise<RegisterFieldSetting[]> =>
      okData(
        await api.call(registrationCalls.settings, { site_id: siteId }, { signal }),
        registrationCalls.settings.path,
      ).list,
    staleTime: 60_000,
  });
}

/** POST /arks/web/register-settings/service-agreement {site_id}: what the agreement dialogs show. */
export function useServiceAgreement(siteId: number, enabled: boolean) {
  return useQuery({
    queryKey: registerQueryKeys.agreement(siteId),
    queryFn: async ({ signal }) =>
      okData(
        await api.call(registrationCalls.serviceAgreement, { site_id: siteId }, { signal }),
        registrationCalls.serviceAgreement.path,
      ).list,
    enabled,
    staleTime: 5 * 60_000,
  });
}

/**
 * POST /arks/web/check-agent-domain {host, site_id} (SPEC §6): the agent and currency this host
 * locks, or null. A failed check is no agent domain: the form must still open.
 */
export function useAgentDomain(siteId: number, host: string) {
  return useQuery({
    queryKey: registerQueryKeys.agentDomain(siteId, host),
    queryFn: async ({ signal }): Promise<CheckAgentDomainResponse | null> => {
      try {
        const data = okData(
          await api.call(registrationCalls.checkAgentDomain, { host, site_id: siteId }, { signal }),
          registrationCalls.checkAgentDomain.path,
        );
        return data.is_valid === 1 ? data : null;
      } catch {
        return null;
      }
    },
    enabled: host !== '',
    staleTime: Infinity,
  });
}

/**
 * POST /register/valid_message (SPEC §4, §7): is a link's referral valid for this currency. A
 * failed call is not a rejection (the registration checks it again).
 */
export function useReferralCheck(siteId: number, referral: Referral | null, currency: string, enabled: boolean) {
  return useQuery({
    queryKey: registerQueryKeys.referral(siteId, referral?.type ?? '', referral?.value ?? '', currency),
    queryFn: async ({ signal }): Promise<ValidMessageResponse> => {
      const body =
        referral?.type === 'member_agent'
          ? { site_id: siteId, agent_id: /^\d+$/.test(referral.value) ? Number(referral.value) : referral.value }
          : { site_id: siteId, recommend_code: referral?.value ?? '' };
      return okData(
        await api.call(
          registrationCalls.validMessage,
          { ...body, member_currency: currency as RegisterRequest['member_currency'] },
          { signal },
        ),
        registrationCalls.validMessage.path,
      );
    },
    enabled: enabled && referral !== null && currency !== '',
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /register/verification {field, site_id, member_currency, verification: 1}: throws ApiError when refused. */
export async function verifyRegisterField(body: RegisterVerificationRequest, signal?: AbortSignal): Promise<void> {
  okData(await api.call(registrationCalls.verification, body, { signal }), registrationCalls.verification.path);
}

/** POST /register/sms {member_phone, currency, type 'register_member', site_id} (SPEC §7): throws ApiError when refused. */
export async function sendRegisterSms(input: {
  phone: string;
  currency: string;
  siteId: number;
}): Promise<RegisterSmsResponse> {
  return okData(
    await api.call(registrationCalls.sms, {
      member_phone: input.phone,
      currency: input.currency as RegisterRequest['member_currency'],
      type: 'register_member',
      site_id: input.siteId,
    }),
    registrationCalls.sms.path,
  );
}

/**
 * POST /register (SPEC §7). The answer is a login: it is handed to the shell the way a login is
 * (`session:login-succeeded`), and the shell stores the token. A refused registration is the
 * mutation's ApiError.
 */
export function useRegister() {
  return useMutation({
    mutationFn: async (body: RegisterRequest): Promise<RegisterResponse> =>
      okData(await api.call(registrationCalls.register, body), registrationCalls.register.path),
    onSuccess: (data) => bus.emit('session:login-succeeded', data),
  });
}

/** The completed-registration event of SPEC §4, stored by POST /api/fb_tracking. */
export const COMPLETE_REGISTRATION_EVENT = 'CompleteRegistration';

/** Sends the completed-registration event; a failure is swallowed (tracking never blocks the member). */
export async function trackCompleteRegistration(data: RegisterResponse, now: number = Date.now()): Promise<void> {
  try {
    await api.call(contentCalls.fbTracking, {
      eventName: COMPLETE_REGISTRATION_EVENT,
      eventTime: Math.floor(now / 1000),
      eventID: `register-${data.member_id}-${now}`,
      userData: { member_id: data.member_id },
      customData: { currency: data.member_currency },
    });
  } catch {
    // Tracking is best effort.
  }
}
