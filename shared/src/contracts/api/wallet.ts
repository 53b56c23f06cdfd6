/**
 * The transfer wallet (SPEC §3, §5, §7, §8), token required: play1 moves the member's whole main
 * balance into the provider wallet and opens the game, leave1 brings it back, and the two transfer-back
 * calls bring provider wallets back to the main wallet. All are money calls: an optional
 * `Idempotency-Key` header (or `idempotency_key` body field); the same key with another body is HTTP 409.
 */
import { defineCall, flag, Type, type CallBody, type CallData } from './call';
import { RG_PLAY_CODES, RG_PLAY_DATA } from './responsible-gaming';

const MONEY_CALL =
  'Money call: send an `Idempotency-Key` header (or `idempotency_key` in the body). The same key with the same body answers the stored first answer (applied once); the same key with another body answers HTTP 409, code 409.';

const idempotencyKey = Type.Optional(Type.String({ maxLength: 200 }));
const anyBody = Type.Object({ idempotency_key: idempotencyKey }, { additionalProperties: true });

/** One-key transfer back and balance_get_back answer the same codes (SPEC §8 101–105). */
const transferBackCodes = {
  '101': { text: 'Nothing to bring back: every provider wallet is empty', key: 'one_key_err_code_101' },
  '102': { text: 'A game is still open: leave it first', key: 'one_key_err_code_102' },
  '103': { text: 'Please wait 10 seconds between transfers back', key: 'one_key_err_code_103' },
  '104': { text: 'The providers holding your balance are under maintenance', key: 'one_key_err_code_104' },
  '105': { text: 'Transfers are disabled for this account', key: 'one_key_err_code_105' },
};

const transferBackData = Type.Object({
  amount: Type.Optional(Type.Number()),
  list: Type.Optional(Type.Array(Type.Object({ gp_id: Type.String(), cash: Type.Number() }))),
  /** Providers in maintenance whose wallets stayed. */
  skipped: Type.Optional(Type.Array(Type.String())),
  retry_after_s: Type.Optional(Type.Integer()),
});

const transferBack = (path: string, summary: string, extra: string) =>
  defineCall({
    method: 'POST',
    path,
    summary,
    description: `${MONEY_CALL} ${extra} Success data {amount, list:[{gp_id, cash}], skipped:[gp_id in maintenance]}; 103 data {retry_after_s}; 104 data {skipped}.`,
    tags: ['member'],
    body: anyBody,
    data: transferBackData,
    codes: transferBackCodes,
    auth: true,
    errors: [409],
  });

export const walletCalls = {
  /** POST /member/game/play1 (SPEC §3 play request). */
  play: defineCall({
    method: 'POST',
    path: '/member/game/play1',
    summary: 'Start a real-money game: the whole main balance moves into the provider wallet (SPEC §7, §5, §8)',
    description: `${MONEY_CALL} Success data: game_url (the provider simulator at PROVIDER_SIM_URL with a signed launch token), session_id, transferred (major units). 203 carries data {start_at, end_at} (ISO 8601; end_at '' when open-ended).`,
    tags: ['games'],
    body: Type.Object(
      {
        gpId: Type.String({ pattern: '^GP[0-9A-Za-z_]{1,20}$' }),
        game_type: Type.Integer({ minimum: 2, maximum: 9 }),
        game_code: Type.Optional(Type.String({ maxLength: 64, default: '' })),
        lobby_url: Type.Optional(Type.String({ maxLength: 2000 })),
        extra: Type.Optional(Type.Unknown()),
        /** Platform code of SPEC §9 (1 desktop, 2 mobile, ...). */
        device: Type.Optional(Type.Integer({ minimum: 1, maximum: 7, default: 1 })),
        idempotency_key: idempotencyKey,
      },
      { additionalProperties: true },
    ),
    data: Type.Object({
      game_url: Type.Optional(Type.String()),
      session_id: Type.Optional(Type.Integer()),
      /** Major units moved from the main wallet into the provider wallet. */
      transferred: Type.Optional(Type.Number()),
      start_at: Type.Optional(Type.String()),
      end_at: Type.Optional(Type.String()),
      ...RG_PLAY_DATA,
    }),
    // Decided by the platform (server/README.md). 203: store maintain_interval and show the maintenance
    // dialog; 205: the transfer-disabled dialog; any other failure shows the server message, default pg.start_failed.
    codes: {
      '201': { text: 'The site is closed', key: 'r88close_msg' },
      '202': { text: 'This game is already open', key: 'pg.alert_duplicate' },
      '203': { text: 'The provider is under maintenance' },
      '204': { text: 'Another game is already playing; leave it first', key: 'pg.err_is_playing' },
      '205': { text: 'Transfers are disabled for this account' },
      '206': { text: 'Unknown game, or not offered in your currency', key: 'pg.start_failed' },
      '207': { text: 'Please change your password first (first login)', key: 'pg.change_password_first' },
      ...RG_PLAY_CODES,
    },
    auth: true,
    errors: [409],
  }),
  /** POST /member/game/leave1. */
  leave: defineCall({
    method: 'POST',
    path: '/member/game/leave1',
    summary: 'Leave the open game: its provider balance comes back to the main wallet (SPEC §7)',
    description: `${MONEY_CALL} data {closed: 1, gp_id, amount} or {closed: 0, amount: 0} when no game is open.`,
    tags: ['games'],
    body: anyBody,
    data: Type.Object({
      closed: flag(),
      amount: Type.Number(),
      gp_id: Type.Optional(Type.String()),
    }),
    codes: {},
    auth: true,
    errors: [409],
  }),
  /** POST /member/profile/balance/all/back. */
  transferBackAll: transferBack(
    '/member/profile/balance/all/back',
    'One-key transfer back: every provider wallet to the main wallet',
    'Wallets of providers in maintenance stay (listed in skipped).',
  ),
  /** POST /member/profile/balance_get_back. */
  balanceGetBack: transferBack(
    '/member/profile/balance_get_back',
    'Balance get back: the wallet of the provider of the last game to the main wallet',
    "Brings back the provider wallet of the member's most recent game (every wallet when the member never played).",
  ),
};

export type PlayRequest = CallBody<typeof walletCalls.play>;
export type PlayResponse = Required<Pick<CallData<typeof walletCalls.play>, 'game_url' | 'session_id' | 'transferred'>>;
/** play1 code 203 data: the maintenance interval (ISO 8601; end_at '' when open-ended). */
export type MaintainInterval = Required<Pick<CallData<typeof walletCalls.play>, 'start_at' | 'end_at'>>;
export type LeaveGameResponse = CallData<typeof walletCalls.leave>;
export type TransferBackResponse = CallData<typeof walletCalls.transferBackAll>;

/** play1 code → the §8 key the apps show (null: the code has its own dialog). */
export const GAME_START_CODE_MESSAGE: Record<string, string | null> = Object.fromEntries(
  Object.entries(walletCalls.play.codes).map(([code, c]: [string, { key?: string }]) => [code, c.key ?? null]),
);
export const GAME_START_CODE_MAINTENANCE = '203' satisfies keyof typeof walletCalls.play.codes;
export const GAME_START_CODE_TRANSFER_DISABLED = '205' satisfies keyof typeof walletCalls.play.codes;

/** Transfer-back code → the §8 key the apps show; others show the server message. */
export const TRANSFER_BACK_CODE_MESSAGE: Record<string, string> = Object.fromEntries(
  Object.entries(transferBackCodes).map(([code, { key }]) => [code, key]),
);
