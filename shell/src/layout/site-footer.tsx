import { memo } from 'react';
import styled from '@emotion/styled';
import { Link } from '@site/shared/router';
import { PATHS, type LanguageCode } from '@site/shared/constants';
import type { LayoutMode, SiteConfig } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { BrandLogo } from './brand-logo';
import { LayoutIcon } from './layout-icons';
import { useBrandLogo, useFooterLinks, useSponsorEntries, type LinkEntry } from './site-content';
import { SiteLink } from './site-link';
import { tokens } from './tokens';

const Footer = styled.footer<{ mobile: boolean }>(({ theme, mobile }) => {
  const t = tokens(theme);
  return {
    marginTop: mobile ? 32 : 48,
    borderTop: `1px solid ${t.border}`,
    background: t.surface,
    color: t.textMuted,
    fontSize: 14,
    '.inner': { maxWidth: 1280, margin: '0 auto', padding: mobile ? '24px 16px' : '40px 24px 28px' },
    h2: {
      margin: '0 0 12px',
      color: t.text,
      fontSize: 13,
      fontWeight: 800,
      letterSpacing: '0.08em',
      textTransform: 'uppercase',
    },
    a: { color: t.textMuted, textDecoration: 'none', borderRadius: 4 },
    'a:hover': { color: t.accent, textDecoration: 'underline', textUnderlineOffset: 3 },
    'a:focus-visible': { outline: `2px solid ${t.focusRing}`, outlineOffset: 2 },
    // Sponsors: a band of logos over the links.
    '.sponsors': {
      display: 'flex',
      alignItems: 'center',
      gap: mobile ? 12 : 24,
      paddingBottom: mobile ? 20 : 28,
      marginBottom: mobile ? 20 : 28,
      borderBottom: `1px solid ${t.border}`,
      flexWrap: mobile ? 'wrap' : 'nowrap',
    },
    '.sponsors h2': { margin: 0, flex: 'none' },
    '.sponsors ul': {
      listStyle: 'none',
      margin: 0,
      padding: 0,
      display: 'flex',
      gap: 12,
      flex: '1 1 auto',
      overflowX: 'auto',
      order: mobile ? 3 : 0,
      width: mobile ? '100%' : 'auto',
    },
    '.sponsor': {
      display: 'grid',
      placeItems: 'center',
      height: 56,
      minWidth: 120,
      padding: '6px 12px',
      borderRadius: 10,
      border: `1px solid ${t.border}`,
      background: t.surfaceSunken,
      color: t.text,
      fontWeight: 700,
      img: { maxHeight: 44, maxWidth: 150, objectFit: 'contain', display: 'block' },
    },
    'a.sponsor:hover': { borderColor: t.borderStrong, textDecoration: 'none' },
    '.all': { flex: 'none', marginLeft: mobile ? 'auto' : 0, color: t.primary, fontWeight: 700 },
    '.main': {
      display: 'grid',
      gridTemplateColumns: mobile ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1.4fr) repeat(3, minmax(0, 1fr))',
      gap: mobile ? '24px 16px' : 32,
    },
    '.brand': {
      gridColumn: mobile ? '1 / -1' : 'auto',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: 16,
    },
    '.brand-logo img': { display: 'block', height: mobile ? 40 : 48, width: 'auto' },
    '.links ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 },
    // A 44 px-high row per link on a phone, a comfortable target.
    '.links a': { display: 'inline-flex', alignItems: 'center', minHeight: mobile ? 40 : 32 },
    '.bottom': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: 16,
      marginTop: mobile ? 24 : 32,
      paddingTop: mobile ? 16 : 20,
      borderTop: `1px solid ${t.border}`,
      fontSize: 13,
    },
    '.rg': { display: 'flex', alignItems: 'center', gap: 12 },
    '.age': {
      width: 36,
      height: 36,
      borderRadius: '50%',
      border: `2px solid ${t.danger}`,
      color: t.text,
      display: 'grid',
      placeItems: 'center',
      fontWeight: 800,
      fontSize: 12,
      flex: 'none',
    },
  };
});

/** The customer-service link: a pill in the footer's brand column. */
const SupportLink = styled.a(({ theme }) => {
  const t = tokens(theme);
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    padding: '10px 16px',
    borderRadius: 999,
    border: `1px solid ${t.borderStrong}`,
    color: `${t.primary} !important`,
    fontWeight: 700,
    whiteSpace: 'nowrap',
    textDecoration: 'none !important',
    transition: 'background 200ms',
    '&:hover': { background: 'rgba(255, 255, 255, 0.05)' },
  };
});

export interface SiteFooterProps {
  siteConfig: SiteConfig;
  layout: LayoutMode;
  language: LanguageCode;
  /** The brand's customer-service address for the language (site detail), or null. */
  customerUrl: string | null;
}

/**
 * The site footer from the platform (SPEC §3 content lists): the sponsors (web/model_sponsor, live
 * on model_sponsor.url) with a way to the sponsor page; the brand's logo (web/logo); the footer's
 * links grouped by url type (main/{id} pages, faq/{id} topics with the FAQ page, outer links); the
 * customer-service link; the 18+ notice and the copyright. A list that fails is left out.
 */
function SiteFooterPart({ siteConfig, layout, language, customerUrl }: SiteFooterProps) {
  const { t } = useT('shell');
  const mobile = layout === 'mobile';
  const template = mobile ? siteConfig.mobile_template : siteConfig.template;
  const links = useFooterLinks(siteConfig, language).data ?? [];
  const sponsors = useSponsorEntries(siteConfig, language, template).data ?? [];
  const logo = useBrandLogo(siteConfig).data ?? null;

  const of = (kind: string) => links.filter((l) => l.kind === kind);
  const faq = of('faq');
  const groups: Array<{ id: string; title: string; entries: LinkEntry[]; extra?: { to: string; label: string } }> = [
    { id: 'about', title: t('footer.about'), entries: of('main') },
    {
      id: 'help',
      title: t('footer.help'),
      entries: faq,
      extra: faq.length ? { to: PATHS.faq, label: t('footer.all_questions') } : undefined,
    },
    { id: 'more', title: t('footer.more'), entries: links.filter((l) => l.kind !== 'main' && l.kind !== 'faq') },
  ].filter((g) => g.entries.length > 0);

  return (
    <Footer mobile={mobile} data-testid="site-footer">
      <div className="inner">
        {sponsors.length > 0 ? (
          <section className="sponsors" aria-labelledby="footer-sponsors" data-testid="footer-sponsors">
            <h2 id="footer-sponsors">{t('footer.sponsors')}</h2>
            <ul>
              {sponsors.map((s) => {
                const face = s.image ? <img src={s.image} alt={s.title} loading="lazy" /> : s.title;
                return (
                  <li key={s.id}>
                    {s.link ? (
                      <SiteLink link={s.link} className="sponsor">
                        {face}
                      </SiteLink>
                    ) : (
                      <span className="sponsor">{face}</span>
                    )}
                  </li>
                );
              })}
            </ul>
            <Link className="all" to={PATHS.sponsor}>
              {t('footer.all_sponsors')}
            </Link>
          </section>
        ) : null}
        <div className="main">
          <div className="brand">
            {logo ? (
              <Link className="brand-logo" to={PATHS.home} aria-label={siteConfig.brand.name}>
                <img src={logo} alt="" data-testid="footer-logo" />
              </Link>
            ) : (
              <BrandLogo brand={siteConfig.brand} compact />
            )}
            {customerUrl ? (
              <SupportLink
                href={customerUrl}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="customer-service-link"
              >
                <LayoutIcon name="service" size={18} />
                {t('customer_service')}
              </SupportLink>
            ) : null}
          </div>
          {groups.map((group) => (
            <nav key={group.id} className="links" aria-labelledby={`footer-${group.id}`}>
              <h2 id={`footer-${group.id}`}>{group.title}</h2>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.id}>
                    <SiteLink link={entry.link}>{entry.title}</SiteLink>
                  </li>
                ))}
                {group.extra ? (
                  <li>
                    <Link to={group.extra.to}>{group.extra.label}</Link>
                  </li>
                ) : null}
              </ul>
            </nav>
          ))}
        </div>
        <div className="bottom">
          <div className="rg">
            <span className="age" aria-hidden="true">
              18+
            </span>
            <span>{t('responsible_gaming')}</span>
          </div>
          <div>{t('copyright', { year: new Date().getFullYear(), brand: siteConfig.brand.name })}</div>
        </div>
      </div>
    </Footer>
  );
}

// The layout draws again on every change of the session, the address or the customer-service
// address; this part depends on its props (and its own hooks) only, so it is skipped then.
export const SiteFooter = memo(SiteFooterPart);
