import { createContext, useContext } from 'react';
import type { LayoutMode } from '@site/shared/contracts';

/** What every ProxyCenter page needs from the shell: the layout, the site and the agent's currency. */
export interface AgentContextValue {
  layout: LayoutMode;
  siteId: number;
  currency: string;
  /** The agent's main wallet, null while unknown. */
  balance: number | null;
}

export const AgentContext = createContext<AgentContextValue>({
  layout: 'desktop',
  siteId: 1,
  currency: '',
  balance: null,
});

export const useAgentContext = () => useContext(AgentContext);
