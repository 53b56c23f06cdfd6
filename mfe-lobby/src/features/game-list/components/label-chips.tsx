import styled from '@emotion/styled';
import { themeStyles } from '@site/shared/theme';
import type { GameLabel } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';

/** The chip that shows the whole list. */
export const ALL_LABELS = 0;

const Group = styled.div(
  themeStyles((theme) => ({
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.space(2),
  })),
);

const Chip = styled.button(
  themeStyles((theme) => ({
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(1.5),
    height: 36,
    padding: theme.space(0, 3.5),
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.bold,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `border-color ${theme.motion.fast}, color ${theme.motion.fast}, background ${theme.motion.fast}`,
    '.count': {
      minWidth: 22,
      padding: '0 6px',
      borderRadius: theme.radii.pill,
      background: theme.colors.surfaceSunken,
      color: theme.colors.textMuted,
      fontSize: 11,
      lineHeight: '18px',
      textAlign: 'center',
    },
    '&:hover': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
    '&[aria-pressed="true"]': {
      color: theme.colors.text,
      borderColor: theme.colors.primary,
      background: theme.colors.surfaceRaised,
      boxShadow: theme.shadows.glow,
    },
    '&[aria-pressed="true"] .count': { color: theme.colors.accent },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  })),
);

export interface LabelChipsProps {
  labels: readonly GameLabel[];
  /** The selected label's id, or ALL_LABELS. */
  selected: number;
  total: number;
  onSelect: (id: number) => void;
}

/** SPEC §3 game labels (hot, new) as filter chips, "All" first; a label with no game is left out. */
export function LabelChips({ labels, selected, total, onSelect }: LabelChipsProps) {
  const t = useT('lobby');
  const shown = labels.filter((label) => label.game_list.length > 0);
  if (shown.length === 0) return null;
  return (
    <Group role="group" aria-label={t('labels.label')} data-testid="label-chips">
      <Chip type="button" aria-pressed={selected === ALL_LABELS} onClick={() => onSelect(ALL_LABELS)}>
        {t('labels.all')}
        <span className="count">{total}</span>
      </Chip>
      {shown.map((label) => (
        <Chip key={label.id} type="button" aria-pressed={selected === label.id} onClick={() => onSelect(label.id)}>
          {t(label.tag === 'hot' ? 'labels.hot' : 'labels.new')}
          <span className="count">{label.game_list.length}</span>
        </Chip>
      ))}
    </Group>
  );
}
