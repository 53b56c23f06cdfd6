import type { ReactNode } from 'react';
import { translateMessage, useT } from '@site/shared/i18n';
import { Button } from './button';
import { RetryIcon, WarningIcon } from './icons';
import { useUiTheme } from './use-ui-theme';

export interface ErrorStateProps {
  /** Title; an i18n key is translated. Default "Something went wrong". */
  title?: ReactNode;
  /** Explanation; an i18n key (e.g. an ApiError's 'networkError') is translated. */
  message?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  /** Default "Try again". */
  retryLabel?: string;
  /** The button's icon; default the retry arrow, `null` for none (e.g. "Go back home"). */
  retryIcon?: ReactNode | null;
  /** Replaces the default warning emblem. */
  icon?: ReactNode;
  /** Less padding, for inline use inside a card. */
  compact?: boolean;
  className?: string;
}

const text = (v: ReactNode): ReactNode => (typeof v === 'string' ? translateMessage(v) : v);

/** What a section shows when its data or code failed to load: a title, a message and a retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  retryIcon,
  icon,
  compact = false,
  className,
}: ErrorStateProps) {
  const theme = useUiTheme();
  const { t } = useT('common');
  return (
    <div
      role="alert"
      className={className}
      css={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 12,
        padding: compact ? '20px 16px' : '40px 24px',
        color: theme.colors.text,
      }}
    >
      <span
        css={{
          display: 'grid',
          placeItems: 'center',
          width: compact ? 44 : 64,
          height: compact ? 44 : 64,
          borderRadius: '50%',
          color: theme.colors.primary,
          background: `radial-gradient(circle at 30% 30%, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
          border: `1px solid ${theme.colors.borderStrong}`,
          boxShadow: theme.shadows.glow,
        }}
      >
        {icon ?? <WarningIcon size={compact ? 22 : 30} />}
      </span>
      <h3
        css={{
          margin: 0,
          fontSize: compact ? theme.fontSizes.lg : theme.fontSizes.xl,
          fontWeight: theme.fontWeights.bold,
        }}
      >
        {title === undefined ? t('something_went_wrong') : text(title)}
      </h3>
      {message ? <p css={{ margin: 0, maxWidth: 420, color: theme.colors.textMuted }}>{text(message)}</p> : null}
      {onRetry ? (
        <Button
          variant="secondary"
          size={compact ? 'sm' : 'md'}
          startIcon={retryIcon === undefined ? <RetryIcon size={16} /> : (retryIcon ?? undefined)}
          onClick={onRetry}
          css={{ marginTop: 4 }}
        >
          {retryLabel ?? t('retry')}
        </Button>
      ) : null}
    </div>
  );
}
