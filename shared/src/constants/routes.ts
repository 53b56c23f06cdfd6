/** The top-level routes of SPEC §2 and the remote that owns each. The shell alone owns this table. */
export const REMOTE_NAMES = ['mfe_lobby', 'mfe_auth', 'mfe_member_center', 'mfe_promotions', 'mfe_proxy'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const PATHS = {
  home: '/',
  app: '/app',
  discount: '/discount',
  faq: '/faq',
  gameHall: '/gameHall',
  gameRoom: '/gameRoom',
  main: '/main',
  slotgame: '/slotgame',
  sponsor: '/sponsor',
  play: '/play',
  close: '/close',
  loading: '/loading',
  authCallback: '/authCallback',
  deposit: '/Deposit',
  user: '/user',
  userInfo: '/user/Info',
  userDeposit: '/user/Deposit',
  userBindAccount: '/user/BindAccount',
  proxy: '/proxy',
  fastPayment: '/fastPayment',
  fastDeposit: '/fastDeposit',
  register: '/register',
} as const;

/**
 * The id of the home page's first banner, which the static server writes into the page
 * (scripts/first-screen.mjs) and the shell removes once the lobby's own banner is on screen.
 */
export const FIRST_SCREEN_ID = 'first-screen';
