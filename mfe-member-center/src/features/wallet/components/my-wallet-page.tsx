import { useTheme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { describeFailure } from '@site/shared/api';
import { useBusEvent, useBusValue } from '@site/shared/bus';
import { translateFailure, useFormatMoney, useT } from '@site/shared/i18n';
import { ErrorState, Skeleton } from '@site/shared/ui';
import { metalAmount } from '../../../styles/metal-amount';
import { myCashKey, useMyCash } from '../api/get-my-cash';
import { ProviderCard } from './provider-card';
import { TransferBackActions } from './transfer-back-actions';

const SKELETON_CARDS = 8;

/** /user/MyWallet: the total and one card per provider wallet (POST /member/profile/my_cash). */
export function MyWalletPage() {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const wallets = useMyCash();
  const data = wallets.data;
  const session = useBusValue('session:changed');
  const currency = session?.status === 'member' ? session.member.member_currency : '';
  const queryClient = useQueryClient();
  // Money moved (a game opened or closed, a transfer back, a bet's balance event): the cards follow.
  const reread = () => void queryClient.invalidateQueries({ queryKey: myCashKey });
  useBusEvent('wallet:balance', reread);
  useBusEvent('game:status', reread);

  const grid = {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
    gap: theme.space(3),
    margin: 0,
    padding: 0,
  } as const;

  return (
    <section
      aria-labelledby="member-wallet-heading"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <h1
        id="member-wallet-heading"
        css={{ margin: 0, fontSize: theme.fontSizes.xl, fontWeight: theme.fontWeights.black }}
      >
        {t('wallet.heading')}
      </h1>

      {wallets.isError && !wallets.isFetching && !data ? (
        <ErrorState
          title={t('wallet.error_title')}
          message={translateFailure(describeFailure(wallets.error, { fallback: 'member:load_failed' }))}
          onRetry={() => void wallets.refetch()}
        />
      ) : (
        <>
          <div
            css={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              gap: theme.space(3),
              padding: theme.space(5, 6),
              borderRadius: theme.radii.lg,
              background: `radial-gradient(120% 160% at 100% 0%, ${theme.colors.primary}33 0%, transparent 55%), ${theme.gradients.surface}`,
              border: `1px solid ${theme.colors.borderStrong}`,
              boxShadow: theme.shadows.lg,
            }}
          >
            <span
              id="member-wallet-total-label"
              css={{
                color: theme.colors.textMuted,
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
                fontSize: theme.fontSizes.sm,
              }}
            >
              {t('wallet.total')}
            </span>
            {!data ? (
              <Skeleton width={180} height={36} />
            ) : (
              <span data-testid="wallet-total" aria-describedby="member-wallet-total-label" css={metalAmount(theme)}>
                {formatMoney(data.total, currency)}
              </span>
            )}
            <TransferBackActions disabled={!data} currency={currency} />
          </div>

          <h2
            id="member-wallet-providers"
            css={{ margin: 0, fontSize: theme.fontSizes.lg, color: theme.colors.textMuted }}
          >
            {t('wallet.providers')}
          </h2>
          {!data ? (
            <ul css={grid} aria-busy="true" aria-label={t('wallet.loading')}>
              {Array.from({ length: SKELETON_CARDS }, (_, i) => (
                <li key={i} css={{ listStyle: 'none' }}>
                  <Skeleton height={150} radius={theme.radii.md} />
                </li>
              ))}
            </ul>
          ) : data.my_cash_list.length === 0 ? (
            <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('wallet.empty')}</p>
          ) : (
            <ul css={grid} aria-labelledby="member-wallet-providers" data-testid="provider-wallets">
              {data.my_cash_list.map((entry) => (
                <ProviderCard key={entry.gp_id} entry={entry} currency={currency} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
