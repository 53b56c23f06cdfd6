/**
 * Promotion: how an agent brings members (the link with its id, the invite code, its agent domains)
 * and what each brought: the agent's own members by register_source, those who deposited, and the
 * registrations of the last 30 America/Caracas days.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@site/shared/constants';
import type { AgentPromotion } from '@site/shared/contracts';
import { moment } from '@site/shared/time';
import type { Db } from '../../db/client';
import { accounts, agentDomains, ledgerEntries, members, postings } from '../../db/schema';
import type { MemberRow } from '../../http/idempotency';
import { ensureRecommendCode } from '../referral/referral';

export const RECENT_DAYS = 30;

/** Has the member ever had a deposit credited (ledger kind deposit on one of its accounts)? */
const deposited = sql`exists (
  select 1 from ${postings}
    join ${ledgerEntries} on ${ledgerEntries.id} = ${postings.entryId}
    join ${accounts} on ${accounts.id} = ${postings.accountId}
   where ${accounts.memberId} = ${members.id} and ${ledgerEntries.kind} = 'deposit'
)`;

export async function agentPromotion(db: Db, agent: MemberRow, now: Date): Promise<AgentPromotion> {
  const code = await ensureRecommendCode(db, agent);
  const direct = and(eq(members.siteId, agent.siteId), eq(members.introducerId, agent.id));
  const today = moment.tz(now, DEFAULT_TIMEZONE).startOf('day');
  const from = today.clone().subtract(RECENT_DAYS - 1, 'days');
  // The zone as a literal: a parameter would make the grouped expression differ from the selected one.
  const day = sql<string>`to_char(${members.createdAt} at time zone ${sql.raw(`'${DEFAULT_TIMEZONE}'`)}, 'YYYY-MM-DD')`;

  const [domains, bySource, byDay] = await Promise.all([
    db
      .select()
      .from(agentDomains)
      .where(and(eq(agentDomains.siteId, agent.siteId), eq(agentDomains.agentId, agent.id)))
      .orderBy(asc(agentDomains.id)),
    db
      .select({
        source: members.registerSource,
        domainId: members.agentDomainId,
        registrations: sql<number>`count(*)`.mapWith(Number),
        depositors: sql<number>`count(*) filter (where ${deposited})`.mapWith(Number),
      })
      .from(members)
      .where(direct)
      .groupBy(members.registerSource, members.agentDomainId),
    db
      .select({ day, registrations: sql<number>`count(*)`.mapWith(Number) })
      .from(members)
      .where(and(direct, sql`${members.createdAt} >= ${from.toISOString()}::timestamptz`))
      .groupBy(day),
  ]);

  const sum = (rows: typeof bySource) => ({
    registrations: rows.reduce((n, r) => n + r.registrations, 0),
    depositors: rows.reduce((n, r) => n + r.depositors, 0),
  });
  const sources: AgentPromotion['sources'] = [
    { source: 'link', domain_id: 0, host: '', ...sum(bySource.filter((r) => r.source === 'link')) },
    { source: 'code', domain_id: 0, host: '', ...sum(bySource.filter((r) => r.source === 'code')) },
    ...domains.map((d) => ({
      source: 'domain' as const,
      domain_id: d.id,
      host: d.host,
      ...sum(bySource.filter((r) => r.source === 'domain' && r.domainId === d.id)),
    })),
  ];
  const perDay = new Map(byDay.map((r) => [r.day, r.registrations]));
  const recent = Array.from({ length: RECENT_DAYS }, (_, i) => {
    const date = from.clone().add(i, 'days').format('YYYY-MM-DD');
    return { date, registrations: perDay.get(date) ?? 0 };
  });

  return {
    agent_id: agent.id,
    recommend_code: code,
    link_path: `/register?id=${agent.id}`,
    invite_path: `/register?invite=${encodeURIComponent(code)}`,
    currency: agent.currency,
    domains: domains.map((d) => ({ id: d.id, host: d.host, currency: d.currency, active: d.active === 1 ? 1 : 0 })),
    sources,
    recent,
  };
}
