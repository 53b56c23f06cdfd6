import { useMemo, useState, type FormEvent } from 'react';
import { useTheme } from '@emotion/react';
import { Link } from '@site/shared/router';
import type { AgentDownlineMember, AgentDownlineRequest } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { formatDate, formatDateTime } from '@site/shared/time';
import { Button, TextField, Pager, RecordList, type RecordColumn, SelectField } from '@site/shared/ui';
import { AGENT_PAGE_SIZE, useDownline } from '../../../api/agent-api';
import { AgentPage, Panel, QueryBody, StatGrid } from '../../../components/panel';
import { PROXY_PAGE_PARAM } from '../../../config/proxy-pages';
import { useAgentContext } from '../../../lib/use-agent-context';
import { useLevelName } from '../../../lib/use-level-name';

type Status = NonNullable<AgentDownlineRequest['status']>;
const STATUSES: Status[] = ['active', 'disabled', 'frozen'];
const ACCOUNT = /^[A-Za-z0-9_]{2,12}$/;

interface Filter {
  parentId?: number;
  account: string;
  status: Status | '';
  page: number;
}

/**
 * ProxyCenter "DownlineInfo": the agent's downline as a tree, one level at a time (a sub-agent's
 * row opens its level, the breadcrumbs go back up), or a search of the whole tree by account.
 */
export function DownlinePage() {
  const theme = useTheme();
  const t = useT('proxy');
  const { layout, currency, siteId } = useAgentContext();
  const levelName = useLevelName(currency, siteId);
  const [filter, setFilter] = useState<Filter>({ account: '', status: '', page: 1 });
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string | undefined>();

  const request: AgentDownlineRequest = {
    ...(filter.account ? { account: filter.account } : filter.parentId ? { parent_id: filter.parentId } : {}),
    ...(filter.status ? { status: filter.status } : {}),
    page: filter.page,
    count: AGENT_PAGE_SIZE,
  };
  const downline = useDownline(request);

  const search = (e: FormEvent) => {
    e.preventDefault();
    const account = draft.trim();
    if (account && !ACCOUNT.test(account)) {
      setDraftError(t('downline.account_invalid'));
      return;
    }
    setDraftError(undefined);
    setFilter((f) => ({ ...f, account, page: 1 }));
  };
  const openLevel = (parentId?: number) => {
    setDraft('');
    setFilter((f) => ({ ...f, account: '', parentId, page: 1 }));
  };

  const columns = useMemo<RecordColumn<AgentDownlineMember>[]>(
    () => [
      {
        id: 'account',
        header: t('downline.col.account'),
        card: 'title',
        cell: (m) =>
          m.is_agent && m.downline_count > 0 ? (
            <button
              type="button"
              onClick={() => openLevel(m.id)}
              aria-label={t('downline.open_level', { account: m.account })}
              data-testid="downline-open-level"
              css={{
                padding: 0,
                border: 0,
                background: 'none',
                color: theme.colors.primary,
                font: 'inherit',
                fontWeight: theme.fontWeights.bold,
                textDecoration: 'underline',
                textUnderlineOffset: 3,
                cursor: 'pointer',
              }}
            >
              {m.account} ›
            </button>
          ) : (
            <span css={{ fontWeight: theme.fontWeights.bold }}>{m.account}</span>
          ),
      },
      { id: 'name', header: t('downline.col.name'), cell: (m) => m.member_name || '—' },
      {
        id: 'level',
        header: t('downline.col.level'),
        cell: (m) => (
          <span
            css={{
              display: 'inline-block',
              padding: theme.space(0.5, 2),
              borderRadius: theme.radii.pill,
              fontSize: theme.fontSizes.xs,
              fontWeight: theme.fontWeights.bold,
              whiteSpace: 'nowrap',
              color: m.is_agent ? theme.colors.onPrimary : theme.colors.textMuted,
              background: m.is_agent ? theme.gradients.primary : theme.colors.surfaceSunken,
            }}
          >
            {levelName(m.is_agent === 1, m.agent_level)}
          </span>
        ),
      },
      ...(filter.account
        ? [
            {
              id: 'depth',
              header: t('downline.col.depth'),
              align: 'right' as const,
              cell: (m: AgentDownlineMember) => m.depth,
            },
          ]
        : []),
      {
        id: 'registered',
        header: t('downline.col.registered'),
        cell: (m) => <time dateTime={m.registered_at}>{formatDate(m.registered_at)}</time>,
      },
      {
        id: 'login',
        header: t('downline.col.last_login'),
        cell: (m) =>
          m.last_login_at ? (
            <time dateTime={m.last_login_at}>{formatDateTime(m.last_login_at)}</time>
          ) : (
            t('downline.never')
          ),
      },
      { id: 'band', header: t('downline.col.balance'), cell: (m) => t(`downline.band.${m.balance_band}`) },
      {
        id: 'status',
        header: t('downline.col.status'),
        cell: (m) => (
          <span
            css={{ color: m.status === 'active' ? theme.colors.success : theme.colors.warning, whiteSpace: 'nowrap' }}
          >
            {t(`downline.status.${m.status}`)}
          </span>
        ),
      },
      {
        id: 'count',
        header: t('downline.col.downline'),
        align: 'right',
        card: 'amount',
        cell: (m) => m.downline_count,
      },
      {
        id: 'actions',
        header: t('downline.col.actions'),
        cell: (m) =>
          m.status === 'active' ? (
            <Link
              to={{ search: `?${PROXY_PAGE_PARAM}=Transfer&member_id=${m.id}` }}
              aria-label={t('downline.transfer_to', { account: m.account })}
              css={{ color: theme.colors.primary, fontWeight: theme.fontWeights.bold, whiteSpace: 'nowrap' }}
            >
              {t('downline.transfer')}
            </Link>
          ) : (
            '—'
          ),
      },
    ],
    [t, theme, levelName, filter.account],
  );

  return (
    <AgentPage
      id="downline-title"
      title={t('menu.DownlineInfo')}
      intro={t('downline.intro')}
      data-testid="proxy-page-DownlineInfo"
    >
      <QueryBody query={downline} height={92}>
        {(d) => (
          <StatGrid
            label={t('downline.totals')}
            data-testid="downline-totals"
            stats={[
              { id: 'members', label: t('downline.total.members'), value: d.totals.members },
              { id: 'agents', label: t('downline.total.agents'), value: d.totals.agents },
              { id: 'active_30d', label: t('downline.total.active_30d'), value: d.totals.active_30d },
              { id: 'max_depth', label: t('downline.total.max_depth'), value: d.totals.max_depth },
            ]}
          />
        )}
      </QueryBody>
      <Panel>
        <form
          onSubmit={search}
          noValidate
          role="search"
          aria-label={t('downline.search_label')}
          css={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto',
            alignItems: 'end',
            gap: theme.space(3),
            [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
          }}
        >
          <TextField
            name="account"
            label={t('downline.account')}
            placeholder={t('downline.account_placeholder')}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            error={draftError}
          />
          <SelectField
            label={t('downline.status_label')}
            value={filter.status}
            options={[
              { value: '', label: t('downline.all_statuses') },
              ...STATUSES.map((s) => ({ value: s, label: t(`downline.status.${s}`) })),
            ]}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as Status | '', page: 1 }))}
          />
          <Button
            type="submit"
            data-testid="downline-search"
            css={{ minWidth: 120, marginBottom: draftError ? 26 : 0 }}
          >
            {t('search')}
          </Button>
        </form>
      </Panel>
      <Panel>
        <QueryBody
          query={downline}
          isEmpty={(d) => d.list.length === 0}
          empty={{
            title: t('downline.empty_title'),
            text: t(filter.account ? 'downline.empty_search' : 'downline.empty_text'),
          }}
          data-testid="downline"
        >
          {(d) => (
            <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(3) }}>
              <nav aria-label={t('downline.path_label')} data-testid="downline-path">
                <ol
                  css={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    alignItems: 'center',
                    gap: theme.space(1),
                    listStyle: 'none',
                    margin: 0,
                    padding: 0,
                    fontSize: theme.fontSizes.sm,
                  }}
                >
                  {filter.account ? (
                    <li>
                      <button type="button" className="crumb" onClick={() => openLevel(undefined)} css={crumb(theme)}>
                        {t('downline.my_downline')}
                      </button>
                      <span css={{ color: theme.colors.textSubtle }}>
                        {' '}
                        › {t('downline.search_results', { account: filter.account })}
                      </span>
                    </li>
                  ) : (
                    d.path.map((p, i) => {
                      const last = i === d.path.length - 1;
                      const label = i === 0 ? t('downline.my_downline') : p.account;
                      return (
                        <li key={p.id} css={{ display: 'inline-flex', alignItems: 'center', gap: theme.space(1) }}>
                          {i > 0 ? (
                            <span aria-hidden="true" css={{ color: theme.colors.textSubtle }}>
                              ›
                            </span>
                          ) : null}
                          {last ? (
                            <span
                              aria-current="location"
                              css={{ fontWeight: theme.fontWeights.bold, color: theme.colors.text }}
                            >
                              {label}
                            </span>
                          ) : (
                            <button
                              type="button"
                              onClick={() => openLevel(i === 0 ? undefined : p.id)}
                              css={crumb(theme)}
                            >
                              {label}
                            </button>
                          )}
                        </li>
                      );
                    })
                  )}
                </ol>
              </nav>
              <RecordList
                layout={layout}
                columns={columns}
                rows={d.list}
                rowKey={(m) => m.id}
                label={t('downline.list_label')}
                data-testid="downline-list"
              />
              <Pager
                page={filter.page}
                pageCount={Math.ceil(d.total / AGENT_PAGE_SIZE)}
                onChange={(page) => setFilter((f) => ({ ...f, page }))}
                label={t('pages')}
                data-testid="downline-pager"
              />
            </div>
          )}
        </QueryBody>
      </Panel>
    </AgentPage>
  );
}

const crumb = (theme: ReturnType<typeof useTheme>) => ({
  padding: 0,
  border: 0,
  background: 'none',
  color: theme.colors.primary,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});
