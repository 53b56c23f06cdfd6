import { useQuery } from '@tanstack/react-query';
import { api, okData } from '@site/shared/api';
import { lobbyCalls, type CallBody, type GameEntry, type GameLabel } from '@site/shared/contracts';
import { whenIdle } from '../../../lib/when-idle';
import { isWholeList, type LobbyGameType } from './get-game-list';

export type GameLabelQuery = CallBody<typeof lobbyCalls.gameLabel>;

/** A list of games with its label lists (SPEC §3 game label: id, tag, game_list). */
export interface LabelledGames {
  labels: GameLabel[];
  /** Every game of the list. */
  main: GameEntry[];
}

/** SPEC §7 POST /v2/game_label: a provider's games of one type and its hot/new labels. */
export async function getGameLabel(request: GameLabelQuery, signal?: AbortSignal): Promise<LabelledGames> {
  const data = okData(await api.call(lobbyCalls.gameLabel, request, { signal }), lobbyCalls.gameLabel.path);
  return { labels: data?.list ?? [], main: data?.main ?? [] };
}

/** Whose list it is (entries carry member_favorite) and what was asked. */
export const gameLabelKey = (request: GameLabelQuery | null, viewer: string) =>
  ['lobby', 'game-label', viewer, request] as const;

/** Each type's games by provider, in list order, built once per list (a type object is one list's). */
const byProvider = new WeakMap<LobbyGameType, Map<string, LabelledGames>>();

function providersOf(type: LobbyGameType): Map<string, LabelledGames> {
  let index = byProvider.get(type);
  if (index) return index;
  const lists = new Map<string, { main: GameEntry[]; hot: GameEntry[]; fresh: GameEntry[] }>();
  for (const game of type.games) {
    let found = lists.get(game.gp_id);
    if (!found) {
      found = { main: [], hot: [], fresh: [] };
      lists.set(game.gp_id, found);
    }
    found.main.push(game);
    if (game.tags.includes('hot')) found.hot.push(game);
    if (game.tags.includes('new')) found.fresh.push(game);
  }
  index = new Map();
  for (const [gpId, { main, hot, fresh }] of lists) index.set(gpId, { labels: labelsOf(hot, fresh), main });
  byProvider.set(type, index);
  return index;
}

const labelsOf = (hot: GameEntry[], fresh: GameEntry[]): GameLabel[] => [
  { id: 1, tag: 'hot', game_list: hot },
  { id: 2, tag: 'new', game_list: fresh },
];

/**
 * A provider's games of one type as game_label lists them, read from the game list the page already
 * holds: the same games in the same order, each label the games carrying its tag. Only a whole list
 * can answer for a provider (the first part holds only each type's first rows). One pass over the
 * type's games the first time, then a look-up: a provider switch does not scan 16,000 games.
 */
export function labelledGamesFrom(
  types: readonly LobbyGameType[] | undefined,
  gtId: number,
  gpId: string,
): LabelledGames | undefined {
  if (!types || !isWholeList(types)) return undefined;
  const type = types.find((x) => x.gt_id === gtId);
  if (!type) return undefined;
  return providersOf(type).get(gpId) ?? { labels: EMPTY_LABELS, main: [] };
}

const EMPTY_LABELS = labelsOf([], []);

/** Resolves once the page is next idle (at most IDLE_WAIT_MS later), or at once if `signal` aborts. */
const IDLE_WAIT_MS = 150;
const pageIdle = (signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const cancel = whenIdle(done, IDLE_WAIT_MS);
    function done() {
      cancel();
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * `request` null: not ready (session restoring, or a visitor on a members-only provider): nothing is
 * asked. `placeholder` is drawn while the platform's answer is on its way (the same games from the list
 * in memory, labelledGamesFrom), so a provider page paints with no round trip first; the answer then
 * takes its place. With a placeholder the request waits until the page is idle: starting it (about
 * 4 ms of the main thread on a phone) inside the click that changed provider would delay that click's
 * paint, and a provider passed over quickly is never asked for. The answer is never merged with the
 * last one (structural sharing): two providers' lists share nothing, and the deep comparison of a
 * thousand games cost the click several milliseconds more.
 */
export function useGameLabel(request: GameLabelQuery | null, viewer: string, placeholder?: LabelledGames) {
  const fromMemory = placeholder !== undefined;
  return useQuery({
    queryKey: gameLabelKey(request, viewer),
    queryFn: async ({ signal }) => {
      if (fromMemory) await pageIdle(signal);
      return getGameLabel(request as GameLabelQuery, signal);
    },
    enabled: request !== null,
    placeholderData: placeholder,
    structuralSharing: false,
  });
}
