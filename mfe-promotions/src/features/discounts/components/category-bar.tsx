import styled from '@emotion/styled';
import { GAME_TYPES, GAME_TYPE_IDS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';

/** "all" or a game type id as text, the value a category chip stands for. */
export type DiscountCategory = 'all' | `${(typeof GAME_TYPE_IDS)[number]}`;

export const DISCOUNT_CATEGORIES: DiscountCategory[] = [
  'all',
  ...GAME_TYPE_IDS.map((id) => `${id}` as DiscountCategory),
];

const Bar = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space(2),
  overflowX: 'auto',
  scrollbarWidth: 'none',
  padding: theme.space(1, 0.5),
  '&::-webkit-scrollbar': { display: 'none' },
  button: {
    flex: '0 0 auto',
    height: 40,
    padding: theme.space(0, 4),
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.textMuted,
    fontWeight: theme.fontWeights.bold,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
  },
  'button:hover': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
  'button[aria-pressed="true"]': {
    color: theme.colors.onPrimary,
    background: theme.gradients.primary,
    borderColor: 'transparent',
  },
  [mq.mobile]: { button: { height: 36, padding: theme.space(0, 3), fontSize: theme.fontSizes.sm } },
}));

export interface CategoryBarProps {
  selected: DiscountCategory;
  onSelect: (category: DiscountCategory) => void;
}

/** The promotion categories: all, then one per game type (SPEC §3 types 2 to 9). */
export function CategoryBar({ selected, onSelect }: CategoryBarProps) {
  const t = useT('promotions');
  return (
    <Bar role="group" aria-label={t('categories_label')} data-testid="discount-categories">
      {DISCOUNT_CATEGORIES.map((category) => (
        <button key={category} type="button" aria-pressed={category === selected} onClick={() => onSelect(category)}>
          {category === 'all'
            ? t('category.all')
            : t(`category.${GAME_TYPES[Number(category) as keyof typeof GAME_TYPES].key}`)}
        </button>
      ))}
    </Bar>
  );
}
