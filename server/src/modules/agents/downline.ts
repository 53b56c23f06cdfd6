/**
 * DownlineInfo: the agent's downline tree (every member whose introducer chain leads to the agent)
 * one level at a time, or a search of the whole tree, with what an agent may see of a member: a
 * masked name, a balance band instead of the balance, the last login.
 */
import { and, count, desc, eq, ilike, inArray, max, sql, type SQL } from 'drizzle-orm';
import {
  agentCalls,
  type AgentBalanceBand,
  type AgentDownlineMember,
  type AgentDownlineRequest,
  type AgentDownlineResponse,
} from '@site/shared/contracts';
import { toMajor } from '@site/shared/money';
import { rowsOf, type Db } from '../../db/client';
import { accounts, memberLogins, members } from '../../db/schema';
import { fail, ok, type Envelope } from '../../http/envelope';
import type { MemberRow } from '../../http/idempotency';
import { loadProgramme } from './programme';

/** Deeper than any real tree: the walk stops here, so a cycle in introducer_id cannot loop. */
export const DOWNLINE_MAX_DEPTH = 10;
const DAY_MS = 86_400_000;
const NOT_DOWNLINE = agentCalls.downline.codes['102'].text;

export interface DownlineNode {
  memberId: number;
  /** 1 = the agent's own members. */
  depth: number;
  introducerId: number;
}

/** The whole tree below the agent, each member once at its shallowest depth (the agent itself excluded). */
export async function downlineTree(db: Db, agentId: number): Promise<DownlineNode[]> {
  const result = await db.execute(sql`
    with recursive tree(member_id, depth, introducer_id) as (
      select id, 1, introducer_id from members where introducer_id = ${agentId} and id <> ${agentId}
      union all
      select m.id, t.depth + 1, m.introducer_id
        from members m join tree t on m.introducer_id = t.member_id
       where t.depth < ${DOWNLINE_MAX_DEPTH} and m.id <> ${agentId}
    )
    select member_id, min(depth) as depth, min(introducer_id) as introducer_id from tree group by member_id
  `);
  const rows = rowsOf<{ member_id: number | string; depth: number | string; introducer_id: number | string }>(result);
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    depth: Number(r.depth),
    introducerId: Number(r.introducer_id),
  }));
}

/** Every member below the agent with its depth (1 = direct), for the reports and the settlement. */
export async function downlineIds(db: Db, agentId: number): Promise<{ memberId: number; depth: number }[]> {
  return (await downlineTree(db, agentId)).map(({ memberId, depth }) => ({ memberId, depth }));
}

/** Is `memberId` somewhere below the agent? */
export async function inDownline(db: Db, agentId: number, memberId: number): Promise<boolean> {
  return (await downlineTree(db, agentId)).some((n) => n.memberId === memberId);
}

/** A name as an agent sees it: first character and last, the rest starred ('' when none). */
export function maskName(name: string | null): string {
  const chars = Array.from((name ?? '').trim());
  if (chars.length === 0) return '';
  if (chars.length <= 2) return `${chars[0]}${'*'.repeat(chars.length - 1)}`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

export function balanceBand(balance: bigint, lowMax: bigint, mediumMax: bigint): AgentBalanceBand {
  if (balance <= 0n) return 'zero';
  if (balance <= lowMax) return 'low';
  if (balance <= mediumMax) return 'medium';
  return 'high';
}

const escapeLike = (text: string) => text.toLowerCase().replace(/[%_\\]/g, '\\$&');

/** How many members are below each member of the tree (its whole subtree). */
function subtreeSizes(tree: DownlineNode[]): Map<number, number> {
  const children = new Map<number, number[]>();
  for (const n of tree) children.set(n.introducerId, [...(children.get(n.introducerId) ?? []), n.memberId]);
  const sizes = new Map<number, number>();
  const sizeOf = (id: number, depth: number): number => {
    const known = sizes.get(id);
    if (known !== undefined) return known;
    if (depth > DOWNLINE_MAX_DEPTH) return 0;
    const size = (children.get(id) ?? []).reduce((sum, child) => sum + 1 + sizeOf(child, depth + 1), 0);
    sizes.set(id, size);
    return size;
  };
  for (const n of tree) sizeOf(n.memberId, n.depth);
  return sizes;
}

/** The chain from the agent down to `parentId` (both included), read upwards through introducer_id. */
async function pathTo(db: Db, agent: MemberRow, parentId: number) {
  const chain: { id: number; account: string; agent_level: number }[] = [];
  let id: number | null = parentId;
  for (let step = 0; id !== null && id !== agent.id && step <= DOWNLINE_MAX_DEPTH; step++) {
    const [row] = await db
      .select({ id: members.id, account: members.account, level: members.agentLevel, up: members.introducerId })
      .from(members)
      .where(eq(members.id, id));
    if (!row) break;
    chain.unshift({ id: row.id, account: row.account, agent_level: row.level });
    id = row.up;
  }
  return [{ id: agent.id, account: agent.account, agent_level: agent.agentLevel }, ...chain];
}

export async function agentDownline(
  db: Db,
  agent: MemberRow,
  body: AgentDownlineRequest & { page: number; count: number },
  now: Date,
): Promise<Envelope<AgentDownlineResponse | null>> {
  const tree = await downlineTree(db, agent.id);
  const depthOf = new Map(tree.map((n) => [n.memberId, n.depth]));
  // A search covers the whole tree: parent_id does not apply to it.
  const parentId = body.account ? agent.id : (body.parent_id ?? agent.id);
  if (parentId !== agent.id && !depthOf.has(parentId)) return fail('102', NOT_DOWNLINE);

  const programme = await loadProgramme(db, agent.siteId, agent.currency);
  const lowMax = programme?.balanceLowMax ?? 0n;
  const mediumMax = programme?.balanceMediumMax ?? 0n;
  const allIds = tree.map((n) => n.memberId);
  const inTree = inArray(members.id, allIds.length ? allIds : [0]);

  const where: (SQL | undefined)[] = [];
  if (body.account) where.push(inTree, ilike(members.accountKey, `%${escapeLike(body.account)}%`));
  else where.push(inTree, eq(members.introducerId, parentId));
  if (body.status) where.push(eq(members.status, body.status));
  const filter = and(...where);

  const lastLogins = db
    .select({ memberId: memberLogins.memberId, at: max(memberLogins.createdAt).as('last_login_at') })
    .from(memberLogins)
    .where(
      and(
        inArray(memberLogins.memberId, allIds.length ? allIds : [0]),
        inArray(memberLogins.status, ['success', 'validated']),
      ),
    )
    .groupBy(memberLogins.memberId)
    .as('last_logins');
  const mainAccounts = db
    .select({ memberId: accounts.memberId, balance: accounts.balance })
    .from(accounts)
    .where(and(eq(accounts.kind, 'member_main'), eq(accounts.currency, agent.currency)))
    .as('main_accounts');

  const [rows, [matched], [totals]] = await Promise.all([
    db
      .select({
        id: members.id,
        account: members.account,
        name: members.memberName,
        isAgent: members.isAgent,
        level: members.agentLevel,
        source: members.registerSource,
        createdAt: members.createdAt,
        status: members.status,
        lastLogin: lastLogins.at,
        balance: mainAccounts.balance,
      })
      .from(members)
      .leftJoin(lastLogins, eq(lastLogins.memberId, members.id))
      .leftJoin(mainAccounts, eq(mainAccounts.memberId, members.id))
      .where(filter)
      .orderBy(desc(members.isAgent), desc(members.createdAt), desc(members.id))
      .limit(body.count)
      .offset((body.page - 1) * body.count),
    db.select({ n: count() }).from(members).where(filter),
    db
      .select({
        agents: sql<number>`count(*) filter (where ${members.isAgent} = 1)`.mapWith(Number),
        active30d:
          sql<number>`count(*) filter (where ${lastLogins.at} >= ${new Date(now.getTime() - 30 * DAY_MS).toISOString()}::timestamptz)`.mapWith(
            Number,
          ),
      })
      .from(members)
      .leftJoin(lastLogins, eq(lastLogins.memberId, members.id))
      .where(inTree),
  ]);

  const sizes = subtreeSizes(tree);
  const list: AgentDownlineMember[] = rows.map((r) => ({
    id: r.id,
    account: r.account,
    member_name: maskName(r.name),
    is_agent: r.isAgent === 1 ? 1 : 0,
    agent_level: r.level,
    depth: depthOf.get(r.id) ?? 0,
    downline_count: r.isAgent === 1 ? (sizes.get(r.id) ?? 0) : 0,
    source: r.source === 'link' || r.source === 'code' || r.source === 'domain' ? r.source : '',
    registered_at: r.createdAt.toISOString(),
    last_login_at: r.lastLogin ? new Date(r.lastLogin).toISOString() : '',
    balance_band: balanceBand(r.balance ?? 0n, lowMax, mediumMax),
    status: r.status,
  }));
  return ok({
    path: await pathTo(db, agent, parentId),
    list,
    total: Number(matched?.n ?? 0),
    page: body.page,
    count: body.count,
    bands: { low_max: toMajor(lowMax, agent.currency), medium_max: toMajor(mediumMax, agent.currency) },
    totals: {
      members: tree.length,
      agents: totals?.agents ?? 0,
      active_30d: totals?.active30d ?? 0,
      max_depth: tree.reduce((deepest, n) => Math.max(deepest, n.depth), 0),
    },
  });
}
