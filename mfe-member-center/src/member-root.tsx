import { Navigate, Route, Routes } from 'react-router';
import { useBusValue } from '@site/shared/bus';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';
import { InfoPage } from './features/info';
import { MyWalletPage } from './features/wallet';
import { LoginPrompt } from './layout/login-prompt';
import { MemberLayout } from './layout/member-layout';

/**
 * The member centre under /user. The session is the shell's: while it is being restored a
 * spinner, for a visitor a login prompt, for a member the menu and the page of the route.
 */
export function MemberRoot({ layout }: RemoteProps) {
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

  return (
    <MemberLayout layout={layout}>
      <Routes>
        {/* SPEC §2: /user and /user/Info both show the member's info. */}
        <Route index element={<InfoPage member={session.member} />} />
        <Route path="Info" element={<InfoPage member={session.member} />} />
        <Route path="MyWallet" element={<MyWalletPage />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </MemberLayout>
  );
}
