/**
 * The agent area's pages (SPEC §2 "Agent menu"), addressed as /proxy?page=<Page> like the
 * original site. `available` false would show an entry disabled (a tool the platform cannot serve);
 * every page is served today.
 */
export const PROXY_PAGE_PARAM = 'page';

export type ProxyPage =
  | 'Plan'
  | 'Agreement'
  | 'Register'
  | 'DownlineInfo'
  | 'Promotion'
  | 'OperationTable'
  | 'StratifiedTable'
  | 'Transfer'
  | 'PerformanceSettlement';

export interface ProxyMenuEntry {
  page: ProxyPage;
  available: boolean;
}
export interface ProxyMenuGroup {
  group: 'ProxyCenter';
  children: ProxyMenuEntry[];
}
export type ProxyMenuItem = ProxyMenuEntry | ProxyMenuGroup;

export const PROXY_MENU: readonly ProxyMenuItem[] = [
  { page: 'Plan', available: true },
  { page: 'Agreement', available: true },
  { page: 'Register', available: true },
  {
    group: 'ProxyCenter',
    children: [
      { page: 'DownlineInfo', available: true },
      { page: 'Promotion', available: true },
      { page: 'OperationTable', available: true },
      { page: 'StratifiedTable', available: true },
      { page: 'Transfer', available: true },
      { page: 'PerformanceSettlement', available: true },
    ],
  },
];

const ENTRIES: ProxyMenuEntry[] = PROXY_MENU.flatMap((item) => ('group' in item ? item.children : [item]));

/** Pages anyone may read: the programme, its terms and the application (SPEC §6). */
export const NON_AGENT_PAGES: readonly ProxyPage[] = ['Plan', 'Agreement', 'Register'];
/** Where a non-agent is sent (SPEC §2, §6: proxy?page=Register). */
export const NON_AGENT_PAGE: ProxyPage = 'Register';
/** Where an agent lands on /proxy. */
export const AGENT_HOME_PAGE: ProxyPage = 'Plan';

const isAvailablePage = (value: string | null): value is ProxyPage =>
  ENTRIES.some((e) => e.page === value && e.available);

/**
 * Which page to show for the requested `?page=` (SPEC §6). A non-agent who asks for anything but
 * the public pages, or for no page, goes to Register; an unknown or unavailable page falls
 * back to the landing page. `redirect` says the address must be replaced to match.
 */
export function resolveProxyPage(requested: string | null, isAgent: boolean): { page: ProxyPage; redirect: boolean } {
  if (!isAgent) {
    const page =
      requested && NON_AGENT_PAGES.includes(requested as ProxyPage) ? (requested as ProxyPage) : NON_AGENT_PAGE;
    return { page, redirect: page !== requested };
  }
  const page = isAvailablePage(requested) ? requested : AGENT_HOME_PAGE;
  return { page, redirect: page !== requested };
}
