import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { EmptyState } from '@site/shared/ui';
import { PageFrame } from '../components/page-frame';
import { PageHeader } from '../components/page-header';
import { SponsorGrid, useSponsors } from '../features/site-content';
import { usePageLanguage } from '../hooks/use-page-language';
import { ContentError, ContentLoading } from './content-states';

/**
 * SPEC §2 /sponsor: the site's sponsors (web/model_sponsor) in the page language, live on the
 * platform's model_sponsor.url event.
 */
export function SponsorPage({ siteConfig, layout }: RemoteProps) {
  const t = useT('lobby');
  const language = usePageLanguage();
  const template = layout === 'mobile' ? siteConfig.mobile_template : siteConfig.template;
  const sponsors = useSponsors(siteConfig.site_id, language, template);

  if (sponsors.isError) return <ContentError onRetry={() => void sponsors.refetch()} />;
  if (!sponsors.data) return <ContentLoading />;
  return (
    <PageFrame data-testid="sponsor-page">
      <PageHeader
        titleId="sponsor-page-title"
        eyebrow={t('content.sponsor_eyebrow')}
        title={t('content.sponsor_title')}
        description={t('content.sponsor_description', { brand: siteConfig.brand.name })}
      />
      {sponsors.data.length === 0 ? (
        <EmptyState title={t('content.sponsor_empty_title')} message={t('content.sponsor_empty')} />
      ) : (
        <SponsorGrid sponsors={sponsors.data} />
      )}
    </PageFrame>
  );
}
