import { GAME_TYPE_IDS, PATHS, type GameTypeId } from '@site/shared/constants';

/**
 * The lobby's addresses (SPEC §2), built in one place so every link and every page reads them the
 * same way.
 */

/** The sport game type (SPEC §3): its hall is the sport frame. */
export const SPORT_TYPE_ID = 4;

/** gp_id of the popular page (SPEC §2: /slotgame?gp_id=Popular&house=0). */
export const POPULAR_GP_ID = 'Popular';

export const isGameTypeId = (value: number): value is GameTypeId =>
  (GAME_TYPE_IDS as readonly number[]).includes(value);

/** /gameHall/{id}: the room list of one game type. */
export const gameHallPath = (gtId: number): string => `${PATHS.gameHall}/${gtId}`;

/** What names one provider's page: its game type, its code and its house. */
export interface ProviderAddress {
  gt_id: number;
  gp_id: string;
  house: number;
}

const providerQuery = ({ gt_id, gp_id, house }: ProviderAddress): string =>
  new URLSearchParams({ gt_id: String(gt_id), gp_id, house: String(house) }).toString();

/** /gameRoom?gt_id=&gp_id=&house=: a provider's room (its lobby and its tables or games). */
export const gameRoomPath = (address: ProviderAddress): string => `${PATHS.gameRoom}?${providerQuery(address)}`;

/** /slotgame?gt_id=&gp_id=&house=: the games of one provider. */
export const slotGamePath = (address: ProviderAddress): string => `${PATHS.slotgame}?${providerQuery(address)}`;

/** The popular page; without a type (or 0) it spans every type. */
export const popularPath = (gtId?: number): string =>
  gtId
    ? slotGamePath({ gt_id: gtId, gp_id: POPULAR_GP_ID, house: 0 })
    : `${PATHS.slotgame}?${new URLSearchParams({ gp_id: POPULAR_GP_ID, house: '0' }).toString()}`;

/** A provider page's query as the address gives it; null fields are missing or malformed. */
export interface ProviderQuery {
  gt_id: GameTypeId | null;
  gp_id: string | null;
  house: number;
}

const intOf = (value: string | null): number | null => (value !== null && /^\d+$/.test(value) ? Number(value) : null);

export function readProviderQuery(params: URLSearchParams): ProviderQuery {
  const gtId = intOf(params.get('gt_id'));
  const gpId = params.get('gp_id')?.trim() ?? '';
  return {
    gt_id: gtId !== null && isGameTypeId(gtId) ? gtId : null,
    gp_id: gpId === '' ? null : gpId,
    house: intOf(params.get('house')) ?? 0,
  };
}

/** /main/{id}: a page of the site (about us, terms...) from the footer list. */
export const mainPath = (id: number): string => `${PATHS.main}/${id}`;

/** /faq/{id}: one topic of the frequently asked questions. */
export const faqPath = (id: number): string => `${PATHS.faq}/${id}`;

/** The id of an address segment (`/main/{id}`, `/faq/{id}`): whole positive numbers only. */
export const pageIdOf = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;

export { readSiteLink, type SiteLink } from '@site/shared/contracts';
