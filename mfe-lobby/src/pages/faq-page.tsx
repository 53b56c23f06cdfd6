import { useParams } from '@site/shared/router';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { EmptyState } from '@site/shared/ui';
import { PageFrame } from '../components/page-frame';
import { PageHeader } from '../components/page-header';
import { faqPath, pageIdOf } from '../config/paths';
import { ContentCard, ContentLayout, FaqTopic, pagesOf, useFooterEntries } from '../features/site-content';
import { usePageLanguage } from '../hooks/use-page-language';
import { ContentError, ContentLoading } from './content-states';
import { NotFoundPage } from './not-found-page';

/**
 * SPEC §2 /faq and /faq/{id}: the frequently asked questions from the footer list's faq entries,
 * in the page language. /faq shows every topic with its questions; /faq/{id} one topic, its first
 * answer open. An id the list does not have is "Page Not Found".
 */
export function FaqPage({ siteConfig }: RemoteProps) {
  const t = useT('lobby');
  const language = usePageLanguage();
  const { id } = useParams();
  const topicId = id === undefined ? null : pageIdOf(id);
  const footer = useFooterEntries(siteConfig.site_id, language, id === undefined || topicId !== null);

  if (id !== undefined && topicId === null) return <NotFoundPage />;
  if (footer.isError) return <ContentError onRetry={() => void footer.refetch()} />;
  if (!footer.data) return <ContentLoading />;
  const topics = pagesOf(footer.data, 'faq');
  const topic = topicId === null ? null : (topics.find((p) => p.pageId === topicId) ?? null);
  if (topicId !== null && !topic) return <NotFoundPage />;

  const nav = [
    { to: '/faq', title: t('content.faq_all'), current: topicId === null },
    ...topics.map((p) => ({ to: faqPath(p.pageId!), title: p.title, current: p.pageId === topicId })),
  ];
  return (
    <PageFrame data-testid="faq-page">
      <PageHeader
        titleId="faq-page-title"
        eyebrow={t('content.faq_eyebrow')}
        title={topic ? topic.title : t('content.faq_title')}
        description={t('content.faq_description')}
        back={topic ? { to: '/faq', label: t('content.faq_all') } : undefined}
      />
      {topics.length === 0 ? (
        <EmptyState title={t('content.faq_empty_title')} message={t('content.faq_empty')} />
      ) : (
        <ContentLayout navLabel={t('content.faq_nav')} items={nav}>
          {topic ? (
            <ContentCard aria-labelledby="faq-page-title">
              <FaqTopic topic={topic} standalone />
            </ContentCard>
          ) : (
            topics.map((p) => (
              <ContentCard key={p.pageId}>
                <FaqTopic topic={p} standalone={false} />
              </ContentCard>
            ))
          )}
        </ContentLayout>
      )}
    </PageFrame>
  );
}
