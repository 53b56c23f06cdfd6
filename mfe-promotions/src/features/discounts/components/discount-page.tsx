import { useMemo, useState } from 'react';
import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { EmptyState } from '@site/shared/ui';
import { mq } from '@site/shared/theme';
import { useDiscountList } from '../api/get-discount-list';
import { CategoryBar, type DiscountCategory } from './category-bar';

const Page = styled.div(({ theme }) => ({
  maxWidth: 1280,
  margin: '0 auto',
  padding: theme.space(8, 6, 16),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space(5),
  color: theme.colors.text,
  header: { display: 'flex', flexDirection: 'column', gap: theme.space(1) },
  h1: {
    margin: 0,
    fontSize: theme.fontSizes.display,
    fontWeight: theme.fontWeights.black,
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  '.subtitle': { margin: 0, color: theme.colors.textMuted },
  [mq.mobile]: { padding: theme.space(4, 3, 8), gap: theme.space(3), h1: { fontSize: theme.fontSizes.xxl } },
}));

/** The discount page (SPEC §2 /discount): title, category filter, and the promotions of a category. */
export function DiscountPage() {
  const t = useT('promotions');
  const [category, setCategory] = useState<DiscountCategory>('all');
  const list = useDiscountList();
  const shown = useMemo(
    () => (category === 'all' ? list.data : list.data.filter((d) => d.gt_id === null || `${d.gt_id}` === category)),
    [list.data, category],
  );
  return (
    <Page data-testid="discount-page">
      <header>
        <h1>{t('title')}</h1>
        <p className="subtitle">{t('subtitle')}</p>
      </header>
      <CategoryBar selected={category} onSelect={setCategory} />
      {shown.length === 0 ? (
        <EmptyState title={t('empty_title')} message={t('empty_message')} data-testid="discount-empty" />
      ) : (
        <ul data-testid="discount-list">
          {shown.map((d) => (
            <li key={d.id}>{d.title}</li>
          ))}
        </ul>
      )}
    </Page>
  );
}
