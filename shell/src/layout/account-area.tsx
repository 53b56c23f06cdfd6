import styled from '@emotion/styled';
import { useNavigate } from '@site/shared/router';
import { PATHS } from '@site/shared/constants';
import type { LayoutMode } from '@site/shared/contracts';
import { bus, useBusValue } from '@site/shared/bus';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { memo, useState } from 'react';
import { Button, Modal } from '@site/shared/ui';
import { endGameThenLogout, gameInPlay } from '../game/logout-guard';
import { openMemberWindow } from './member-window';
import { tokens } from './tokens';

const Row = styled.div({ display: 'flex', alignItems: 'center', gap: 10 });

/**
 * The member's balance pill is this tall: the area keeps that height while a stored session is
 * checked, so the header does not move when the pill appears.
 */
const WALLET_HEIGHT_PX = 45;

const Wallet = styled.div(({ theme }) => {
  const t = tokens(theme);
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 8,
    boxSizing: 'border-box',
    minHeight: WALLET_HEIGHT_PX,
    padding: '6px 6px 6px 14px',
    borderRadius: 999,
    background: t.surfaceRaised,
    border: `1px solid ${t.border}`,
    color: t.text,
    '.who': { display: 'flex', flexDirection: 'column', lineHeight: 1.15 },
    '.account': { fontSize: 12, color: t.textMuted },
    '.cash': { fontWeight: 800, color: t.accent, fontVariantNumeric: 'tabular-nums', fontSize: 15 },
    button: {
      width: 30,
      height: 30,
      borderRadius: '50%',
      border: 0,
      cursor: 'pointer',
      background: `${t.primary}22`,
      color: t.accent,
      display: 'grid',
      placeItems: 'center',
    },
    'button.deposit': { background: t.primary, color: t.onPrimary },
  };
});

const LogoutIcon = styled.button(({ theme }) => {
  const t = tokens(theme);
  return {
    width: 36,
    height: 36,
    borderRadius: 10,
    border: `1px solid ${t.border}`,
    background: t.surfaceRaised,
    color: t.textMuted,
    display: 'grid',
    placeItems: 'center',
    cursor: 'pointer',
  };
});

/**
 * Login for visitors; for members the account, the balance (a dash while loading), the deposit
 * shortcut, the member centre and logout.
 */
function AccountAreaPart({
  layout,
  canRegister = false,
  onDeposit,
}: {
  layout: LayoutMode;
  canRegister?: boolean;
  /** SPEC §6 deposit shortcut (member window's deposit page or the fast payment window). */
  onDeposit: () => void;
}) {
  const { t } = useT('shell');
  const navigate = useNavigate();
  const session = useBusValue('session:changed');
  const wallet = useBusValue('wallet:balance');
  const formatMoney = useFormatMoney();
  const { t: tc } = useT('common');
  const [confirmLogout, setConfirmLogout] = useState(false);
  // SPEC §4: logout checks for a game in play and warns first.
  const logout = () => {
    if (gameInPlay()) setConfirmLogout(true);
    else bus.emit('session:logout-requested', { reason: 'user' });
  };

  if (!session || session.status === 'restoring') {
    return <Row aria-busy="true" data-testid="account-restoring" css={{ height: WALLET_HEIGHT_PX }} />;
  }
  if (session.status === 'anonymous') {
    return (
      <Row>
        {canRegister ? (
          <Button
            variant="secondary"
            size={layout === 'desktop' ? 'md' : 'sm'}
            data-testid="header-register"
            onClick={() => bus.emit('modal:open', { name: 'register' })}
          >
            {t('register')}
          </Button>
        ) : null}
        <Button
          size={layout === 'desktop' ? 'md' : 'sm'}
          data-testid="header-login"
          onClick={() => bus.emit('modal:open', { name: 'login' })}
        >
          {t('login')}
        </Button>
      </Row>
    );
  }
  const member = session.member;
  const goMember = () => {
    if (!openMemberWindow(PATHS.user, layout)) void navigate(PATHS.user);
  };
  return (
    <Row>
      <Wallet data-testid="header-wallet">
        <div className="who">
          <span className="account" data-testid="header-account">
            {member.member_account}
          </span>
          <span className="cash" data-testid="header-balance" aria-label={t('balance')}>
            {formatMoney(wallet?.member_cash ?? null, wallet?.currency ?? member.member_currency)}
          </span>
        </div>
        <button
          type="button"
          aria-label={t('refresh_balance')}
          onClick={() => bus.emit('wallet:refresh-requested', {})}
        >
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M17.65 6.35A7.96 7.96 0 0 0 12 4a8 8 0 1 0 7.75 10h-2.08A6 6 0 1 1 12 6c1.66 0 3.14.69 4.22 1.78L13 11h7V4z"
            />
          </svg>
        </button>
        {layout === 'desktop' ? null : (
          <button
            type="button"
            className="deposit"
            aria-label={t('deposit')}
            data-testid="header-deposit"
            onClick={onDeposit}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M11 5h2v6h6v2h-6v6h-2v-6H5v-2h6z" />
            </svg>
          </button>
        )}
      </Wallet>
      {layout === 'desktop' ? (
        <>
          <Button onClick={onDeposit} data-testid="header-deposit">
            {t('deposit')}
          </Button>
          <Button variant="secondary" onClick={goMember} data-testid="header-member-center">
            {t('member_center')}
          </Button>
          <Button variant="ghost" onClick={logout} data-testid="header-logout">
            {t('logout')}
          </Button>
        </>
      ) : (
        <LogoutIcon type="button" aria-label={t('logout')} data-testid="header-logout" onClick={logout}>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M10 17l1.41-1.41L8.83 13H20v-2H8.83l2.58-2.59L10 7l-5 5zM4 5h8V3H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h8v-2H4z"
            />
          </svg>
        </LogoutIcon>
      )}
      <Modal
        open={confirmLogout}
        onClose={() => setConfirmLogout(false)}
        title={tc('warning')}
        width={420}
        data-testid="logout-playing-dialog"
        footer={
          <>
            <Button variant="ghost" onClick={() => setConfirmLogout(false)}>
              {tc('cancel')}
            </Button>
            <Button
              onClick={() => {
                setConfirmLogout(false);
                void endGameThenLogout();
              }}
            >
              {tc('logout')}
            </Button>
          </>
        }
      >
        <p style={{ margin: 0 }}>{tc('pg.logout_playing')}</p>
      </Modal>
    </Row>
  );
}

// The layout draws again on every change of the session, the address or the customer-service
// address; this part depends on its props (and its own hooks) only, so it is skipped then.
export const AccountArea = memo(AccountAreaPart);
