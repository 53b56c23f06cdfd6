import { useCallback } from 'react';
import { useT } from '@site/shared/i18n';
import { useProgramme } from '../api/agent-api';

/**
 * An agent level's name as the brand calls it (agent-level-rename, the programme's level_names),
 * else "Level n"; a downline member who is not an agent is a "Member".
 */
export function useLevelName(currency: string, siteId: number) {
  const t = useT('proxy');
  const programme = useProgramme(currency, siteId);
  const names = programme.data?.level_names;
  return useCallback(
    (isAgent: boolean, level: number) => {
      if (!isAgent) return t('downline.member');
      return names?.find((n) => n.agent_level === level)?.name ?? t('programme.level', { level });
    },
    [names, t],
  );
}
