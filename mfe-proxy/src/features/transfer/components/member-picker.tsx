import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import { Spinner, TextField } from '@site/shared/ui';
import { useDownline } from '../../../api/agent-api';

export interface PickedMember {
  id: number;
  account: string;
}

const ACCOUNT = /^[A-Za-z0-9_]{2,12}$/;

/** Finds a downline member by account (the whole downline) and picks one who can receive money. */
export function MemberPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: PickedMember | null;
  onChange: (member: PickedMember | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const theme = useTheme();
  const t = useT('proxy');
  const [query, setQuery] = useState('');
  const term = query.trim();
  const searching = ACCOUNT.test(term);
  const found = useDownline({ account: term, status: 'active', page: 1, count: 8 }, searching && !value);

  if (value) {
    return (
      <div css={{ display: 'flex', flexDirection: 'column', gap: 6 }}>
        <span
          css={{ fontSize: theme.fontSizes.sm, fontWeight: theme.fontWeights.medium, color: theme.colors.textMuted }}
        >
          {t('transfer.member')}
        </span>
        <div
          data-testid="transfer-member"
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space(2),
            minHeight: 44,
            padding: theme.space(0, 2, 0, 3),
            borderRadius: theme.radii.md,
            border: `1px solid ${error ? theme.colors.danger : theme.colors.borderStrong}`,
            background: theme.colors.surfaceSunken,
          }}
        >
          <strong>{value.account}</strong>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onChange(null)}
            css={{
              border: 0,
              background: 'none',
              color: theme.colors.primary,
              font: 'inherit',
              cursor: 'pointer',
              padding: theme.space(2),
            }}
          >
            {t('transfer.change_member')}
          </button>
        </div>
        {error ? (
          <span role="alert" css={{ fontSize: theme.fontSizes.sm, color: theme.colors.danger }}>
            {error}
          </span>
        ) : null}
      </div>
    );
  }

  const list = found.data?.list ?? [];
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(2) }}>
      <TextField
        name="member_search"
        label={t('transfer.member')}
        placeholder={t('transfer.member_placeholder')}
        value={query}
        maxLength={12}
        disabled={disabled}
        onChange={(e) => setQuery(e.target.value)}
        error={error}
        hint={t('transfer.member_hint')}
        autoComplete="off"
      />
      {searching ? (
        <div aria-live="polite" css={{ minHeight: 24 }}>
          {found.isFetching && list.length === 0 ? (
            <Spinner size={18} label={t('loading')} />
          ) : list.length === 0 ? (
            <span css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>
              {t('transfer.member_none')}
            </span>
          ) : (
            <ul
              aria-label={t('transfer.member_results')}
              css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: theme.space(2) }}
            >
              {list.map((m) => (
                <li key={m.id}>
                  <button
                    type="button"
                    onClick={() => onChange({ id: m.id, account: m.account })}
                    css={{
                      minHeight: 40,
                      padding: theme.space(1, 3),
                      borderRadius: theme.radii.pill,
                      border: `1px solid ${theme.colors.borderStrong}`,
                      background: theme.colors.surfaceRaised,
                      color: theme.colors.text,
                      font: 'inherit',
                      cursor: 'pointer',
                      '&:hover': { borderColor: theme.colors.primary },
                    }}
                  >
                    {t('transfer.pick', { account: m.account, depth: m.depth })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
