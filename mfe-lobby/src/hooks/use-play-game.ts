import { useCallback } from 'react';
import { requestGame } from '@site/shared/game';
import { useT } from '@site/shared/i18n';
import type { GamePick } from '../features/game-list/components/game-tile';
import { gameName } from '../lib/game-names';

/**
 * What a click on a game does on every page: ask the page's one launcher (the shell's), which
 * decides the rest: the login confirm, the opening mode, maintenance (SPEC §4, §5, §8).
 */
export function usePlayGame(): (pick: GamePick) => void {
  const { i18n } = useT('lobby');
  const language = i18n.language;
  return useCallback(
    ({ game, providerName }: GamePick) =>
      requestGame({
        gp_id: game.gp_id,
        game_type: game.game_type,
        game_code: game.game_code,
        house: game.house,
        customized: game.customized,
        name: gameName(game, language),
        provider_name: providerName,
      }),
    [language],
  );
}
