import styled from '@emotion/styled';
import type { GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { ALL_PROVIDERS } from '../hooks/use-game-browser';

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
  img: { height: 26, width: 'auto', maxWidth: 80, objectFit: 'contain' },
  '&:hover': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
  '&[aria-pressed="true"]': {
    color: theme.colors.text,
    borderColor: theme.colors.primary,
    background: theme.colors.surfaceRaised,
    boxShadow: theme.shadows.glow,
  },
  '&[data-maintain="true"] img': { filter: 'grayscale(1)', opacity: 0.55 },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  [mq.mobile]: { height: 44, minWidth: 76, padding: theme.space(0, 3), fontSize: theme.fontSizes.sm },
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
  return (
    <Strip role="group" aria-label={t('providers_label')} data-testid="provider-strip">
      <Chip type="button" aria-pressed={selected === ALL_PROVIDERS} onClick={() => onSelect(ALL_PROVIDERS)}>
        {t('all_providers')}
      </Chip>
      {providers.map((p) => (
        <ProviderChip key={p.gp_id} provider={p} selected={selected === p.gp_id} onSelect={onSelect} />
      ))}
    </Strip>
  );
}

function ProviderChip({ provider, selected, onSelect }: { provider: GameProvider; selected: boolean; onSelect: (gpId: string) => void }) {
  const t = useT('lobby');
  // The site's themes are dark: the logo drawn for dark backgrounds first.
  const logo = provider.icon_dark || provider.icon_light;
  const maintain = provider.maintain === 1;
  return (
    <Chip type="button" aria-pressed={selected} data-maintain={maintain} title={provider.gp_name} onClick={() => onSelect(provider.gp_id)}>
      {logo ? <img src={logo} alt="" aria-hidden="true" /> : null}
      <span>{provider.gp_name}</span>
      {maintain ? <MaintenanceBadge>{t('maintenance')}</MaintenanceBadge> : null}
    </Chip>
  );
}
