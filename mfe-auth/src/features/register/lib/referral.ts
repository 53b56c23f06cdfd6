import { COOKIE_LIFETIME_DAYS, COOKIES } from '@site/shared/constants';
import { cookies } from '@site/shared/storage';
import type { RegisterAddress } from './address';

/** SPEC §4 registration type: none, an agent introducer, or a recommend code. */
export type RegisterType = '' | 'member_agent' | 'recommend_code';

/** A referral the form carries: who introduced the member and how. */
export interface Referral {
  type: Exclude<RegisterType, ''>;
  /** The agent id (member_agent) or the recommend code (recommend_code). */
  value: string;
  /** 'link': this address or the cookies an earlier link left; 'agent_domain': the site's host. */
  source: 'link' | 'agent_domain';
  /** The agent domain's id, sent back with the registration. */
  agentDomainId?: number;
}

/**
 * The referral of SPEC §4 at start: an agent id (`?id=`) or an invite code (`?invite=`) in the
 * address first, else what the cookies of an earlier link hold (register_type names which cookie).
 */
export function initialReferral(address: RegisterAddress): Referral | null {
  if (address.agentId) return { type: 'member_agent', value: address.agentId, source: 'link' };
  if (address.inviteCode) return { type: 'recommend_code', value: address.inviteCode, source: 'link' };
  const type = cookies.get(COOKIES.register_type);
  const agent = cookies.get(COOKIES.member_agent)?.trim();
  const code = cookies.get(COOKIES.recommend_code)?.trim();
  if (type === 'member_agent' && agent) return { type, value: agent, source: 'link' };
  if (type === 'recommend_code' && code) return { type, value: code, source: 'link' };
  // A cookie without its register_type still names one kind only.
  if (!type && agent && !code) return { type: 'member_agent', value: agent, source: 'link' };
  if (!type && code && !agent) return { type: 'recommend_code', value: code, source: 'link' };
  return null;
}

/**
 * Keeps a link's referral for later visits: the cookies of SPEC §3, each living LINK_EXPIRE_TIME
 * minutes (COOKIE_LIFETIME_DAYS).
 */
export function rememberReferral(referral: Referral): void {
  const keep = (name: 'member_agent' | 'recommend_code' | 'register_type', value: string) =>
    cookies.set(COOKIES[name], value, { expires: COOKIE_LIFETIME_DAYS[name] });
  if (referral.type === 'member_agent') {
    keep('member_agent', referral.value);
    cookies.remove(COOKIES.recommend_code);
  } else {
    keep('recommend_code', referral.value);
    cookies.remove(COOKIES.member_agent);
  }
  keep('register_type', referral.type);
}

/** SPEC §4: a rejected referral deletes the cookies. */
export function forgetReferral(): void {
  cookies.remove(COOKIES.member_agent);
  cookies.remove(COOKIES.recommend_code);
  cookies.remove(COOKIES.register_type);
}
