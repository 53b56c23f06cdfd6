import { memo, useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { mq, themeStyles } from '@site/shared/theme';
import { useGameTypeLabel } from '../../../hooks/use-game-type-label';
import { rovingIndex } from '../../../lib/roving-index';
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
    // A pointer's hover fades in and out (the background colour only); a selection shows at once,
    // and so does the tab it leaves, whose change is its gradient and text colour, neither of which
    // moves. A selection that faded (colour and glow) redrew the tabs in every frame after the
    // click, on the frames that must draw the new games.
    transition: `background-color ${theme.motion.normal}`,
    img: { width: 26, height: 26, objectFit: 'contain', flex: 'none' },
    '.icon-active, &[aria-selected="true"] .icon': { display: 'none' },
    '&[aria-selected="true"] .icon-active': { display: 'block' },
    '&:hover': { color: theme.colors.text, background: theme.colors.surfaceRaised },
    // The active icon is drawn in the brand metal: the selected tab stays dark so it shows, and is
    // marked by its colour, a frame and an underline.
    '&[aria-selected="true"]': {
      color: theme.colors.accent,
      background: `linear-gradient(180deg, ${theme.colors.surfaceRaised}, ${theme.colors.surfaceSunken})`,
      boxShadow: `inset 0 0 0 1px ${theme.colors.borderStrong}, ${theme.shadows.glow}`,
      transition: 'none',
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
  /** A type the user is about to pick (a pointer over its tab): its pictures can be asked for. */
  onIntent?: (id: number) => void;
}

export const tabId = (gtId: number) => `lobby-game-type-${gtId}`;

interface TypeTabProps {
  type: LobbyGameType;
  index: number;
  label: string;
  selected: boolean;
  /** The list's one tab stop. */
  stop: boolean;
  panelId: string;
  onSelect: (id: number) => void;
  onKey: (event: KeyboardEvent, index: number) => void;
  onFocusTab: (id: number) => void;
  onIntent?: (id: number) => void;
  setRef: (gtId: number, el: HTMLButtonElement | null) => void;
}

/** One tab; memoised, so a change of type redraws the two tabs it concerns, not all of them. */
const TypeTab = memo(function TypeTab({
  type,
  index,
  label,
  selected,
  stop,
  panelId,
  onSelect,
  onKey,
  onFocusTab,
  onIntent,
  setRef,
}: TypeTabProps) {
  return (
    <Tab
      ref={(el) => setRef(type.gt_id, el)}
      type="button"
      role="tab"
      id={tabId(type.gt_id)}
      aria-selected={selected}
      aria-controls={panelId}
      tabIndex={stop ? 0 : -1}
      onFocus={() => onFocusTab(type.gt_id)}
      // A pointer over the tab (or pressing it, on a touch screen) is a click on its way.
      onPointerEnter={onIntent ? () => onIntent(type.gt_id) : undefined}
      onPointerDown={onIntent ? () => onIntent(type.gt_id) : undefined}
      onClick={() => onSelect(type.gt_id)}
      onKeyDown={(e) => onKey(e, index)}
    >
      {/* Both icons are in the tab and the selection shows one (CSS): changing an <img>'s address,
          even to a picture already loaded, is a synchronous image update inside the click. */}
      {type.gt_icon ? (
        <img className={type.gt_icon_active ? 'icon' : undefined} src={type.gt_icon} alt="" aria-hidden="true" />
      ) : null}
      {type.gt_icon_active ? <img className="icon-active" src={type.gt_icon_active} alt="" aria-hidden="true" /> : null}
      <span>{label}</span>
    </Tab>
  );
});

/**
 * The game types as an ARIA tab list: one tab stop, arrow keys (and Home/End) move and select, so a
 * keyboard user switches types as a mouse user does.
 *
 * The tab stop is the selected tab, and while focus is inside the list the focused one: a tab takes
 * it when focused (a pointer's press focuses it before the click selects it), and it returns to the
 * selected tab when focus leaves. Changing the tab index of the focused element makes the browser
 * bring every style up to date at once to check it can still hold focus; done in the click, that
 * was a second style pass before the new games could be drawn.
 */
export function GameTypeTabs({ types, selectedId, onSelect, panelId, onIntent }: GameTypeTabsProps) {
  const t = useT('lobby');
  const label = useGameTypeLabel();
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const stopId = focusedId ?? selectedId ?? types[0]?.gt_id ?? null;
  const labels = useMemo(() => types.map((type) => label(type)), [types, label]);
  const refs = useRef(new Map<number, HTMLButtonElement>());
  const setRef = useCallback((gtId: number, el: HTMLButtonElement | null) => {
    if (el) refs.current.set(gtId, el);
    else refs.current.delete(gtId);
  }, []);

  const move = useCallback(
    (event: KeyboardEvent, index: number) => {
      const next = rovingIndex(event.key, index, types.length, { upDown: true });
      if (next === null) return;
      event.preventDefault();
      const target = types[next];
      if (!target) return;
      onSelect(target.gt_id);
      const el = refs.current.get(target.gt_id);
      el?.focus();
      el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    },
    [types, onSelect],
  );

  return (
    <List
      role="tablist"
      aria-label={t('tabs_label')}
      data-testid="game-type-tabs"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(null);
      }}
    >
      {types.map((type, index) => (
        <TypeTab
          key={type.gt_id}
          type={type}
          index={index}
          label={labels[index] ?? ''}
          selected={type.gt_id === selectedId}
          stop={type.gt_id === stopId}
          panelId={panelId}
          onSelect={onSelect}
          onKey={move}
          onFocusTab={setFocusedId}
          onIntent={onIntent}
          setRef={setRef}
        />
      ))}
    </List>
  );
}
