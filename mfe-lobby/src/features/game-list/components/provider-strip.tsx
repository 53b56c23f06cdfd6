import { useState } from 'react';
import styled from '@emotion/styled';
import type { GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { ALL_PROVIDERS } from '../hooks/use-game-browser';
import { useScrollControls } from '../hooks/use-scroll-controls';
import { ScrollButtons, ScrollFrame } from './scroll-buttons';

const Strip = styled.div({
  display: 'flex',
  gap: 10,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  scrollSnapType: 'x proximity',
  // Room for the maintenance badge that sits on the chip's top edge.
  padding: '8px 2px 4px',
  '&::-webkit-scrollbar': { display: 'none' },
});

const Chip = styled.button(({ theme }) => ({
  position: 'relative',
  flex: '0 0 auto',
  height: 48,
  minWidth: 88,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space(2),
  padding: theme.space(0, 4),
  borderRadius: theme.radii.pill,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.md,
  fontWeight: theme.fontWeights.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  scrollSnapAlign: 'start',
  transition: `border-color ${theme.motion.fast}, color ${theme.motion.fast}, background ${theme.motion.fast}`,
  img: { height: 34, width: 'auto', maxWidth: 120, objectFit: 'contain' },
  '&[data-logo="true"]': { padding: theme.space(0, 2) },
  '&:hover': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
  '&[aria-pressed="true"]': {
    color: theme.colors.text,
    borderColor: theme.colors.primary,
    background: theme.colors.surfaceRaised,
    boxShadow: theme.shadows.glow,
  },
  '&[data-maintain="true"] img': { opacity: 0.55 },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  [mq.mobile]: {
    height: 44,
    minWidth: 76,
    padding: theme.space(0, 3),
    fontSize: theme.fontSizes.sm,
    img: { height: 30 },
  },
}));

const MaintenanceBadge = styled.span(({ theme }) => ({
  position: 'absolute',
  top: -8,
  right: 8,
  padding: '0 6px',
  borderRadius: theme.radii.sm,
  fontSize: 10,
  fontWeight: theme.fontWeights.bold,
  lineHeight: '16px',
  color: theme.colors.onDanger,
  background: theme.colors.danger,
  boxShadow: theme.shadows.sm,
}));

export interface ProviderStripProps {
  providers: readonly GameProvider[];
  selected: string;
  onSelect: (gpId: string) => void;
}

/** The providers of the selected type as logo chips; "All" first; a badge on providers under maintenance. */
export function ProviderStrip({ providers, selected, onSelect }: ProviderStripProps) {
  const t = useT('lobby');
  const { ref, ...controls } = useScrollControls<HTMLDivElement>([providers]);
  return (
    <ScrollFrame>
      <Strip ref={ref} role="group" aria-label={t('providers_label')} data-testid="provider-strip">
        <Chip type="button" aria-pressed={selected === ALL_PROVIDERS} onClick={() => onSelect(ALL_PROVIDERS)}>
          {t('all_providers')}
        </Chip>
        {providers.map((p) => (
          <ProviderChip key={p.gp_id} provider={p} selected={selected === p.gp_id} onSelect={onSelect} />
        ))}
      </Strip>
      <ScrollButtons {...controls} label={t('providers_label').toLowerCase()} />
    </ScrollFrame>
  );
}

/** Text for screen readers only: the logo already shows the provider's name. */
const VisuallyHidden = styled.span({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

function ProviderChip({
  provider,
  selected,
  onSelect,
}: {
  provider: GameProvider;
  selected: boolean;
  onSelect: (gpId: string) => void;
}) {
  const t = useT('lobby');
  const [hover, setHover] = useState(false);
  const maintain = provider.maintain === 1;
  // icon_light is the provider's lit, full-colour logo and icon_dark its muted one: lit when the
  // chip is selected or pointed at, muted otherwise and while the provider is under maintenance.
  const lit = (selected || hover) && !maintain;
  const logo = (lit ? provider.icon_light : provider.icon_dark) || provider.icon_light || provider.icon_dark;
  return (
    <Chip
      type="button"
      aria-pressed={selected}
      data-maintain={maintain}
      data-logo={Boolean(logo)}
      title={provider.gp_name}
      onClick={() => onSelect(provider.gp_id)}
      onPointerEnter={() => setHover(true)}
      onPointerLeave={() => setHover(false)}
    >
      {logo ? <img src={logo} alt="" aria-hidden="true" /> : null}
      {logo ? <VisuallyHidden>{provider.gp_name}</VisuallyHidden> : <span>{provider.gp_name}</span>}
      {maintain ? <MaintenanceBadge>{t('maintenance')}</MaintenanceBadge> : null}
    </Chip>
  );
}
