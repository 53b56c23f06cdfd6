import { useTheme } from '@emotion/react';
import { useT } from '@site/shared/i18n';
import { Button } from './button';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Letter pages"). */
  label: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/** Previous / "Page 2 of 5" / next, for a list the server pages. Nothing when there is one page. */
export function Pager({
  page,
  pageCount,
  onChange,
  label,
  disabled = false,
  'data-testid': testId = 'pager',
}: PagerProps) {
  const theme = useTheme();
  const t = useT('common');
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label}
      data-testid={testId}
      css={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: theme.space(3),
        padding: theme.space(2, 0),
      }}
    >
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
        aria-label={t('pager.previous')}
      >
        ‹ {t('pager.previous')}
      </Button>
      <span
        aria-live="polite"
        data-testid={`${testId}-status`}
        css={{
          minWidth: 110,
          textAlign: 'center',
          color: theme.colors.textMuted,
          fontVariantNumeric: 'tabular-nums',
          fontSize: theme.fontSizes.sm,
        }}
      >
        {t('pager.status', { page, pages: pageCount })}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={disabled || page >= pageCount}
        onClick={() => onChange(page + 1)}
        aria-label={t('pager.next')}
      >
        {t('pager.next')} ›
      </Button>
    </nav>
  );
}
