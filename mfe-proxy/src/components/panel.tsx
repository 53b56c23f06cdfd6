import type { ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { describeFailure } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import { translateFailure, useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { EmptyState, ErrorState, Skeleton } from '@site/shared/ui';
import { isNotAgent } from '../lib/agent-failure';

/** A ProxyCenter page: its heading, a line of what it is for, then its sections. */
export function AgentPage({
  id,
  title,
  intro,
  actions,
  children,
  'data-testid': testId,
}: {
  id: string;
  title: string;
  intro?: string;
  actions?: ReactNode;
  children: ReactNode;
  'data-testid': string;
}) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(5),
        minWidth: 0,
        [mq.mobile]: { gap: theme.space(4) },
      }}
    >
      <header
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: theme.space(3),
        }}
      >
        <div css={{ minWidth: 0 }}>
          <h2
            id={id}
            css={{
              margin: 0,
              fontSize: theme.fontSizes.xxl,
              fontWeight: theme.fontWeights.black,
              background: theme.gradients.metalText,
              WebkitBackgroundClip: 'text',
              backgroundClip: 'text',
              color: 'transparent',
              [mq.mobile]: { fontSize: theme.fontSizes.xl },
            }}
          >
            {title}
          </h2>
          {intro ? <p css={{ margin: theme.space(1, 0, 0), color: theme.colors.textMuted }}>{intro}</p> : null}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

/** A card of a page: a title, optional actions at its right, the content. */
export function Panel({
  title,
  titleId,
  actions,
  children,
  'data-testid': testId,
}: {
  title?: string;
  titleId?: string;
  actions?: ReactNode;
  children: ReactNode;
  'data-testid'?: string;
}) {
  const theme = useTheme();
  return (
    <section
      aria-labelledby={title ? titleId : undefined}
      data-testid={testId}
      css={{
        minWidth: 0,
        padding: theme.space(5),
        borderRadius: theme.radii.lg,
        border: `1px solid ${theme.colors.border}`,
        background: theme.gradients.surface,
        boxShadow: theme.shadows.md,
        [mq.mobile]: { padding: theme.space(4) },
      }}
    >
      {title || actions ? (
        <div
          css={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: theme.space(2),
            marginBottom: theme.space(4),
          }}
        >
          {title ? (
            <h3 id={titleId} css={{ margin: 0, fontSize: theme.fontSizes.lg, color: theme.colors.accent }}>
              {title}
            </h3>
          ) : (
            <span />
          )}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

export interface Stat {
  id: string;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  tone?: 'good' | 'bad' | 'plain';
}

/** The headline figures of a page, as a grid of small cards (two per row on a phone). */
export function StatGrid({
  stats,
  label,
  'data-testid': testId,
}: {
  stats: Stat[];
  label: string;
  'data-testid'?: string;
}) {
  const theme = useTheme();
  return (
    <dl
      aria-label={label}
      data-testid={testId}
      css={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(170px, 1fr))',
        alignContent: 'start',
        gap: theme.space(3),
        margin: 0,
        [mq.mobile]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {stats.map((s) => (
        <div
          key={s.id}
          data-testid={`stat-${s.id}`}
          css={{
            display: 'flex',
            flexDirection: 'column-reverse',
            justifyContent: 'flex-end',
            gap: theme.space(1),
            padding: theme.space(4),
            borderRadius: theme.radii.md,
            border: `1px solid ${theme.colors.border}`,
            background: theme.gradients.surface,
            boxShadow: theme.shadows.sm,
            minWidth: 0,
          }}
        >
          {s.hint ? (
            <dd css={{ margin: 0, order: -1, fontSize: theme.fontSizes.xs, color: theme.colors.textSubtle }}>
              {s.hint}
            </dd>
          ) : null}
          <dd
            css={{
              margin: 0,
              fontSize: theme.fontSizes.xl,
              fontWeight: theme.fontWeights.black,
              fontVariantNumeric: 'tabular-nums',
              overflowWrap: 'anywhere',
              color:
                s.tone === 'good' ? theme.colors.success : s.tone === 'bad' ? theme.colors.danger : theme.colors.text,
              [mq.mobile]: { fontSize: theme.fontSizes.lg },
            }}
          >
            {s.value}
          </dd>
          <dt css={{ fontSize: theme.fontSizes.sm, color: theme.colors.textMuted }}>{s.label}</dt>
        </div>
      ))}
    </dl>
  );
}

/**
 * What a section shows for its call: skeletons while it loads, an error with retry, an empty
 * panel, or `children(data)`.
 */
export function QueryBody<T>({
  query,
  children,
  isEmpty,
  empty,
  height = 220,
  'data-testid': testId,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: { title: string; text?: string };
  height?: number;
  'data-testid'?: string;
}) {
  const t = useT('proxy');
  const theme = useTheme();
  const { data, error } = query;
  const notAgent = isNotAgent(error);
  // 101: no longer an active agent. The session is read again, and the SPEC §6 rule then sends the
  // member to Register.
  useEffect(() => {
    if (notAgent) bus.emit('session:member-refresh-requested', {});
  }, [notAgent]);
  if (query.isError && !query.isFetching && !data) {
    return (
      <ErrorState
        compact
        title={t('load_failed_title')}
        message={
          notAgent ? t('err_not_agent') : translateFailure(describeFailure(error, { fallback: 'proxy:load_failed' }))
        }
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (data === undefined) {
    return (
      <div aria-busy="true" aria-label={t('loading')} data-testid={testId ? `${testId}-loading` : undefined}>
        <Skeleton height={height} radius={theme.radii.md} />
      </div>
    );
  }
  if (isEmpty?.(data) && empty) {
    return <EmptyState title={empty.title} message={empty.text} data-testid={testId ? `${testId}-empty` : undefined} />;
  }
  return <>{children(data)}</>;
}
