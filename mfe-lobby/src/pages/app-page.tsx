import styled from '@emotion/styled';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { EmptyState } from '@site/shared/ui';
import { PageFrame } from '../components/page-frame';
import { PageHeader } from '../components/page-header';
import { AppDownloadView, useAppDownload } from '../features/app-download';
import { usePageLanguage } from '../hooks/use-page-language';
import { ContentError, ContentLoading } from './content-states';

const Perks = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: theme.space(4),
  li: {
    padding: theme.space(5, 6),
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
  },
  strong: { display: 'block', marginBottom: theme.space(1), color: theme.colors.accent },
  span: { color: theme.colors.textMuted, lineHeight: 1.6 },
  [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space(3), li: { padding: theme.space(4) } },
}));

const PERKS = ['login', 'wallet', 'alerts'] as const;

/**
 * SPEC §2 /app: the app download page. The iOS and Android addresses come from the platform's model
 * settings (entry `app_download`), in the page language and live on model_settings.url; each has
 * its button and, on a desktop, a QR code drawn as SVG. Without the entry the app is "coming soon".
 */
export function AppPage({ siteConfig, layout }: RemoteProps) {
  const t = useT('lobby');
  const language = usePageLanguage();
  const template = layout === 'mobile' ? siteConfig.mobile_template : siteConfig.template;
  const app = useAppDownload(siteConfig.site_id, language, template);

  if (app.isError) return <ContentError onRetry={() => void app.refetch()} />;
  if (app.data === undefined) return <ContentLoading />;
  const brand = siteConfig.brand.name;
  return (
    <PageFrame data-testid="app-page">
      <PageHeader
        titleId="app-page-title"
        eyebrow={t('app.eyebrow')}
        title={app.data?.title || t('app.title', { brand })}
        description={app.data?.content || t('app.subtitle', { brand })}
      />
      {app.data && (app.data.ios || app.data.android) ? (
        <AppDownloadView app={app.data} layout={layout} />
      ) : (
        <EmptyState title={t('app.coming_soon_title')} message={t('app.coming_soon_message', { brand })} />
      )}
      <Perks aria-label={t('app.perks_label')}>
        {PERKS.map((perk) => (
          <li key={perk}>
            <strong>{t(`app.perks.${perk}.title`)}</strong>
            <span>{t(`app.perks.${perk}.text`)}</span>
          </li>
        ))}
      </Perks>
    </PageFrame>
  );
}
