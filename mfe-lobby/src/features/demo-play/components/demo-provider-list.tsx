import styled from '@emotion/styled';
import type { GameProvider } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { isUnderMaintenance } from '../lib/demo-catalogue';

const List = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.space(2),
  [mq.mobile]: {
    flexWrap: 'nowrap',
    overflowX: 'auto',
    scrollbarWidth: 'none',
    // The row scrolls edge to edge on a phone; the padding keeps the focus ring visible.
    margin: theme.space(0, -5),
    padding: theme.space(1, 5),
    '&::-webkit-scrollbar': { display: 'none' },
  },
}));

const Chip = styled.button(({ theme }) => ({
  position: 'relative',
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.space(2),
  height: 44,
  padding: theme.space(0, 3.5, 0, 1.5),
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  color: theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  fontWeight: theme.fontWeights.bold,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `border-color ${theme.motion.fast}, color ${theme.motion.fast}, background ${theme.motion.fast}`,
  '.logo': {
    display: 'grid',
    placeItems: 'center',
    width: 32,
    height: 32,
    borderRadius: '50%',
    overflow: 'hidden',
    background: theme.colors.surfaceSunken,
    flex: 'none',
  },
  '.logo img': { width: '100%', height: '100%', objectFit: 'contain' },
  '.badge': {
    padding: '1px 6px',
    borderRadius: theme.radii.sm,
    border: `1px solid ${theme.colors.warning}`,
    background: theme.colors.surfaceSunken,
    color: theme.colors.warning,
    fontSize: 11,
    lineHeight: '15px',
  },
  '&:hover:not(:disabled)': { color: theme.colors.text, borderColor: theme.colors.borderStrong },
  '&[aria-pressed="true"]': {
    color: theme.colors.text,
    borderColor: theme.colors.primary,
    background: theme.colors.surfaceRaised,
    boxShadow: theme.shadows.glow,
  },
  // Unavailable, yet its name and badge stay readable: only the logo fades.
  '&:disabled': { cursor: 'not-allowed', borderStyle: 'dashed' },
  '&:disabled .logo img': { filter: 'grayscale(1)', opacity: 0.5 },
  '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

export interface DemoProviderListProps {
  providers: readonly GameProvider[];
  selectedGpId: string | null;
  onSelect: (provider: GameProvider) => void;
}

/** The providers of a type (icon_light art and name); those under maintenance are shown but cannot be chosen. */
export function DemoProviderList({ providers, selectedGpId, onSelect }: DemoProviderListProps) {
  const t = useT('lobby');
  return (
    <List role="group" aria-label={t('demo.providers_label')} data-testid="demo-providers">
      {providers.map((provider) => {
        const maintain = isUnderMaintenance(provider);
        return (
          <Chip
            key={provider.gp_id}
            type="button"
            disabled={maintain}
            aria-pressed={maintain ? undefined : provider.gp_id === selectedGpId}
            aria-label={maintain ? `${provider.gp_name} · ${t('demo.maintenance')}` : undefined}
            onClick={() => onSelect(provider)}
          >
            <span className="logo" aria-hidden="true">
              {provider.icon_light ? <img src={provider.icon_light} alt="" /> : null}
            </span>
            <span>{provider.gp_name}</span>
            {maintain ? (
              <span className="badge" aria-hidden="true">
                {t('demo.maintenance')}
              </span>
            ) : null}
          </Chip>
        );
      })}
    </List>
  );
}
