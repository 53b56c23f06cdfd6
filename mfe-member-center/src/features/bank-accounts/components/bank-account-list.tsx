import { useTheme } from '@emotion/react';
import type { BankAccountEntry, LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { AccountStatusBadge } from './account-status-badge';

/** The bound accounts: a table on desktop, cards on mobile (like the records), each with its unbind button. */
export function BankAccountList({
  accounts,
  layout,
  onUnbind,
}: {
  accounts: BankAccountEntry[];
  layout: LayoutMode;
  onUnbind: (account: BankAccountEntry) => void;
}) {
  const theme = useTheme();
  const t = useT('member');
  const unbindButton = (a: BankAccountEntry) => (
    <Button
      variant="ghost"
      size="sm"
      onClick={() => onUnbind(a)}
      aria-label={t('bank.unbind_label', { bank: a.bank_name, number: a.account_number })}
      data-testid="bank-account-unbind"
    >
      {t('bank.unbind')}
    </Button>
  );
  const number = (a: BankAccountEntry) => (
    <span css={{ fontFamily: theme.fonts.mono, letterSpacing: '0.04em' }} data-testid="bank-account-number">
      {a.account_number}
    </span>
  );

  if (layout === 'mobile') {
    return (
      <ul
        aria-label={t('bank.list_label')}
        data-testid="bank-accounts"
        data-variant="cards"
        css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3), margin: 0, padding: 0 }}
      >
        {accounts.map((a) => (
          <li
            key={a.id}
            data-testid="bank-account"
            css={{
              listStyle: 'none',
              display: 'flex',
              flexDirection: 'column',
              gap: theme.space(2),
              padding: theme.space(4),
              borderRadius: theme.radii.md,
              background: theme.gradients.surface,
              border: `1px solid ${theme.colors.border}`,
              boxShadow: theme.shadows.sm,
            }}
          >
            <div css={{ display: 'flex', justifyContent: 'space-between', gap: theme.space(2), alignItems: 'center' }}>
              <strong>{a.bank_name}</strong>
              <AccountStatusBadge status={a.status} />
            </div>
            <div>{number(a)}</div>
            <div css={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: theme.space(2) }}>
              <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{a.account_name}</span>
              {unbindButton(a)}
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const th = {
    padding: theme.space(3, 3.5),
    textAlign: 'left' as const,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: '0.06em',
    textTransform: 'uppercase' as const,
    color: theme.colors.textMuted,
    background: theme.colors.surfaceRaised,
    borderBottom: `1px solid ${theme.colors.borderStrong}`,
  };
  const td = { padding: theme.space(3, 3.5), verticalAlign: 'middle' as const };
  return (
    <div
      css={{
        overflowX: 'auto',
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.colors.surface,
        boxShadow: theme.shadows.md,
      }}
    >
      <table
        aria-label={t('bank.list_label')}
        data-testid="bank-accounts"
        data-variant="table"
        css={{ width: '100%', borderCollapse: 'collapse', fontSize: theme.fontSizes.sm }}
      >
        <thead>
          <tr>
            <th scope="col" css={th}>
              {t('bank.col.bank')}
            </th>
            <th scope="col" css={th}>
              {t('bank.col.number')}
            </th>
            <th scope="col" css={th}>
              {t('bank.col.name')}
            </th>
            <th scope="col" css={th}>
              {t('bank.col.status')}
            </th>
            <th scope="col" css={{ ...th, textAlign: 'right' }}>
              {t('bank.col.actions')}
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((a) => (
            <tr
              key={a.id}
              data-testid="bank-account"
              css={{ '&:not(:last-of-type) td': { borderBottom: `1px solid ${theme.colors.border}` } }}
            >
              <td css={{ ...td, fontWeight: theme.fontWeights.bold }}>{a.bank_name}</td>
              <td css={td}>{number(a)}</td>
              <td css={td}>{a.account_name}</td>
              <td css={td}>
                <AccountStatusBadge status={a.status} />
              </td>
              <td css={{ ...td, textAlign: 'right' }}>{unbindButton(a)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
