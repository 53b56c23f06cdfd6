import { api } from '@site/shared/api';
import {
  contentCalls,
  gameCalls,
  lobbyCalls,
  type ApiCall,
  type ApiResult,
  gameListPartRange,
  type GameListRequest,
  type GameType,
} from '@site/shared/contracts';

export const ok = <T>(data: T): ApiResult<T> => ({ code: '100', message: 'success', data, ok: true });
export const fail = (code: string, message: string): ApiResult<null> => ({ code, message, data: null, ok: false });

/** A game type as a test lists it: gp_total is counted by the stand-in, as the platform counts it. */
export type ListedType = Omit<GameType, 'gp_total'>;

/** The game list's answer, the whole list or one part of it as the platform cuts it (GAME_LIST_PARTS). */
export function answerGameList(list: readonly ListedType[], body: Pick<GameListRequest, 'part'>) {
  const range = body?.part === undefined ? null : gameListPartRange(body.part);
  return ok({
    list: list.map((type): GameType => ({
      ...type,
      gp_list: range ? type.gp_list.slice(range.start, range.end) : type.gp_list,
      gp_total: type.gp_list.length,
    })),
  });
}

type Answer = ApiResult<unknown> | Promise<ApiResult<unknown>>;
/** An answer for a call, from its body (`(body) => ok(...)`). */
export type Handler = (body: any) => Answer;

/**
 * A stand-in for the platform behind `api.call` in the lobby's page tests: each call of the lobby
 * answered by a handler (the game list, the jackpot and empty lists by default, banners and the
 * marquee included), anything else rejected so a test never passes on a call it did not expect.
 */
export function mockLobbyApi(list: ListedType[], handlers: ReadonlyArray<readonly [ApiCall, Handler]> = []) {
  const defaults = new Map<ApiCall, Handler>([
    [gameCalls.list, (body: GameListRequest) => answerGameList(list, body)],
    [
      gameCalls.jackpot,
      (body: { currency: string }) => ok({ jackpot_amount_total: 1234567.5, currency: body.currency }),
    ],
    [lobbyCalls.templateGames, () => ok({ info: [] })],
    [lobbyCalls.lastPlayed, () => ok({ list: [] })],
    [contentCalls.carouselPictures, () => ok({ web_carousel_picture_list: [] })],
    [contentCalls.marquee, () => ok({ web_announcement_list: [] })],
  ]);
  const answers = new Map<ApiCall, Handler>([...defaults, ...handlers]);
  const spy = jest.spyOn(api, 'call').mockImplementation((call: ApiCall, body: unknown) => {
    const handler = answers.get(call);
    return handler ? Promise.resolve(handler(body)) : Promise.reject(new Error(`unexpected call ${call.path}`));
  });
  return {
    spy,
    /** Replaces the answer of one call from now on. */
    answer: (call: ApiCall, handler: Handler) => answers.set(call, handler),
    /** The bodies a call was made with, in order. */
    bodies: (call: ApiCall) => spy.mock.calls.filter(([c]) => c === call).map(([, body]) => body),
  };
}
