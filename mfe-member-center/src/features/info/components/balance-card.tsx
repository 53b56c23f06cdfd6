import { keyframes, useTheme } from '@emotion/react';
import { mq } from '@site/shared/theme';
import { bus, useBusValue } from '@site/shared/bus';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { RetryIcon, visuallyHidden } from '@site/shared/ui';
import { metalAmount } from '../../../styles/metal-amount';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/**
 * The main-wallet balance the shell publishes (`wallet:balance`); a dash while it loads (SPEC §4).
 * Refresh asks the shell to fetch it again.
 */
export function BalanceCard() {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const wallet = useBusValue('wallet:balance');
  const loading = !wallet || wallet.member_cash === null;

  return (
    <div
      css={{
        display: 'flex',
        alignItems: 'center',
        gap: theme.space(3),
        flex: '0 0 auto',
        [mq.mobile]: {
          flex: '1 1 100%',
          justifyContent: 'space-between',
          paddingTop: theme.space(4),
          borderTop: `1px solid ${theme.colors.border}`,
        },
      }}
    >
      <div css={{ textAlign: 'right', [mq.mobile]: { textAlign: 'left' } }}>
        <p
          id="member-balance-label"
          css={{
            margin: 0,
            fontSize: theme.fontSizes.xs,
            color: theme.colors.textMuted,
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
          }}
        >
          {t('info.balance')}
        </p>
        <p
          data-testid="member-balance"
          // A live region: a refreshed balance is announced, named by its label.
          role="status"
          aria-labelledby="member-balance-label"
          aria-busy={loading || undefined}
          css={{
            margin: theme.space(1, 0, 0),
            ...metalAmount(theme),
          }}
        >
          {loading ? (
            <>
              <span aria-hidden="true">{formatMoney(null, '')}</span>
              <span css={visuallyHidden}>{t('info.balance_loading')}</span>
            </>
          ) : (
            formatMoney(wallet.member_cash, wallet.currency)
          )}
        </p>
      </div>
      <button
        type="button"
        onClick={() => bus.emit('wallet:refresh-requested', {})}
        aria-label={t('info.refresh_balance')}
        title={t('info.refresh_balance')}
        data-testid="member-balance-refresh"
        aria-busy={loading || undefined}
        css={{
          display: 'grid',
          placeItems: 'center',
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: `1px solid ${theme.colors.borderStrong}`,
          background: 'rgba(255, 255, 255, 0.03)',
          color: theme.colors.primary,
          cursor: 'pointer',
          transition: `all ${theme.motion.normal}`,
          '&:hover': { borderColor: theme.colors.primary, boxShadow: theme.shadows.glow },
          '&[aria-busy="true"] svg': { animation: `${spin} 0.9s linear infinite` },
          '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
        }}
      >
        <RetryIcon size={18} />
      </button>
    </div>
  );
}
