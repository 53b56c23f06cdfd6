import { useCallback } from 'react';
import { GAME_TYPES } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';

/** A game type's name in the page language (SPEC §3 types 2 to 9). */
export function useGameTypeLabel(): (gtId: number) => string {
  const t = useT('proxy');
  return useCallback(
    (gtId: number) => {
      const type = GAME_TYPES[gtId as keyof typeof GAME_TYPES];
      return type ? t(`game_types.${type.key}`, { defaultValue: type.en }) : t('game_types.other', { id: gtId });
    },
    [t],
  );
}
