import { useTheme } from '@emotion/react';
import type { BankAccountEntry } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { visuallyHidden } from '@site/shared/ui';
import { ChoiceCards, choiceCard } from '../../../components/choice-cards';

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
  return (
    <ChoiceCards legend={t('withdraw.account_label')} error={error} errorId="withdraw-account-error">
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
                ...choiceCard(theme, selected),
                cursor: disabled ? 'not-allowed' : 'pointer',
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
    </ChoiceCards>
  );
}
