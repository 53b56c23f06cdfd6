import styled from '@emotion/styled';
import type { LayoutMode } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { visuallyHidden } from '@site/shared/ui';
import type { AppDownload } from '../api/get-app-download';
import { QrCode } from './qr-code';

const Cards = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space(6),
  '& > li': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'center',
    gap: theme.space(6),
    padding: theme.space(7, 8),
    borderRadius: theme.radii.xl,
    border: `1px solid ${theme.colors.border}`,
    background: theme.gradients.surface,
    boxShadow: `${theme.shadows.md}, ${theme.shadows.inset}`,
  },
  '.platform': { display: 'flex', alignItems: 'center', gap: theme.space(3), color: theme.colors.accent },
  h2: { margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.text },
  '.hint': { margin: theme.space(2, 0, 5), color: theme.colors.textMuted, lineHeight: 1.6 },
  '.store': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(3),
    minHeight: 52,
    padding: theme.space(0, 6),
    borderRadius: theme.radii.pill,
    background: theme.gradients.primary,
    color: theme.colors.onPrimary,
    fontWeight: theme.fontWeights.bold,
    fontSize: theme.fontSizes.lg - 1,
    textDecoration: 'none',
    boxShadow: `${theme.shadows.inset}, 0 2px 10px rgba(0, 0, 0, 0.35)`,
    '&:hover': { background: theme.gradients.primaryHover, boxShadow: theme.shadows.glow },
    '&:focus-visible': { outline: `3px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  '.soon': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: theme.space(0, 5),
    borderRadius: theme.radii.pill,
    border: `1px dashed ${theme.colors.borderStrong}`,
    color: theme.colors.textMuted,
    fontWeight: theme.fontWeights.bold,
  },
  '.address': {
    display: 'block',
    marginTop: theme.space(3),
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontFamily: theme.fonts.mono,
    overflowWrap: 'anywhere',
  },
  figure: {
    margin: 0,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space(2),
    svg: { display: 'block', borderRadius: theme.radii.md, boxShadow: theme.shadows.glow },
  },
  figcaption: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs, textAlign: 'center', maxWidth: 176 },
  [mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space(4),
    '& > li': { gridTemplateColumns: 'minmax(0, 1fr)', padding: theme.space(5) },
    '.store': { width: '100%', justifyContent: 'center' },
  },
}));

const AppleGlyph = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="currentColor"
      d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.8-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.8-1.1-2.8-4.2zM13.9 5.1c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z"
    />
  </svg>
);
const AndroidGlyph = () => (
  <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
    <path
      fill="currentColor"
      d="M6 18a1 1 0 0 0 1 1h1v3.5a1.5 1.5 0 0 0 3 0V19h2v3.5a1.5 1.5 0 0 0 3 0V19h1a1 1 0 0 0 1-1V8H6zM3.5 8A1.5 1.5 0 0 0 2 9.5v7a1.5 1.5 0 0 0 3 0v-7A1.5 1.5 0 0 0 3.5 8zm17 0A1.5 1.5 0 0 0 19 9.5v7a1.5 1.5 0 0 0 3 0v-7A1.5 1.5 0 0 0 20.5 8zM15.5 2.2l1.3-1.3a.5.5 0 0 0-.7-.7l-1.5 1.5A6 6 0 0 0 12 1a6 6 0 0 0-2.6.6L7.9.1a.5.5 0 0 0-.7.7l1.3 1.3A6 6 0 0 0 6 7h12a6 6 0 0 0-2.5-4.8zM10 5H9V4h1zm5 0h-1V4h1z"
    />
  </svg>
);

type Platform = 'ios' | 'android';

/** The phone's own system, to list its download first. */
export function phonePlatform(userAgent: string): Platform | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

export interface AppDownloadViewProps {
  app: AppDownload;
  layout: LayoutMode;
}

/**
 * The two downloads of the app (SPEC §2 /app): for each system its button and, on a desktop, a QR
 * code of the same address to scan with the phone. A system without an address says it is coming.
 */
export function AppDownloadView({ app, layout }: AppDownloadViewProps) {
  const t = useT('lobby');
  const mobile = layout === 'mobile';
  const own = mobile && typeof navigator !== 'undefined' ? phonePlatform(navigator.userAgent) : null;
  const platforms: Platform[] = own === 'android' ? ['android', 'ios'] : ['ios', 'android'];

  return (
    <Cards data-testid="app-downloads">
      {platforms.map((platform) => {
        const url = app[platform];
        const name = t(`app.${platform}.name`);
        return (
          <li key={platform} data-testid={`app-download-${platform}`}>
            <div>
              <div className="platform">
                {platform === 'ios' ? <AppleGlyph /> : <AndroidGlyph />}
                <h2>{name}</h2>
              </div>
              <p className="hint">{t(`app.${platform}.hint`)}</p>
              {url ? (
                <>
                  <a className="store" href={url} target="_blank" rel="noopener noreferrer">
                    {platform === 'ios' ? <AppleGlyph /> : <AndroidGlyph />}
                    {t(`app.${platform}.download`)}
                    <span css={visuallyHidden}> {t('banners.new_window')}</span>
                  </a>
                  <span className="address">{url}</span>
                </>
              ) : (
                <span className="soon">{t('app.coming_soon')}</span>
              )}
            </div>
            {url && !mobile ? (
              <figure>
                <QrCode value={url} label={t('app.qr_label', { platform: name })} />
                <figcaption>{t('app.scan')}</figcaption>
              </figure>
            ) : null}
          </li>
        );
      })}
    </Cards>
  );
}
