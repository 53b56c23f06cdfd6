/**
 * The brand's agent programme (agent_programmes, one row per site and currency) and the guard of
 * the ProxyCenter calls: only an active agent (is_agent 1 and agent_active 1) uses them; anyone
 * else answers code 101 and the client goes to proxy?page=Register (SPEC §6).
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AGENT_MAX_LEVEL, agentCalls, type AgentProgramme } from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import type { Db } from '../../db/client';
import { agentProgrammes, siteCurrencies } from '../../db/schema';
import { fail, type Envelope } from '../../http/envelope';
import type { MemberRow } from '../../http/idempotency';

/** A programme row: money in minor units of `currency`, rates in basis points. */
export type AgentProgrammeRow = typeof agentProgrammes.$inferSelect;

export const NOT_AGENT = agentCalls.downline.codes['101'].text;

export async function loadProgramme(db: Db, siteId: number, currency: string): Promise<AgentProgrammeRow | null> {
  const [row] = await db
    .select()
    .from(agentProgrammes)
    .where(and(eq(agentProgrammes.siteId, siteId), eq(agentProgrammes.currency, currency)));
  return row ?? null;
}

export const isActiveAgent = (member: Pick<MemberRow, 'isAgent' | 'agentActive'>) =>
  member.isAgent === 1 && member.agentActive === 1;

/** The 101 answer of every ProxyCenter call for a member who is not an active agent, else null. */
export function activeAgentRefusal(member: Pick<MemberRow, 'isAgent' | 'agentActive'>): Envelope<null> | null {
  return isActiveAgent(member) ? null : fail('101', NOT_AGENT);
}

/**
 * A preHandler, after requireMember: answers code 101 (HTTP 200, as every business failure) to a
 * member who is not an active agent, so the handler only ever sees agents.
 */
export async function requireActiveAgent(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | void> {
  const member = request.auth?.member;
  const refusal = member ? activeAgentRefusal(member) : fail('101', NOT_AGENT);
  if (refusal) return reply.send(refusal);
}

/** The agent-level names of a currency (agent-level-rename), by level. */
export async function levelNames(db: Db, siteId: number, currency: string) {
  const [row] = await db
    .select({ names: siteCurrencies.agentLevelNames })
    .from(siteCurrencies)
    .where(and(eq(siteCurrencies.siteId, siteId), eq(siteCurrencies.currency, currency)));
  return Object.entries(row?.names ?? {})
    .map(([level, name]) => ({ agent_level: Number(level), name }))
    .filter((l) => Number.isInteger(l.agent_level))
    .sort((a, b) => a.agent_level - b.agent_level);
}

/** The `programme` call's answer; a currency without a programme is closed with zero limits. */
export async function programmeView(db: Db, siteId: number, currency: string): Promise<AgentProgramme> {
  const row = await loadProgramme(db, siteId, currency);
  const major = (minor: bigint | undefined) => toMajor(minor ?? 0n, currency);
  return {
    currency,
    open: row?.open === 1 ? 1 : 0,
    settlement_period: 'month',
    active_bet_min: major(row?.activeBetMin),
    tiers: [...(row?.tiers ?? [])]
      .sort((a, b) => a.minProfit - b.minProfit || a.minActiveMembers - b.minActiveMembers)
      .map((t) => ({
        min_profit: toMajor(BigInt(t.minProfit), currency),
        min_active_members: t.minActiveMembers,
        rate_percent: t.rateBp / 100,
      })),
    transfer_min: major(row?.transferMin),
    transfer_max: major(row?.transferMax),
    transfer_daily_max: major(row?.transferDailyMax),
    max_level: AGENT_MAX_LEVEL,
    level_names: await levelNames(db, siteId, currency),
  };
}
