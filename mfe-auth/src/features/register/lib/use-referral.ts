import { useCallback, useEffect, useMemo, useState } from 'react';
import { COOKIE_LIFETIME_DAYS, COOKIES } from '@site/shared/constants';
import {
  REGISTER_CODE_RECOMMEND_CLOSED,
  REGISTER_CODES_CLEAR_REFERRAL,
  type CheckAgentDomainResponse,
  type RegisterCode,
} from '@site/shared/contracts';
import { cookies } from '@site/shared/storage';
import { toast } from '@site/shared/ui';
import { useReferralCheck } from '../api/registration';
import type { RegisterAddress } from './address';
import { forgetReferral, initialReferral, rememberReferral, type Referral } from './referral';
import { registerCodeMessage } from './register-codes';

export interface UseReferralResult {
  /** The referral the registration carries: the agent domain's, else the link's; null for none. */
  referral: Referral | null;
  /** Whether a member may type a recommend code (SPEC §8 107 turns the feature off). */
  recommendOpen: boolean;
  /** A register code answered: 106 and 107 clear the referral, 107 also closes the recommend code. */
  onRegisterCode: (code: string) => void;
}

/**
 * The referral of SPEC §4 and §6: from the address or the cookies of an earlier link (kept for
 * LINK_EXPIRE_TIME minutes), checked with POST /register/valid_message for the chosen currency; a
 * rejected one is cleared with its cookies. An agent domain (its check answered `agentDomain`)
 * decides the agent itself, and its id is kept in the agent_domain_id cookie for a day.
 */
export function useReferral(options: {
  siteId: number;
  address: RegisterAddress;
  agentDomain: CheckAgentDomainResponse | null;
  currency: string;
}): UseReferralResult {
  const { siteId, address, agentDomain, currency } = options;
  const [linked, setLinked] = useState<Referral | null>(() => initialReferral(address));
  const [fromAddress] = useState(() => Boolean(address.agentId || address.inviteCode));
  const [recommendOpen, setRecommendOpen] = useState(true);

  useEffect(() => {
    // A link's referral is remembered once, when the page opens with it.
    if (fromAddress && linked) rememberReferral(linked);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the referral the page opened with
  }, [fromAddress]);

  const domainReferral = useMemo<Referral | null>(
    () =>
      agentDomain
        ? {
            type: 'member_agent',
            value: String(agentDomain.agent_id),
            source: 'agent_domain',
            agentDomainId: agentDomain.agent_domain_id,
          }
        : null,
    [agentDomain],
  );

  useEffect(() => {
    if (agentDomain)
      cookies.set(COOKIES.agent_domain_id, agentDomain.agent_domain_id, {
        expires: COOKIE_LIFETIME_DAYS.agent_domain_id,
      });
  }, [agentDomain]);

  const reject = useCallback((code: string, message: string) => {
    setLinked(null);
    forgetReferral();
    if (code === REGISTER_CODE_RECOMMEND_CLOSED) setRecommendOpen(false);
    return registerCodeMessage(code, message);
  }, []);

  const check = useReferralCheck(siteId, linked, currency, domainReferral === null);
  useEffect(() => {
    const answer = check.data;
    if (!answer || answer.is_valid === 1) return;
    toast.warning(reject(answer.code, answer.message));
  }, [check.data, reject]);

  const onRegisterCode = useCallback(
    (code: string) => {
      if (REGISTER_CODES_CLEAR_REFERRAL.includes(code as RegisterCode)) reject(code, '');
    },
    [reject],
  );

  return { referral: domainReferral ?? linked, recommendOpen, onRegisterCode };
}
