import { useTheme } from '@emotion/react';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { TextField } from '@site/shared/ui';
import { amountInput, parseAmount } from '../lib/payments/amount';

export interface AmountFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  currency: string;
  /** Amounts offered as buttons. */
  quick: readonly number[];
  /** The translated error, if any. */
  error?: string;
  /** Help under the field (the limits). */
  hint?: string;
  disabled?: boolean;
}

/**
 * An amount in the member's currency: the input (digits; group separators are allowed and ignored),
 * the typed amount written back in the page's money format, and quick-amount buttons.
 */
export function AmountField({
  id,
  label,
  value,
  onChange,
  onBlur,
  currency,
  quick,
  error,
  hint,
  disabled,
}: AmountFieldProps) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  const parsed = parseAmount(value, currency);
  const echoId = `${id}-echo`;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2.5) }}>
      <TextField
        id={id}
        name="amount"
        label={label}
        value={value}
        inputMode="decimal"
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        error={error}
        hint={hint}
        disabled={disabled}
        aria-describedby={parsed !== null && !error ? echoId : undefined}
        adornment={
          parsed !== null && !error ? (
            <span
              id={echoId}
              data-testid="amount-echo"
              css={{
                paddingRight: theme.space(3),
                color: theme.colors.accent,
                fontWeight: theme.fontWeights.bold,
                whiteSpace: 'nowrap',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatMoney(parsed, currency)}
            </span>
          ) : undefined
        }
      />
      {quick.length > 0 ? (
        <div
          role="group"
          aria-label={t('amount.quick_label')}
          css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}
        >
          {quick.map((v) => {
            const selected = parsed === v;
            return (
              <button
                key={v}
                type="button"
                disabled={disabled}
                aria-pressed={selected}
                onClick={() => onChange(amountInput(v, currency))}
                data-testid="quick-amount"
                css={{
                  minHeight: 36,
                  padding: theme.space(0, 3.5),
                  borderRadius: theme.radii.pill,
                  border: `1px solid ${selected ? theme.colors.primary : theme.colors.border}`,
                  background: selected ? `${theme.colors.primary}26` : theme.colors.surfaceRaised,
                  color: selected ? theme.colors.primary : theme.colors.text,
                  font: 'inherit',
                  fontSize: theme.fontSizes.sm,
                  fontWeight: theme.fontWeights.bold,
                  fontVariantNumeric: 'tabular-nums',
                  cursor: 'pointer',
                  transition: `all ${theme.motion.fast}`,
                  '&:hover:not(:disabled)': { borderColor: theme.colors.primary, color: theme.colors.primaryHover },
                  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
                  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
                }}
              >
                {formatMoney(v, currency)}
              </button>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
