import { memo } from 'react';
import styled from '@emotion/styled';
import type { LanguageCode } from '@site/shared/constants';
import type { SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { LayoutIcon } from './layout-icons';
import { useFloatEntries } from './site-content';
import { SiteLink } from './site-link';
import { tokens } from './tokens';

const Bar = styled.nav(({ theme }) => {
  const t = tokens(theme);
  return {
    position: 'fixed',
    right: 16,
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 40,
    ul: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 10 },
    li: { position: 'relative', display: 'flex', justifyContent: 'flex-end' },
    a: {
      display: 'grid',
      placeItems: 'center',
      width: 48,
      height: 48,
      borderRadius: '50%',
      background: theme.gradients.primary,
      color: t.onPrimary,
      boxShadow: `${theme.shadows.md}, ${theme.shadows.inset}`,
      textDecoration: 'none',
      transition: `transform ${theme.motion.fast}, box-shadow ${theme.motion.fast}`,
      '&:hover, &:focus-visible': { transform: 'scale(1.06)', boxShadow: theme.shadows.glow },
      '&:focus-visible': { outline: `2px solid ${t.focusRing}`, outlineOffset: 3 },
      '@media (prefers-reduced-motion: reduce)': {
        transition: 'none',
        '&:hover, &:focus-visible': { transform: 'none' },
      },
    },
    // The name slides out to the left on hover or focus; it is the link's text all the time.
    '.label': {
      position: 'absolute',
      right: 58,
      top: '50%',
      transform: 'translateY(-50%)',
      padding: '7px 12px',
      borderRadius: 8,
      background: t.surfaceRaised,
      border: `1px solid ${t.borderStrong}`,
      color: t.text,
      fontSize: 13,
      fontWeight: 700,
      whiteSpace: 'nowrap',
      boxShadow: theme.shadows.md,
      opacity: 0,
      pointerEvents: 'none',
      transition: `opacity ${theme.motion.fast}`,
    },
    'a:hover .label, a:focus-visible .label': { opacity: 1 },
  };
});

/**
 * The float list (SPEC §3 sidebar list, /arks/web/float): round buttons fixed at the right edge of
 * the desktop page, each an icon with its name shown beside it on hover or focus.
 */
function FloatBarPart({ siteConfig, language }: { siteConfig: SiteConfig; language: LanguageCode }) {
  const { t } = useT('shell');
  const entries = useFloatEntries(siteConfig, language, true).data ?? [];
  if (entries.length === 0) return null;
  return (
    <Bar aria-label={t('float_label')} data-testid="float-bar">
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <SiteLink link={entry.link}>
              <LayoutIcon name={entry.icon} />
              <span className="label">{entry.title}</span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </Bar>
  );
}

// The layout draws again on every change of the session, the address or the customer-service
// address; this part depends on its props (and its own hooks) only, so it is skipped then.
export const FloatBar = memo(FloatBarPart);
