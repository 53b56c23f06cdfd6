import type { LanguageCode } from '@site/shared/constants';
import type { DemoGameType, GameEntry, GameProvider } from '@site/shared/contracts';

/** The first page of a provider's games, and each "Show more" after it. */
export const DEMO_PAGE_SIZE = 24;

/**
 * What the dialog offers a visitor (SPEC §6): customized providers are for members only and have
 * no demo, so they are left out; a type left without providers is left out too. Providers under
 * maintenance stay, shown as unavailable.
 */
export function demoGameTypes(types: readonly DemoGameType[]): DemoGameType[] {
  return types
    .map((type) => ({ ...type, gp_list: type.gp_list.filter((p) => p.customized !== 1) }))
    .filter((type) => type.gp_list.length > 0);
}

export const isUnderMaintenance = (provider: Pick<GameProvider, 'maintain'>) => provider.maintain === 1;

/** The provider to show: the one picked if it can be played, else the first that can; null if none can. */
export function activeProvider(type: DemoGameType, pickedGpId: string | undefined): GameProvider | null {
  const playable = type.gp_list.filter((p) => !isUnderMaintenance(p));
  return playable.find((p) => p.gp_id === pickedGpId) ?? playable[0] ?? null;
}

/** The game's name in the page language, else in English, else its code. */
export function demoGameName(game: Pick<GameEntry, 'game_name' | 'game_code'>, language: LanguageCode): string {
  return game.game_name[language] || game.game_name.en_US || game.game_code;
}
