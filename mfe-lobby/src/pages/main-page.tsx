import styled from '@emotion/styled';
import { useParams } from '@site/shared/router';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { EmptyState } from '@site/shared/ui';
import { AppLink } from '../components/app-link';
import { PageFrame } from '../components/page-frame';
import { PageHeader } from '../components/page-header';
import { RichText } from '../components/rich-text';
import { mainPath, pageIdOf } from '../config/paths';
import { ContentCard, ContentLayout, pagesOf, useFooterEntries } from '../features/site-content';
import { usePageLanguage } from '../hooks/use-page-language';
import { ContentError, ContentLoading } from './content-states';
import { NotFoundPage } from './not-found-page';

const PageList = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space(3),
  a: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    minHeight: 56,
    padding: theme.space(3, 5),
    borderRadius: theme.radii.md,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surfaceSunken,
    color: theme.colors.text,
    fontWeight: theme.fontWeights.bold,
    textDecoration: 'none',
    '&:hover': { borderColor: theme.colors.borderStrong, color: theme.colors.accent },
    '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
  },
}));

/**
 * SPEC §2 /main/{id}: a page of the site (about us, privacy...) from the footer list's main
 * entries, in the page language, its HTML body sanitised; the other pages beside it. An id the
 * list does not have is "Page Not Found". /main alone is sent home by the shell (SPEC §2 route
 * rules); with a query it lists the pages.
 */
export function MainPage({ siteConfig }: RemoteProps) {
  const t = useT('lobby');
  const language = usePageLanguage();
  const { id } = useParams();
  const pageId = id === undefined ? null : pageIdOf(id);
  const footer = useFooterEntries(siteConfig.site_id, language, id === undefined || pageId !== null);

  if (id !== undefined && pageId === null) return <NotFoundPage />;
  if (footer.isError) return <ContentError onRetry={() => void footer.refetch()} />;
  if (!footer.data) return <ContentLoading />;
  const pages = pagesOf(footer.data, 'main');
  const page = pageId === null ? null : (pages.find((p) => p.pageId === pageId) ?? null);
  if (pageId !== null && !page) return <NotFoundPage />;

  const nav = pages.map((p) => ({ to: mainPath(p.pageId!), title: p.title, current: p.pageId === pageId }));
  return (
    <PageFrame data-testid="main-page">
      <PageHeader
        titleId="main-page-title"
        eyebrow={t('content.main_eyebrow', { brand: siteConfig.brand.name })}
        title={page ? page.title : t('content.main_title')}
        description={page ? undefined : t('content.main_description', { brand: siteConfig.brand.name })}
      />
      {pages.length === 0 ? (
        <EmptyState title={t('content.main_empty_title')} message={t('content.main_empty')} />
      ) : (
        <ContentLayout navLabel={t('content.main_nav')} items={nav}>
          <ContentCard aria-labelledby="main-page-title">
            {page ? (
              page.content ? (
                <RichText html={page.content} data-testid="main-page-content" />
              ) : (
                <p css={{ margin: 0 }}>{t('content.page_empty')}</p>
              )
            ) : (
              <PageList>
                {nav.map((item) => (
                  <li key={item.to}>
                    <AppLink to={item.to}>
                      {item.title}
                      <span aria-hidden="true">→</span>
                    </AppLink>
                  </li>
                ))}
              </PageList>
            )}
          </ContentCard>
        </ContentLayout>
      )}
    </PageFrame>
  );
}
