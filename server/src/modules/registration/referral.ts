/**
 * Referral at registration (SPEC §2, §4, §6, §8): an agent id (register_type member_agent), a
 * recommend code (recommend_code), or an agent domain that locks the agent and the currency.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { INT_MAX } from '../../http/bounds';
import { agentDomains, members, siteCurrencies } from '../../db/schema';
import type { AgentRegisterSource } from '@site/shared/contracts';
import { registerFailure, type RegisterFailure } from './rules';

export type RegisterType = '' | 'member_agent' | 'recommend_code';

export interface ReferralInput {
  siteId: number;
  currency: string;
  registerType?: string;
  introducer?: string;
  agentDomainId?: number;
  host?: string;
}

export interface Referral {
  introducerId: number | null;
  registerType: RegisterType;
  /**
   * How the member came to an agent (members.register_source, the agent's Promotion page): link
   * (an agent id), code (an agent's recommend code), domain (an agent domain); '' otherwise, also
   * for the recommend code of a member who is not an agent (a referral, not an agent's member).
   */
  registerSource: '' | AgentRegisterSource;
  agentDomainId: number | null;
}

const AGENT_ID = /^\d{1,10}$/;
const RECOMMEND_CODE = /^[A-Za-z0-9]{4,16}$/;

/** The active agent domain of a host or id, with its agent (null agent when it is gone). */
export async function findAgentDomain(db: Db, siteId: number, by: { id?: number; host?: string }) {
  const where = by.id
    ? and(eq(agentDomains.siteId, siteId), eq(agentDomains.id, by.id), eq(agentDomains.active, 1))
    : and(
        eq(agentDomains.siteId, siteId),
        eq(agentDomains.host, (by.host ?? '').trim().toLowerCase().replace(/:\d+$/, '')),
        eq(agentDomains.active, 1),
      );
  const [domain] = await db.select().from(agentDomains).where(where).limit(1);
  if (!domain) return null;
  const [agent] = await db.select().from(members).where(eq(members.id, domain.agentId)).limit(1);
  return { domain, agent: agent && agent.isAgent ? agent : null };
}

/** An agent id as introducer: 228 malformed, 106 unknown, 219 not an agent, 108 agent disabled or inactive. */
async function byAgentId(db: Db, siteId: number, introducer: string): Promise<Referral | RegisterFailure> {
  if (!AGENT_ID.test(introducer)) return registerFailure('228');
  // Ten digits may exceed any member id the database can hold: no such agent.
  if (Number(introducer) > INT_MAX) return registerFailure('106');
  const [agent] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.id, Number(introducer))))
    .limit(1);
  if (!agent) return registerFailure('106');
  if (!agent.isAgent) return registerFailure('219');
  if (agent.status !== 'active' || !agent.agentActive) return registerFailure('108');
  return { introducerId: agent.id, registerType: 'member_agent', registerSource: 'link', agentDomainId: null };
}

/** A recommend code: 228 malformed, 107 closed for the currency, 112 unknown, 109 member cannot recommend, 110 code disabled. */
async function byRecommendCode(
  db: Db,
  siteId: number,
  currency: string,
  code: string,
): Promise<Referral | RegisterFailure> {
  if (!RECOMMEND_CODE.test(code)) return registerFailure('228');
  const [settings] = await db
    .select({ open: siteCurrencies.recommendOpen })
    .from(siteCurrencies)
    .where(and(eq(siteCurrencies.siteId, siteId), eq(siteCurrencies.currency, currency)));
  if (!settings?.open) return registerFailure('107');
  const [owner] = await db
    .select()
    .from(members)
    .where(and(eq(members.siteId, siteId), eq(members.recommendCode, code.toUpperCase())))
    .limit(1);
  if (!owner) return registerFailure('112');
  if (owner.status !== 'active') return registerFailure('109');
  if (!owner.recommendStatus) return registerFailure('110');
  return {
    introducerId: owner.id,
    registerType: 'recommend_code',
    registerSource: owner.isAgent ? 'code' : '',
    agentDomainId: null,
  };
}

export async function resolveReferral(db: Db, input: ReferralInput): Promise<Referral | RegisterFailure> {
  if (input.agentDomainId) {
    // SPEC §6: the agent domain locks agent and currency. 222: its agent is gone.
    const found = await findAgentDomain(db, input.siteId, { id: input.agentDomainId });
    if (!found || !found.agent || found.agent.status !== 'active') return registerFailure('222');
    if (found.domain.currency !== input.currency) return registerFailure('228');
    return {
      introducerId: found.agent.id,
      registerType: 'member_agent',
      registerSource: 'domain',
      agentDomainId: found.domain.id,
    };
  }
  const introducer = input.introducer?.trim() ?? '';
  if (!introducer) return { introducerId: null, registerType: '', registerSource: '', agentDomainId: null };
  const type = input.registerType || (AGENT_ID.test(introducer) ? 'member_agent' : 'recommend_code');
  if (type === 'member_agent') return byAgentId(db, input.siteId, introducer);
  if (type === 'recommend_code') return byRecommendCode(db, input.siteId, input.currency, introducer);
  return registerFailure('228');
}

export const isFailure = (r: Referral | RegisterFailure | null): r is RegisterFailure => r !== null && 'code' in r;
