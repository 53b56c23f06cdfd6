import { useRef, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { mq, themeStyles } from '@site/shared/theme';
import { useGameTypeLabel } from '../../../hooks/use-game-type-label';
import type { LobbyGameType } from '../api/get-game-list';

const List = styled.div(
  themeStyles((theme) => ({
    display: 'flex',
    gap: theme.space(2),
    overflowX: 'auto',
    scrollbarWidth: 'none',
    scrollSnapType: 'x proximity',
    padding: 6,
    borderRadius: theme.radii.lg + 2,
    background: theme.gradients.surface,
    border: `1px solid ${theme.colors.border}`,
    boxShadow: theme.shadows.inset,
    '&::-webkit-scrollbar': { display: 'none' },
  })),
);

const Tab = styled.button(
  themeStyles((theme) => ({
    position: 'relative',
    flex: '1 0 auto',
    minWidth: 96,
    minHeight: 52,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space(2),
    padding: theme.space(2, 4),
    border: 0,
    borderRadius: theme.radii.md + 2,
    background: 'transparent',
    color: theme.colors.textMuted,
    fontWeight: theme.fontWeights.bold,
    fontSize: theme.fontSizes.lg - 1,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    scrollSnapAlign: 'start',
    transition: `background ${theme.motion.normal}, color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
    img: { width: 26, height: 26, objectFit: 'contain', flex: 'none' },
    '&:hover': { color: theme.colors.text, background: theme.colors.surfaceRaised },
    // The active icon is drawn in the brand metal: the selected tab stays dark so it shows, and is
    // marked by its colour, a frame and an underline.
    '&[aria-selected="true"]': {
      color: theme.colors.accent,
      background: `linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
      boxShadow: `inset 0 0 0 1px ${theme.colors.borderStrong}, ${theme.shadows.glow}`,
    },
    '&[aria-selected="true"]::after': {
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
      flex: '0 0 auto',
      flexDirection: 'column',
      gap: 4,
      minWidth: 76,
      minHeight: 64,
      padding: theme.space(2, 2.5),
      fontSize: theme.fontSizes.xs,
    },
  })),
);

export interface GameTypeTabsProps {
  types: readonly LobbyGameType[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
}

export const tabId = (gtId: number) => `lobby-game-type-${gtId}`;

/**
 * The game types as an ARIA tab list: one tab stop, arrow keys (and Home/End) move and select, so a
 * keyboard user switches types as a mouse user does.
 */
export function GameTypeTabs({ types, selectedId, onSelect, panelId }: GameTypeTabsProps) {
  const t = useT('lobby');
  const label = useGameTypeLabel();
  const refs = useRef(new Map<number, HTMLButtonElement>());

  const move = (event: KeyboardEvent, index: number) => {
    const last = types.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = types[next];
    if (!target) return;
    onSelect(target.gt_id);
    const el = refs.current.get(target.gt_id);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <List role="tablist" aria-label={t('tabs_label')} data-testid="game-type-tabs">
      {types.map((type, index) => {
        const selected = type.gt_id === selectedId;
        const icon = selected ? type.gt_icon_active || type.gt_icon : type.gt_icon;
        return (
          <Tab
            key={type.gt_id}
            ref={(el) => {
              if (el) refs.current.set(type.gt_id, el);
              else refs.current.delete(type.gt_id);
            }}
            type="button"
            role="tab"
            id={tabId(type.gt_id)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(type.gt_id)}
            onKeyDown={(e) => move(e, index)}
          >
            {icon ? <img src={icon} alt="" aria-hidden="true" /> : null}
            <span>{label(type)}</span>
          </Tab>
        );
      })}
    </List>
  );
}
