import { useId, type SelectHTMLAttributes } from 'react';
import { useTheme } from '@emotion/react';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled native select in the look of the kit's TextField (the kit has no select). */
export function SelectField({ label, options, id, ...rest }: SelectFieldProps) {
  const theme = useTheme();
  const autoId = useId();
  const selectId = id ?? `select-${autoId}`;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0 }}>
      <label
        htmlFor={selectId}
        css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium, color: theme.colors.textMuted }}
      >
        {label}
      </label>
      <select
        id={selectId}
        css={{
          minHeight: 44,
          padding: theme.space(0, 9, 0, 3),
          borderRadius: theme.radii.md,
          border: `1px solid ${theme.colors.border}`,
          background: `${theme.colors.surfaceSunken} url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='8' viewBox='0 0 12 8'%3E%3Cpath d='M1 1l5 5 5-5' fill='none' stroke='%23a9a28c' stroke-width='1.6' stroke-linecap='round'/%3E%3C/svg%3E") no-repeat right 14px center`,
          color: theme.colors.text,
          font: 'inherit',
          fontSize: theme.fontSizes.md,
          appearance: 'none',
          colorScheme: theme.mode,
          cursor: 'pointer',
          boxShadow: 'inset 0 1px 2px rgba(0, 0, 0, 0.35)',
          transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
          '&:hover': { borderColor: theme.colors.borderStrong },
          '&:focus-visible': {
            outline: 'none',
            borderColor: theme.colors.primary,
            boxShadow: `0 0 0 3px ${theme.colors.focusRing}`,
          },
        }}
        {...rest}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
