import { useRef, type KeyboardEvent } from 'react';
import styled from '@emotion/styled';
import type { DemoGameType } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';

const List = styled.div(({ theme }) => ({
  display: 'flex',
  gap: theme.space(1.5),
  overflowX: 'auto',
  scrollbarWidth: 'none',
  padding: 4,
  borderRadius: theme.radii.md + 4,
  background: theme.colors.surfaceSunken,
  border: `1px solid ${theme.colors.border}`,
  '&::-webkit-scrollbar': { display: 'none' },
}));

const Tab = styled.button(({ theme }) => ({
  position: 'relative',
  flex: '1 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  minHeight: 44,
  padding: theme.space(1.5, 4),
  border: 0,
  borderRadius: theme.radii.md,
  background: 'transparent',
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background ${theme.motion.normal}, color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
  img: { width: 22, height: 22, objectFit: 'contain', flex: 'none' },
  '&:hover': { color: theme.colors.text, background: theme.colors.surfaceRaised },
  '&[aria-selected="true"]': {
    color: theme.colors.accent,
    background: theme.colors.surfaceRaised,
    boxShadow: `inset 0 0 0 1px ${theme.colors.borderStrong}`,
  },
  '&[aria-selected="true"]::after': {
    content: '""',
    position: 'absolute',
    left: '25%',
    right: '25%',
    bottom: 3,
    height: 2,
    borderRadius: 1,
    background: theme.gradients.primary,
  },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: -2 },
  [mq.mobile]: { flex: '0 0 auto', minHeight: 40, padding: theme.space(1, 3), fontSize: theme.fontSizes.sm },
}));

export interface DemoTypeTabsProps {
  types: readonly DemoGameType[];
  selectedId: number;
  onSelect: (gtId: number) => void;
  /** Prefix of the tab ids (one per dialog), so the panel can name its tab. */
  idPrefix: string;
  panelId: string;
}

export const demoTabId = (idPrefix: string, gtId: number) => `${idPrefix}-tab-${gtId}`;

/** The game types (gt_name) as an ARIA tab list: one tab stop; arrow keys, Home and End move and select. */
export function DemoTypeTabs({ types, selectedId, onSelect, idPrefix, panelId }: DemoTypeTabsProps) {
  const t = useT('lobby');
  const refs = useRef(new Map<number, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = types.length - 1;
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    const target = next === undefined ? undefined : types[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.gt_id);
    const el = refs.current.get(target.gt_id);
    el?.focus();
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };

  return (
    <List role="tablist" aria-label={t('demo.types_label')}>
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
            id={demoTabId(idPrefix, type.gt_id)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(type.gt_id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {icon ? <img src={icon} alt="" /> : null}
            <span>{type.gt_name}</span>
          </Tab>
        );
      })}
    </List>
  );
}
