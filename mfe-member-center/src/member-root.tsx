import { Navigate, Route, Routes, useLocation } from '@site/shared/router';
import { useBusValue } from '@site/shared/bus';
import { PATHS, type LanguageCode } from '@site/shared/constants';
import type { MemberLayout as Member, RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';
import { PAGE_IDS } from './config/paths';
import { AnnouncementPage } from './features/announcements';
import { BindAccountPage } from './features/bank-accounts';
import { CashSurplusPage } from './features/cash-surplus';
import { DepositPage, FastPaymentPage } from './features/deposit';
import { InfoPage } from './features/info';
import { LetterPage, useLetterUnreadCount, useLettersLive } from './features/letters';
import { BetRecordPage, DwRecordPage, TransactionRecordPage } from './features/records';
import { RecommendMemberSearchPage, RecommendProjectPage, RecommendRecordPage } from './features/recommend';
import { MyWalletPage } from './features/wallet';
import { WithdrawalPage } from './features/withdrawal';
import { ResponsibleGamingPage } from './features/responsible-gaming';
import { LoginPrompt } from './layout/login-prompt';
import { MemberLayout } from './layout/member-layout';

/**
 * The member centre under /user. The session is the shell's: while it is being restored a
 * spinner, for a visitor a login prompt, for a member the menu and the page of the route.
 */
export function MemberRoot({ layout, siteConfig, basename }: RemoteProps) {
  const t = useT('member');
  const session = useBusValue('session:changed');

  if (!session || session.status === 'restoring') {
    return (
      <div css={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
        <Spinner size={32} label={t('restoring')} />
      </div>
    );
  }
  if (session.status === 'anonymous') return <LoginPrompt />;
  // SPEC §2/§6: /fastPayment is the deposit shortcut's own window, without the member menu.
  if (basename === PATHS.fastPayment) return <FastPaymentPage member={session.member} layout={layout} />;

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
      <Routes>
        {/* SPEC §2: /user and /user/Info both show the member's info. */}
        <Route index element={<InfoPage member={member} siteId={siteId} layout={layout} />} />
        <Route path="Info" element={<InfoPage member={member} siteId={siteId} layout={layout} />} />
        <Route path="MyWallet" element={<MyWalletPage />} />
        <Route path="Announcement" element={<AnnouncementPage layout={layout} siteId={siteId} />} />
        <Route path="Letter" element={<LetterPage siteId={siteId} />} />
        <Route path="Transaction" element={<TransactionRecordPage layout={layout} />} />
        <Route path="DWRecord" element={<DwRecordPage layout={layout} />} />
        <Route path="BetRecord" element={<BetRecordPage layout={layout} siteId={siteId} />} />
        <Route path="Deposit" element={<DepositPage member={member} layout={layout} basename={basename} />} />
        <Route path="Withdrawal" element={<WithdrawalPage member={member} layout={layout} />} />
        <Route path="BindAccount" element={<BindAccountPage member={member} layout={layout} />} />
        <Route path="ResponsibleGaming" element={<ResponsibleGamingPage layout={layout} />} />
        <Route path="RecommendProject" element={<RecommendProjectPage siteId={siteId} />} />
        <Route path="RecommendRecord" element={<RecommendRecordPage siteId={siteId} layout={layout} />} />
        <Route path="RecommendMemberSearch" element={<RecommendMemberSearchPage siteId={siteId} layout={layout} />} />
        <Route path="CashSurplus" element={<CashSurplusPage siteId={siteId} />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </MemberLayout>
  );
}
