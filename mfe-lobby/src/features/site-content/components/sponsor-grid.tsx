import styled from '@emotion/styled';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { AppLink } from '../../../components/app-link';
import type { Sponsor } from '../lib/content-entries';

const List = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(340px, 1fr))',
  gap: theme.space(5),
  li: {
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    borderRadius: theme.radii.xl,
    border: `1px solid ${theme.colors.border}`,
    background: theme.gradients.surface,
    boxShadow: `${theme.shadows.md}, ${theme.shadows.inset}`,
  },
  '.picture': {
    display: 'grid',
    placeItems: 'center',
    aspectRatio: '600 / 240',
    background: theme.colors.surfaceSunken,
    borderBottom: `1px solid ${theme.colors.border}`,
    img: { width: '100%', height: '100%', objectFit: 'contain' },
  },
  '.body': { display: 'flex', flexDirection: 'column', gap: theme.space(2), padding: theme.space(5, 6, 6), flex: 1 },
  h2: { margin: 0, fontSize: theme.fontSizes.xl, color: theme.colors.text },
  p: { margin: 0, color: theme.colors.textMuted, lineHeight: 1.6 },
  '.visit': {
    alignSelf: 'flex-start',
    marginTop: 'auto',
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    minHeight: 40,
    padding: theme.space(0, 4),
    borderRadius: theme.radii.pill,
    border: `1px solid ${theme.colors.borderStrong}`,
    color: theme.colors.accent,
    fontWeight: theme.fontWeights.bold,
    textDecoration: 'none',
    '&:hover': { background: `${theme.colors.primary}1f` },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(4), '.body': { padding: theme.space(4) } },
}));

/** The sponsors as cards: picture, name, what the partnership is, and a link to the sponsor. */
export function SponsorGrid({ sponsors }: { sponsors: readonly Sponsor[] }) {
  const t = useT('lobby');
  return (
    <List data-testid="sponsor-list">
      {sponsors.map((s) => (
        <li key={s.id} data-testid="sponsor">
          <div className="picture">{s.image ? <img src={s.image} alt="" loading="lazy" /> : null}</div>
          <div className="body">
            <h2>{s.title}</h2>
            {s.content ? <p>{s.content}</p> : null}
            {s.link?.kind === 'external' ? (
              <a
                className="visit"
                href={s.link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${t('content.sponsor_visit_named', { sponsor: s.title })} ${t('banners.new_window')}`}
              >
                {t('content.sponsor_visit')}
                <span aria-hidden="true">↗</span>
              </a>
            ) : s.link ? (
              <AppLink
                className="visit"
                to={s.link.to}
                aria-label={t('content.sponsor_visit_named', { sponsor: s.title })}
              >
                {t('content.sponsor_visit')}
              </AppLink>
            ) : null}
          </div>
        </li>
      ))}
    </List>
  );
}
