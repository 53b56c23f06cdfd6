import styled from '@emotion/styled';
import { useSearchParams } from '@site/shared/router';
import { GAME_TYPE_IDS, type GameTypeId } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { EmptyState, ErrorState } from '@site/shared/ui';
import { mq } from '@site/shared/theme';
import { usePromotionsSession } from '../../../hooks/use-promotions-session';
import { useDiscountList } from '../api/get-discount-list';
import { CategoryBar, type DiscountCategory } from './category-bar';
import { DiscountCard, DiscountCardPlaceholder } from './discount-card';
import { PromotionLinks } from './promotion-links';
import { Page } from '../../../components/page';

const Grid = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
  gap: theme.space(5),
  '&[aria-busy="true"]': { opacity: 0.6 },
  [mq.mobile]: { gridTemplateColumns: '1fr', gap: theme.space(3) },
}));

const isCategory = (value: string | null): value is `${GameTypeId}` =>
  value !== null && (GAME_TYPE_IDS as number[]).includes(Number(value));

/**
 * The discount page (SPEC §2 /discount): title, the category filter (all, or one game type: the
 * list call's gt_id, kept in the address as ?gt_id= so a category can be shared or reloaded),
 * and the running promotions of the category as cards.
 */
export function DiscountPage({ siteConfig }: { siteConfig: SiteConfig }) {
  const t = useT('promotions');
  const [params, setParams] = useSearchParams();
  const raw = params.get('gt_id');
  const category: DiscountCategory = isCategory(raw) ? raw : 'all';
  const gtId = category === 'all' ? null : (Number(category) as GameTypeId);
  const session = usePromotionsSession(siteConfig);
  const list = useDiscountList(siteConfig, session, gtId);
  const select = (next: DiscountCategory) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('gt_id');
        else updated.set('gt_id', next);
        return updated;
      },
      { replace: true },
    );

  const discounts = list.data?.list ?? [];
  let body;
  if (list.isError) {
    body = <ErrorState message={t('load_failed')} onRetry={() => void list.refetch()} />;
  } else if (!list.data) {
    body = (
      <Grid aria-hidden="true" data-testid="discount-loading">
        {/* Keys no promotion id can take: a card never takes over a placeholder lower down. */}
        {[0, 1, 2].map((i) => (
          <li key={`loading-${i}`}>
            <DiscountCardPlaceholder />
          </li>
        ))}
      </Grid>
    );
  } else if (discounts.length === 0) {
    body = <EmptyState title={t('empty_title')} message={t('empty_message')} data-testid="discount-empty" />;
  } else {
    body = (
      <Grid data-testid="discount-list" aria-busy={list.isPlaceholderData} aria-label={t('list_label')}>
        {discounts.map((d, position) => (
          <li key={d.id}>
            <DiscountCard discount={d} position={position} />
          </li>
        ))}
      </Grid>
    );
  }

  return (
    <Page data-testid="discount-page">
      <div className="page-head">
        <header className="titles">
          <h1>{t('title')}</h1>
          <p className="subtitle">{t('subtitle')}</p>
        </header>
        <PromotionLinks />
      </div>
      <CategoryBar selected={category} onSelect={select} />
      {body}
    </Page>
  );
}
