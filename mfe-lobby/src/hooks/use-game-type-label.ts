import { useCallback } from 'react';
import { GAME_TYPES } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';

/** A game type's label in the site language (the lobby's own texts), falling back to the platform's gt_name. */
export function useGameTypeLabel(): (type: { gt_id: number; gt_name?: string }) => string {
  const t = useT('lobby');
  return useCallback(
    (type) => {
      const key = GAME_TYPES[type.gt_id as keyof typeof GAME_TYPES]?.key;
      const fallback = type.gt_name ?? '';
      return key ? t(`game_types.${key}`, { defaultValue: fallback }) : fallback;
    },
    [t],
  );
}
