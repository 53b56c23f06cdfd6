/**
 * The member-centre menu of SPEC §2, under the basename /user. `enabled: false` marks entries the
 * member centre has no page for: they show in the menu as disabled items, not links.
 */
export interface MenuItem {
  /** Path segment under /user, as the spec names it (/user/Info, /user/MyWallet, ...). */
  id: string;
  labelKey: string;
  enabled: boolean;
}
export interface MenuGroup {
  id: string;
  labelKey: string;
  items: MenuItem[];
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
  deposit: '/Deposit',
  withdrawal: '/Withdrawal',
  bindAccount: '/BindAccount',
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
  { id: 'MyWallet', labelKey: 'menu.MyWallet', enabled: true },
  {
    id: 'InfoCenter',
    labelKey: 'menu.InfoCenter',
    items: [
      { id: 'Announcement', labelKey: 'menu.Announcement', enabled: false },
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
    ],
  },
  // RecommendAward (RecommendProject, RecommendRecord, RecommendMemberSearch) shows only when
  // POST /bonus_setting/check answers is_friend 1 (SPEC §2). The platform answers that call, but the
  // member centre has no referral pages, so the group is not in the menu.
];
