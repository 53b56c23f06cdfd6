import { useBusValue } from '@site/shared/bus';
import type { MemberLayout } from '@site/shared/contracts';

export type AgentStatus = 'restoring' | 'anonymous' | 'member' | 'pending-agent' | 'agent';

/**
 * Who is looking at the agent area, from the session the shell publishes (SPEC §6: the proxy area
 * needs both the agent flag and the active flag; is_agent without agent_active is a pending agent).
 */
export function useAgentSession(): { status: AgentStatus; member: MemberLayout | null } {
  const session = useBusValue('session:changed');
  if (!session || session.status === 'restoring') return { status: 'restoring', member: null };
  if (session.status === 'anonymous') return { status: 'anonymous', member: null };
  const { member } = session;
  const status = member.is_agent === 1 ? (member.agent_active === 1 ? 'agent' : 'pending-agent') : 'member';
  return { status, member };
}
