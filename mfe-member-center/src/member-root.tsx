import { lazy, Suspense, useEffect, type ComponentProps, type ComponentType } from 'react';
import { Navigate, Route, Routes, useLocation } from '@site/shared/router';
import { useBusValue } from '@site/shared/bus';
import { PATHS, type LanguageCode } from '@site/shared/constants';
import type { MemberLayout as Member, RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';
import { PAGE_IDS } from './config/paths';
import { useLetterUnreadCount } from './features/letters/hooks/use-letter-unread-count';
import { useLettersLive } from './features/letters/hooks/use-letters-live';
import { LoginPrompt } from './layout/login-prompt';
import { MemberLayout } from './layout/member-layout';

/** A page fetched when its route first opens, which can be asked for sooner (`preload`). */
type LazyPage<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props
function page<M extends Record<K, ComponentType<any>>, K extends keyof M & string>(load: () => Promise<M>, name: K) {
  type P = ComponentProps<M[K]>;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const fetchPage = () =>
    (loading ??= load().then(
      (m) => ({ default: m[name] }),
      (error: unknown) => {
        loading = null; // a failed fetch is tried again by the next ask
        throw error;
      },
    ));
  const Page = lazy(fetchPage) as unknown as LazyPage<P>;
  Page.preload = fetchPage;
  return Page;
}

// Every page is a chunk of its own: a visitor's login prompt does not wait for any of them, nor a
// member's first page for the others (the records, the forms, their date and validation
// libraries). The page the address names is asked for as soon as the member centre mounts,
// alongside the session's restoration.
const INFO = page(() => import('./features/info'), 'InfoPage');
const PAGES = {
  '': INFO,
  Info: INFO,
  MyWallet: page(() => import('./features/wallet'), 'MyWalletPage'),
  Announcement: page(() => import('./features/announcements'), 'AnnouncementPage'),
  Letter: page(() => import('./features/letters/components/letter-page'), 'LetterPage'),
  Transaction: page(() => import('./features/records'), 'TransactionRecordPage'),
  DWRecord: page(() => import('./features/records'), 'DwRecordPage'),
  BetRecord: page(() => import('./features/records'), 'BetRecordPage'),
  Deposit: page(() => import('./features/deposit'), 'DepositPage'),
  Withdrawal: page(() => import('./features/withdrawal'), 'WithdrawalPage'),
  BindAccount: page(() => import('./features/bank-accounts'), 'BindAccountPage'),
  ResponsibleGaming: page(() => import('./features/responsible-gaming'), 'ResponsibleGamingPage'),
  RecommendProject: page(() => import('./features/recommend'), 'RecommendProjectPage'),
  RecommendRecord: page(() => import('./features/recommend'), 'RecommendRecordPage'),
  RecommendMemberSearch: page(() => import('./features/recommend'), 'RecommendMemberSearchPage'),
  CashSurplus: page(() => import('./features/cash-surplus'), 'CashSurplusPage'),
};
const FastPaymentPage = page(() => import('./features/deposit'), 'FastPaymentPage');

/** The wait for the session, then for a page's chunk: one box, so nothing moves between them. */
function PageWait() {
  const t = useT('member');
  return (
    <div css={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
      <Spinner size={32} label={t('restoring')} />
    </div>
  );
}

/**
 * The member centre under /user. The session is the shell's: while it is being restored a
 * spinner, for a visitor a login prompt, for a member the menu and the page of the route.
 */
export function MemberRoot({ layout, siteConfig, basename }: RemoteProps) {
  const session = useBusValue('session:changed');
  const { pathname } = useLocation();
  useEffect(() => {
    const opened =
      basename === PATHS.fastPayment ? FastPaymentPage : PAGES[pathname.split('/')[1] as keyof typeof PAGES];
    // A chunk that fails here is asked again, and its failure shown, when its route renders.
    opened?.preload().catch(() => undefined);
    // Only the page the centre opened on: later pages load as their route opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!session || session.status === 'restoring') return <PageWait />;
  if (session.status === 'anonymous') return <LoginPrompt />;
  // SPEC §2/§6: /fastPayment is the deposit shortcut's own window, without the member menu.
  if (basename === PATHS.fastPayment) {
    return (
      <Suspense fallback={<PageWait />}>
        <FastPaymentPage member={session.member} layout={layout} />
      </Suspense>
    );
  }

  return (
    <MemberArea
      key={session.member.id}
      member={session.member}
      layout={layout}
      siteId={siteConfig.site_id}
      basename={basename}
    />
  );
}

/** A member's centre: the menu (with the unread letters on Letter) and the page of the route. */
function MemberArea({
  member,
  layout,
  siteId,
  basename,
}: {
  member: Member;
  layout: RemoteProps['layout'];
  siteId: number;
  basename: string;
}) {
  const t = useT('member');
  const location = useLocation();
  const unread = useLetterUnreadCount(siteId, t.i18n.language as LanguageCode);
  useLettersLive();

  // SPEC §2 /user?page=Deposit: the page query opens that page (any page of the menu), as its own path.
  const params = new URLSearchParams(location.search);
  const page = params.get('page');
  if (page && PAGE_IDS.includes(page)) {
    params.delete('page');
    const rest = params.toString();
    return <Navigate to={{ pathname: `/${page}`, search: rest ? `?${rest}` : '' }} replace />;
  }

  return (
    <MemberLayout layout={layout} siteId={siteId} badges={{ Letter: unread }}>
      <Suspense fallback={<PageWait />}>
        <Routes>
          {/* SPEC §2: /user and /user/Info both show the member's info. */}
          <Route index element={<PAGES.Info member={member} siteId={siteId} layout={layout} />} />
          <Route path="Info" element={<PAGES.Info member={member} siteId={siteId} layout={layout} />} />
          <Route path="MyWallet" element={<PAGES.MyWallet />} />
          <Route path="Announcement" element={<PAGES.Announcement layout={layout} siteId={siteId} />} />
          <Route path="Letter" element={<PAGES.Letter siteId={siteId} />} />
          <Route path="Transaction" element={<PAGES.Transaction layout={layout} />} />
          <Route path="DWRecord" element={<PAGES.DWRecord layout={layout} />} />
          <Route path="BetRecord" element={<PAGES.BetRecord layout={layout} siteId={siteId} />} />
          <Route path="Deposit" element={<PAGES.Deposit member={member} layout={layout} basename={basename} />} />
          <Route path="Withdrawal" element={<PAGES.Withdrawal member={member} layout={layout} />} />
          <Route path="BindAccount" element={<PAGES.BindAccount member={member} layout={layout} />} />
          <Route path="ResponsibleGaming" element={<PAGES.ResponsibleGaming layout={layout} />} />
          <Route path="RecommendProject" element={<PAGES.RecommendProject siteId={siteId} />} />
          <Route path="RecommendRecord" element={<PAGES.RecommendRecord siteId={siteId} layout={layout} />} />
          <Route
            path="RecommendMemberSearch"
            element={<PAGES.RecommendMemberSearch siteId={siteId} layout={layout} />}
          />
          <Route path="CashSurplus" element={<PAGES.CashSurplus siteId={siteId} />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </MemberLayout>
  );
}
