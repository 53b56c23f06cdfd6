/**
 * Developer and test tools, served only with SITE_DEV_TOOLS=1: the outboxes of the captcha and the
 * SMS code (what a person would read off the screen or the phone), an enc for an account, and a
 * ledger movement without a game or a PSP. The e2e suite and local development use them.
 */
import { defineCall, flag, Type } from './call';

export const devCalls = {
  captcha: defineCall({
    method: 'GET',
    path: '/dev/captcha/:token',
    summary: 'Developer/test outbox: the answer of a captcha (only with SITE_DEV_TOOLS=1)',
    tags: ['dev'],
    body: undefined,
    params: Type.Object({ token: Type.String() }),
    data: Type.Object({
      answer: Type.String(),
      type: Type.Integer(),
      site_id: Type.Integer(),
      expires_at: Type.String({ format: 'date-time' }),
      used: Type.Boolean(),
    }),
    codes: {},
    auth: false,
    errors: [404],
  }),
  sms: defineCall({
    method: 'GET',
    path: '/dev/sms',
    summary: 'Developer/test outbox: the latest SMS codes sent to a phone (only with SITE_DEV_TOOLS=1)',
    tags: ['dev'],
    body: undefined,
    query: Type.Object({ phone: Type.String({ minLength: 1, maxLength: 32 }) }),
    data: Type.Object({
      list: Type.Array(
        Type.Object({
          code: Type.String(),
          type: Type.String(),
          currency: Type.String(),
          created_at: Type.String({ format: 'date-time' }),
          expires_at: Type.String({ format: 'date-time' }),
          used: Type.Boolean(),
        }),
      ),
    }),
    codes: {},
    auth: false,
  }),
  enc: defineCall({
    method: 'GET',
    path: '/dev/enc',
    summary: 'Developer/test: an enc for an account (only with SITE_DEV_TOOLS=1); open /?enc=<enc>',
    tags: ['dev'],
    body: undefined,
    query: Type.Object({ account: Type.String({ minLength: 1, maxLength: 64 }) }),
    data: Type.Object({ enc: Type.String() }),
    codes: {},
    auth: false,
    errors: [404],
  }),
  ledgerCredit: defineCall({
    method: 'POST',
    path: '/dev/ledger/credit',
    summary: 'Developer tool: a ledger movement house ↔ member main wallet (SITE_DEV_TOOLS=1 only)',
    description:
      "amount in major units; a negative amount takes money back. With gp_id, the member's wallet at that provider instead of the main wallet (a balance left at a provider, as after a game nobody ended).",
    tags: ['dev'],
    body: Type.Object({
      account: Type.String(),
      amount: Type.Number(),
      gp_id: Type.Optional(Type.String({ pattern: '^GP\\d{3}$' })),
      idempotency_key: Type.Optional(Type.String({ maxLength: 200 })),
    }),
    data: Type.Object({ entry_id: Type.Integer(), created: Type.Boolean() }),
    codes: {},
    auth: false,
    errors: [404, 409],
  }),
  endIdleGames: defineCall({
    method: 'POST',
    path: '/dev/games/end-idle',
    summary: 'Developer tool: one pass of the idle-game sweep with a shorter idle time (SITE_DEV_TOOLS=1 only)',
    description:
      'Ends the open game sessions with no bet for idle_seconds, exactly as the periodic sweep does after GAME_IDLE_MINUTES: the e2e tests shorten the idle time of one closed game tab without shortening it for every other test.',
    tags: ['dev'],
    body: Type.Object({ idle_seconds: Type.Integer({ minimum: 0, maximum: 86_400 }) }),
    data: Type.Object({ ended: Type.Integer() }),
    codes: {},
    auth: false,
    errors: [404],
  }),
  memberFlags: defineCall({
    method: 'POST',
    path: '/dev/members/flags',
    summary: "Developer tool: set a member's login-path flags (SITE_DEV_TOOLS=1 only)",
    description:
      'For e2e tests that need a member of their own on a login path of SPEC §8: first login (forced change), double validation, transfer validation, and the withdraw password and phone those paths ask for.',
    tags: ['dev'],
    body: Type.Object({
      account: Type.String({ minLength: 1, maxLength: 64 }),
      first_login_to_change_password: Type.Optional(flag()),
      double_validation: Type.Optional(flag()),
      transfer_validation: Type.Optional(flag()),
      need_bank_account_deposit_verified: Type.Optional(flag()),
      withdraw_password: Type.Optional(Type.String({ pattern: '^[0-9]{4}$' })),
      member_phone: Type.Optional(Type.String({ pattern: '^[0-9]{6,15}$' })),
    }),
    data: Type.Object({ account: Type.String() }),
    codes: {},
    auth: false,
    errors: [404],
  }),
  memberClock: defineCall({
    method: 'POST',
    path: '/dev/members/clock',
    summary: "Developer tool: move one member's clock for its day-bound rules (SITE_DEV_TOOLS=1 only)",
    description:
      "The daily sign-in sees the member's time as the platform's clock plus offset_ms (0 puts it back), so an e2e test can sign in on two days running without moving the clock under every other test.",
    tags: ['dev'],
    body: Type.Object({
      account: Type.String({ minLength: 1, maxLength: 64 }),
      offset_ms: Type.Integer({ minimum: -30 * 86_400_000, maximum: 30 * 86_400_000 }),
    }),
    data: Type.Object({ account: Type.String(), offset_ms: Type.Integer() }),
    codes: {},
    auth: false,
    errors: [404],
  }),
};
