import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { AppLink } from '../../../components/app-link';
import { gameHallPath } from '../../../config/paths';
import { useGameTypeLabel } from '../../../hooks/use-game-type-label';

const List = styled.ul(({ theme }) => ({
  display: 'flex',
  gap: theme.space(2),
  margin: 0,
  padding: 6,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderRadius: theme.radii.lg + 2,
  background: theme.gradients.surface,
  border: `1px solid ${theme.colors.border}`,
  boxShadow: theme.shadows.inset,
  '&::-webkit-scrollbar': { display: 'none' },
  li: { flex: '1 0 auto' },
}));

const TypeLink = styled(AppLink)(({ theme }) => ({
  position: 'relative',
  minWidth: 96,
  minHeight: 52,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  padding: theme.space(2, 4),
  borderRadius: theme.radii.md + 2,
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeights.bold,
  fontSize: theme.fontSizes.lg - 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: `background ${theme.motion.normal}, color ${theme.motion.normal}`,
  img: { width: 26, height: 26, objectFit: 'contain', flex: 'none' },
  '&:hover': { color: theme.colors.text, background: theme.colors.surfaceRaised },
  '&[aria-current="page"]': {
    color: theme.colors.accent,
    background: `linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
    boxShadow: `inset 0 0 0 1px ${theme.colors.borderStrong}, ${theme.shadows.glow}`,
  },
  '&[aria-current="page"]::after': {
    content: '""',
    position: 'absolute',
    left: '22%',
    right: '22%',
    bottom: 4,
    height: 3,
    borderRadius: 2,
    background: theme.gradients.primary,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  [mq.mobile]: {
    flexDirection: 'column',
    gap: 4,
    minWidth: 76,
    minHeight: 64,
    padding: theme.space(2, 2.5),
    fontSize: theme.fontSizes.xs,
  },
}));

export interface HallType {
  gt_id: number;
  gt_name: string;
  gt_icon: string;
  gt_icon_active: string;
}

export interface HallTypeNavProps {
  types: readonly HallType[];
  currentId: number;
}

/** The game types 2–9 as links to their halls, with the active icon on the current one. */
export function HallTypeNav({ types, currentId }: HallTypeNavProps) {
  const t = useT('lobby');
  const label = useGameTypeLabel();
  return (
    <nav aria-label={t('tabs_label')} data-testid="hall-type-nav">
      <List>
        {types.map((type) => {
          const current = type.gt_id === currentId;
          const icon = current ? type.gt_icon_active || type.gt_icon : type.gt_icon;
          return (
            <li key={type.gt_id}>
              <TypeLink to={gameHallPath(type.gt_id)} aria-current={current ? 'page' : undefined}>
                {icon ? <img src={icon} alt="" aria-hidden="true" /> : null}
                <span>{label(type)}</span>
              </TypeLink>
            </li>
          );
        })}
      </List>
    </nav>
  );
}
