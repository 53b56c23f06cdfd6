/**
 * Register (SPEC §7 apply_for_agent): a member applies to become an agent, the operator approves or
 * rejects. At most one application per member is pending (a partial unique index), so a double
 * submit, also at once, leaves one. Approval makes the member an active agent with a recommend code.
 */
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import {
  AGENT_MAX_LEVEL,
  agentCalls,
  type agentOperatorCalls,
  type AgentApplication,
  type AgentApplyRequest,
  type AgentApplyStatusResponse,
  type CallBody,
  type CallData,
} from '@site/shared/contracts';
import type { Db } from '../../db/client';
import { agentApplications, members } from '../../db/schema';
import { ApiError, fail, ok, type Envelope } from '../../http/envelope';
import type { MemberRow } from '../../http/idempotency';
import { pgErrorCode } from '../ledger/ledger';
import { ensureRecommendCode } from '../referral/referral';
import { loadProgramme } from './programme';

type ApplicationRow = typeof agentApplications.$inferSelect;
const codes = agentCalls.apply.codes;

export function applicationView(row: ApplicationRow): AgentApplication {
  return {
    id: row.id,
    status: row.status,
    contact: row.contact,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt ? row.reviewedAt.toISOString() : '',
    review_note: row.reviewNote,
  };
}

async function latestApplication(db: Db, memberId: number, where?: SQL): Promise<ApplicationRow | null> {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.memberId, memberId), where))
    .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
    .limit(1);
  return row ?? null;
}

/** An agent is 'approved' whether or not it came through an application (the demo agents did not). */
export async function applyStatus(db: Db, member: MemberRow): Promise<AgentApplyStatusResponse> {
  const latest = await latestApplication(db, member.id);
  return {
    state: member.isAgent === 1 ? 'approved' : (latest?.status ?? 'none'),
    is_agent: member.isAgent === 1 ? 1 : 0,
    agent_active: member.agentActive === 1 ? 1 : 0,
    agent_level: member.agentLevel,
    application: latest ? applicationView(latest) : null,
  };
}

const pending = eq(agentApplications.status, 'pending');

export async function applyForAgent(
  db: Db,
  member: MemberRow,
  body: AgentApplyRequest,
  now: Date,
): Promise<Envelope<AgentApplication | null>> {
  if (member.isAgent === 1) return fail('101', codes['101'].text);
  const open = await latestApplication(db, member.id, pending);
  if (open) return { code: '102', message: codes['102'].text, data: applicationView(open) };
  const programme = await loadProgramme(db, member.siteId, member.currency);
  if (programme?.open !== 1) return fail('103', codes['103'].text);
  try {
    const [row] = await db
      .insert(agentApplications)
      .values({
        siteId: member.siteId,
        memberId: member.id,
        currency: member.currency,
        contact: body.contact.trim(),
        message: (body.message ?? '').trim(),
        createdAt: now,
      })
      .returning();
    return ok(applicationView(row!));
  } catch (err) {
    // Another submit of this member won the race: the partial unique index kept one pending.
    if (pgErrorCode(err) !== '23505') throw err;
    const winner = await latestApplication(db, member.id, pending);
    return { code: '102', message: codes['102'].text, data: winner ? applicationView(winner) : null };
  }
}

type ListBody = CallBody<typeof agentOperatorCalls.applications>;
type ListData = CallData<typeof agentOperatorCalls.applications>;

export async function listApplications(
  db: Db,
  body: ListBody & { site_id: number; page: number; count: number },
): Promise<ListData> {
  const where = and(
    eq(agentApplications.siteId, body.site_id),
    body.status ? eq(agentApplications.status, body.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ a: agentApplications, account: members.account })
      .from(agentApplications)
      .innerJoin(members, eq(members.id, agentApplications.memberId))
      .where(where)
      .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
      .limit(body.count)
      .offset((body.page - 1) * body.count),
    db.select({ n: count() }).from(agentApplications).where(where),
  ]);
  return {
    list: rows.map(({ a, account }) => ({
      id: a.id,
      member_id: a.memberId,
      member_account: account,
      currency: a.currency,
      status: a.status,
      contact: a.contact,
      message: a.message,
      created_at: a.createdAt.toISOString(),
      reviewed_at: a.reviewedAt ? a.reviewedAt.toISOString() : '',
      review_note: a.reviewNote,
    })),
    total: Number(total?.n ?? 0),
    page: body.page,
    count: body.count,
  };
}

type ReviewBody = CallBody<typeof agentOperatorCalls.reviewApplication>;
type ReviewData = CallData<typeof agentOperatorCalls.reviewApplication>;

/** The level of a new agent: one below its own introducer when that is an agent, else the top. */
async function defaultLevel(db: Db, member: MemberRow): Promise<number> {
  if (member.introducerId == null) return 1;
  const [introducer] = await db
    .select({ isAgent: members.isAgent, level: members.agentLevel })
    .from(members)
    .where(eq(members.id, member.introducerId));
  if (!introducer || introducer.isAgent !== 1) return 1;
  return Math.min(AGENT_MAX_LEVEL, Math.max(1, introducer.level) + 1);
}

/**
 * Approves or rejects a pending application: HTTP 404 for an unknown id, 409 when it was reviewed
 * already (also when another review wins at once: the update only takes a pending row).
 */
export async function reviewApplication(db: Db, body: ReviewBody, now: Date): Promise<ReviewData> {
  const reviewed = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [application] = await t
      .select()
      .from(agentApplications)
      .where(eq(agentApplications.id, body.id))
      .for('update');
    if (!application) throw new ApiError(404, '404', `No agent application ${body.id}`);
    if (application.status !== 'pending')
      throw new ApiError(409, '409', `Agent application ${body.id} was already ${application.status}`);
    const [member] = await t.select().from(members).where(eq(members.id, application.memberId)).for('update');
    if (!member) throw new ApiError(404, '404', `The member of agent application ${body.id} is gone`);
    const approve = body.decision === 'approve';
    const level = approve ? (body.agent_level ?? (await defaultLevel(t, member))) : null;
    await t
      .update(agentApplications)
      .set({
        status: approve ? 'approved' : 'rejected',
        agentLevel: level,
        reviewNote: (body.note ?? '').trim(),
        reviewedAt: now,
      })
      .where(eq(agentApplications.id, application.id));
    if (approve && level !== null) {
      await t
        .update(members)
        .set({ isAgent: 1, agentActive: 1, memberType: 2, agentType: 1, agentLevel: level })
        .where(eq(members.id, member.id));
    }
    return {
      member,
      data: {
        id: application.id,
        status: approve ? ('approved' as const) : ('rejected' as const),
        member_id: member.id,
        agent_level: level ?? member.agentLevel,
      },
    };
  });
  // After the commit: making a code retries on a clash, which a transaction could not survive.
  if (reviewed.data.status === 'approved') await ensureRecommendCode(db, reviewed.member);
  return reviewed.data;
}
