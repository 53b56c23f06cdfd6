import { memo, useRef, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { GAME_LIST_TABS } from '@site/shared/constants';
import { useT } from '@site/shared/i18n';
import { rovingIndex } from '../../../lib/roving-index';

/** SPEC §3 game list tabs: all_game, my_favorite, last_play. */
export type GameListTab = keyof typeof GAME_LIST_TABS;
export const GAME_LIST_TAB_IDS = Object.keys(GAME_LIST_TABS) as GameListTab[];

const List = styled.div(({ theme }) => ({
  display: 'inline-flex',
  gap: 4,
  padding: 4,
  maxWidth: '100%',
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surfaceSunken,
  '&::-webkit-scrollbar': { display: 'none' },
}));

const Tab = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(1.5),
  flex: 'none',
  height: 36,
  padding: theme.space(0, 4),
  border: 0,
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background ${theme.motion.fast}, color ${theme.motion.fast}`,
  svg: { width: 16, height: 16, flex: 'none' },
  '&:hover': { color: theme.colors.text },
  '&[aria-selected="true"]': {
    color: theme.colors.onPrimary,
    background: theme.gradients.primary,
    boxShadow: theme.shadows.inset,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

const ICONS: Record<GameListTab, string> = {
  all_game: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  my_favorite:
    'M12 20.5s-7.3-4.5-9.3-8.9C1.2 8.3 3.2 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.6 0 5.6 3.8 4.1 7.1-2 4.4-9.3 8.9-9.3 8.9Z',
  last_play: 'M12 7v5l3 2M3.5 12a8.5 8.5 0 1 0 2.5-6L3.5 8.5M3.5 4v4.5H8',
};

export const listTabId = (idBase: string, tab: GameListTab) => `${idBase}-tab-${tab}`;

export interface GameListTabsProps {
  /** Makes the tab ids unique on the page. */
  idBase: string;
  selected: GameListTab;
  onSelect: (tab: GameListTab) => void;
  panelId: string;
}

/**
 * The three game list tabs as an ARIA tab list (one tab stop; arrows, Home and End move and select).
 * Memoised: a change of game type above redraws the list, not these.
 */
export const GameListTabs = memo(function GameListTabs({ idBase, selected, onSelect, panelId }: GameListTabsProps) {
  const t = useT('lobby');
  const refs = useRef(new Map<GameListTab, HTMLButtonElement>());
  const move = (event: KeyboardEvent, index: number) => {
    const next = rovingIndex(event.key, index, GAME_LIST_TAB_IDS.length);
    if (next === null) return;
    event.preventDefault();
    const tab = GAME_LIST_TAB_IDS[next]!;
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };
  return (
    <List role="tablist" aria-label={t('list.tabs_label')} data-testid="game-list-tabs">
      {GAME_LIST_TAB_IDS.map((tab, index) => (
        <Tab
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={listTabId(idBase, tab)}
          aria-selected={tab === selected}
          aria-controls={panelId}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={(e) => move(e, index)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d={ICONS[tab]}
              fill={tab === 'all_game' ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth={tab === 'all_game' ? 0 : 2}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          {t(GAME_LIST_TABS[tab])}
        </Tab>
      ))}
    </List>
  );
});
