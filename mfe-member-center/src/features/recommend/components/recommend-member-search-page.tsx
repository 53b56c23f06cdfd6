import { useState, type FormEvent } from 'react';
import { useTheme } from '@emotion/react';
import { ApiError, describeFailure } from '@site/shared/api';
import { useBusValue } from '@site/shared/bus';
import type { LayoutMode } from '@site/shared/contracts';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, EmptyState, ErrorState, Skeleton, TextField, Pager } from '@site/shared/ui';
import { PageHeading } from '../../../components/page-heading';
import { RECOMMEND_PAGE_SIZE, useRecommendMembers, type RecommendMembersRequest } from '../api/recommend';
import { RecommendGate } from './recommend-parts';
import { ReferredMemberList } from './referred-member-list';

interface Draft {
  account: string;
  start_date: string;
  end_date: string;
}
type DraftErrors = Partial<Record<keyof Draft, string>>;

const ACCOUNT = /^[A-Za-z0-9_]{2,12}$/;

/** What is wrong with the search form, as i18n keys by field. */
function validate(d: Draft): DraftErrors {
  const errors: DraftErrors = {};
  if (d.account && !ACCOUNT.test(d.account)) errors.account = 'recommend.err_account';
  if (d.start_date && !d.end_date) errors.end_date = 'recommend.err_both_dates';
  if (!d.start_date && d.end_date) errors.start_date = 'recommend.err_both_dates';
  if (d.start_date && d.end_date && d.end_date < d.start_date) errors.end_date = 'recommend.err_range_order';
  return errors;
}

/**
 * /user/RecommendMemberSearch (SPEC §2 RecommendAward → RecommendMemberSearch): the member's own
 * referred members found by part of their account and by sign-up days (site time zone).
 */
export function RecommendMemberSearchPage({ siteId, layout }: { siteId: number; layout: LayoutMode }) {
  const t = useT('member');
  return (
    <section aria-labelledby="recommend-search-heading" css={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <PageHeading id="recommend-search-heading" title={t('menu.RecommendMemberSearch')} />
      <RecommendGate siteId={siteId}>
        <SearchBody layout={layout} />
      </RecommendGate>
    </section>
  );
}

function SearchBody({ layout }: { layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const session = useBusValue('session:changed');
  const currency = session?.status === 'member' ? session.member.member_currency : '';
  const [draft, setDraft] = useState<Draft>({ account: '', start_date: '', end_date: '' });
  const [errors, setErrors] = useState<DraftErrors>({});
  const [request, setRequest] = useState<RecommendMembersRequest | null>(null);
  const results = useRecommendMembers(request ?? {}, request !== null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setRequest({
      page: 1,
      count: RECOMMEND_PAGE_SIZE,
      ...(draft.account ? { account: draft.account } : {}),
      ...(draft.start_date ? { start_date: draft.start_date, end_date: draft.end_date } : {}),
    });
  };
  const edit = (field: keyof Draft, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  // The server's word about a field (HTTP 400 naming it) is shown at that field.
  const serverField =
    results.error instanceof ApiError && results.error.status === 400 ? results.error.field : undefined;
  const errorFor = (field: keyof Draft) =>
    (errors[field] ? t(errors[field]) : undefined) ??
    (serverField === field
      ? translateFailure(describeFailure(results.error, { fallback: 'member:load_failed' }))
      : undefined);

  return (
    <>
      <form
        role="search"
        aria-label={t('recommend.search_label')}
        noValidate
        onSubmit={submit}
        css={{
          display: 'grid',
          gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(3, minmax(0, 1fr)) auto',
          alignItems: 'start',
          gap: theme.space(3),
          padding: theme.space(4),
          borderRadius: theme.radii.lg,
          background: theme.colors.surface,
          border: `1px solid ${theme.colors.border}`,
        }}
      >
        <TextField
          name="account"
          label={t('recommend.search_account')}
          value={draft.account}
          maxLength={12}
          // The hint gives the length; the counter's small text is too faint on this panel.
          showCount={false}
          autoComplete="off"
          onChange={(e) => edit('account', e.target.value.trim())}
          error={errorFor('account')}
          hint={t('recommend.search_account_hint')}
        />
        <TextField
          type="date"
          name="start_date"
          label={t('recommend.search_from')}
          value={draft.start_date}
          onChange={(e) => edit('start_date', e.target.value)}
          error={errorFor('start_date')}
        />
        <TextField
          type="date"
          name="end_date"
          label={t('recommend.search_to')}
          value={draft.end_date}
          onChange={(e) => edit('end_date', e.target.value)}
          error={errorFor('end_date')}
        />
        <Button type="submit" loading={results.isFetching} css={{ marginTop: layout === 'mobile' ? 0 : 26 }}>
          {t('recommend.search')}
        </Button>
      </form>
      {request === null ? (
        <EmptyState title={t('recommend.search_start')} message={t('recommend.search_start_text')} />
      ) : results.isError && !serverField ? (
        <ErrorState
          title={t('recommend.load_failed')}
          message={translateFailure(describeFailure(results.error, { fallback: 'member:load_failed' }))}
          onRetry={() => void results.refetch()}
        />
      ) : !results.data ? (
        serverField ? null : (
          <Skeleton height={200} radius={theme.radii.lg} />
        )
      ) : results.data.list.length === 0 ? (
        <EmptyState title={t('recommend.search_none')} data-testid="recommend-search-empty" />
      ) : (
        <>
          <p role="status" css={{ margin: 0, color: theme.colors.textMuted }} data-testid="recommend-search-count">
            {t('recommend.search_found', { count: results.data.total })}
          </p>
          <ReferredMemberList
            layout={layout}
            rows={results.data.list}
            currency={currency}
            label={t('recommend.search_results')}
          />
          <Pager
            page={request.page ?? 1}
            pageCount={Math.ceil(results.data.total / RECOMMEND_PAGE_SIZE)}
            onChange={(page) => setRequest((r) => (r ? { ...r, page } : r))}
            label={t('recommend.members_pages')}
          />
        </>
      )}
    </>
  );
}
