import { useTheme } from '@emotion/react';
import type { BankAccountEntry } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { visuallyHidden } from '@site/shared/ui';

/** The member's verified accounts as selectable cards (a radio group): where the money goes. */
export function AccountPicker({
  accounts,
  value,
  onChange,
  error,
  disabled,
}: {
  accounts: BankAccountEntry[];
  value: string;
  onChange: (id: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const theme = useTheme();
  const t = useT('member');
  const errorId = 'withdraw-account-error';
  return (
    <fieldset
      aria-describedby={error ? errorId : undefined}
      css={{
        margin: 0,
        padding: 0,
        border: 0,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(2.5),
      }}
    >
      <legend
        css={{
          padding: 0,
          marginBottom: theme.space(2.5),
          fontSize: theme.fontSizes.sm,
          fontWeight: theme.fontWeights.medium,
          color: theme.colors.textMuted,
        }}
      >
        {t('withdraw.account_label')}
      </legend>
      <div
        data-testid="withdraw-accounts"
        css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: theme.space(3) }}
      >
        {accounts.map((a) => {
          const selected = String(a.id) === value;
          return (
            <label
              key={a.id}
              data-testid="withdraw-account"
              data-selected={selected || undefined}
              css={{
                display: 'flex',
                flexDirection: 'column',
                gap: 4,
                padding: theme.space(4),
                borderRadius: theme.radii.md,
                cursor: disabled ? 'not-allowed' : 'pointer',
                background: selected
                  ? `linear-gradient(135deg, ${theme.colors.primary}2e 0%, transparent 80%), ${theme.colors.surfaceRaised}`
                  : theme.gradients.surface,
                border: `1px solid ${selected ? theme.colors.primary : theme.colors.border}`,
                boxShadow: selected ? theme.shadows.glow : theme.shadows.sm,
                '&:focus-within': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
              }}
            >
              <input
                type="radio"
                name="bank_account_id"
                value={String(a.id)}
                checked={selected}
                disabled={disabled}
                onChange={() => onChange(String(a.id))}
                css={visuallyHidden}
              />
              <span css={{ fontWeight: theme.fontWeights.bold }}>{a.bank_name}</span>
              <span css={{ fontFamily: theme.fonts.mono, letterSpacing: '0.04em' }}>{a.account_number}</span>
              <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{a.account_name}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <span id={errorId} role="alert" css={{ fontSize: theme.fontSizes.sm, color: theme.colors.danger }}>
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
