/**
 * The member-centre menu of SPEC §2, under the basename /user. `enabled: false` marks entries the
 * member centre has no page for: they show in the menu as disabled items, not links.
 */
/**
 * A check an entry needs to show (SPEC §2): isFriend — POST /bonus_setting/check answers is_friend 1;
 * cashSurplus — POST /arks/web/cash_surplus/check answers active 1.
 */
export type MenuCondition = 'isFriend' | 'cashSurplus';
export interface MenuItem {
  /** Path segment under /user, as the spec names it (/user/Info, /user/MyWallet, ...). */
  id: string;
  labelKey: string;
  enabled: boolean;
  /** Shown only when this check passes. */
  when?: MenuCondition;
}
export interface MenuGroup {
  id: string;
  labelKey: string;
  items: MenuItem[];
  /** Shown only when this check passes. */
  when?: MenuCondition;
}
export type MenuEntry = MenuItem | MenuGroup;

export const isMenuGroup = (entry: MenuEntry): entry is MenuGroup => 'items' in entry;

export const PATHS = {
  index: '/',
  info: '/Info',
  myWallet: '/MyWallet',
  letter: '/Letter',
  transaction: '/Transaction',
  dwRecord: '/DWRecord',
  betRecord: '/BetRecord',
  announcement: '/Announcement',
  deposit: '/Deposit',
  withdrawal: '/Withdrawal',
  bindAccount: '/BindAccount',
  responsibleGaming: '/ResponsibleGaming',
  recommendProject: '/RecommendProject',
  recommendRecord: '/RecommendRecord',
  recommendMemberSearch: '/RecommendMemberSearch',
  cashSurplus: '/CashSurplus',
} as const;

/**
 * Pages that `/user?page=<id>` opens (SPEC §2 "/user?page=Deposit"): every page of the menu, and
 * BindAccount, which the Fund pages link to.
 */
export const PAGE_IDS: readonly string[] = Object.values(PATHS)
  .filter((p) => p !== PATHS.index)
  .map((p) => p.slice(1));

export const MENU: MenuEntry[] = [
  { id: 'Info', labelKey: 'menu.Info', enabled: true },
  // Responsible-gaming tools (deposit limits, reality check, time-out, self-exclusion): beyond
  // SPEC §2's menu, what a licensed operator must offer.
  { id: 'ResponsibleGaming', labelKey: 'menu.ResponsibleGaming', enabled: true },
  { id: 'MyWallet', labelKey: 'menu.MyWallet', enabled: true },
  {
    id: 'InfoCenter',
    labelKey: 'menu.InfoCenter',
    items: [
      { id: 'Announcement', labelKey: 'menu.Announcement', enabled: true },
      { id: 'Letter', labelKey: 'menu.Letter', enabled: true },
    ],
  },
  {
    id: 'Fund',
    labelKey: 'menu.Fund',
    items: [
      { id: 'Deposit', labelKey: 'menu.Deposit', enabled: true },
      { id: 'Withdrawal', labelKey: 'menu.Withdrawal', enabled: true },
    ],
  },
  {
    id: 'TransactionRecord',
    labelKey: 'menu.TransactionRecord',
    items: [
      { id: 'Transaction', labelKey: 'menu.Transaction', enabled: true },
      { id: 'DWRecord', labelKey: 'menu.DWRecord', enabled: true },
      // Not in SPEC §2's list: the rounds played at the providers, which a member of a real site
      // expects beside the money records.
      { id: 'BetRecord', labelKey: 'menu.BetRecord', enabled: true },
    ],
  },
  {
    id: 'RecommendAward',
    labelKey: 'menu.RecommendAward',
    when: 'isFriend',
    items: [
      { id: 'RecommendProject', labelKey: 'menu.RecommendProject', enabled: true },
      { id: 'RecommendRecord', labelKey: 'menu.RecommendRecord', enabled: true },
      { id: 'RecommendMemberSearch', labelKey: 'menu.RecommendMemberSearch', enabled: true },
    ],
  },
  { id: 'CashSurplus', labelKey: 'menu.CashSurplus', enabled: true, when: 'cashSurplus' },
];
