import { useTheme } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import type { AgentPromotion } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { usePromotion } from '../../../api/agent-api';
import { Chart } from '../../../components/charts';
import { CopyField } from '../../../components/copy-field';
import { AgentPage, Panel, QueryBody } from '../../../components/panel';

/** ProxyCenter "Promotion": the agent's links, code and domains to share, and what each brought. */
export function PromotionPage() {
  const t = useT('proxy');
  const promotion = usePromotion();
  return (
    <AgentPage
      id="promotion-title"
      title={t('menu.Promotion')}
      intro={t('promotion.intro')}
      data-testid="proxy-page-Promotion"
    >
      <QueryBody query={promotion} height={320}>
        {(p) => <PromotionBody promotion={p} />}
      </QueryBody>
    </AgentPage>
  );
}

function PromotionBody({ promotion: p }: { promotion: AgentPromotion }) {
  const theme = useTheme();
  const t = useT('proxy');
  const origin = window.location.origin;
  const link = origin + p.link_path;
  const invite = origin + p.invite_path;
  const sourceLabel = (s: AgentPromotion['sources'][number]) =>
    s.source === 'domain' ? s.host : t(`promotion.source.${s.source}`);
  const totalRegistrations = p.recent.reduce((sum, d) => sum + d.registrations, 0);
  const chartSources = p.sources.map((s) => ({
    name: sourceLabel(s),
    registrations: s.registrations,
    depositors: s.depositors,
  }));
  const recent = p.recent.map((d) => ({ date: d.date.slice(5), registrations: d.registrations }));

  return (
    <>
      <Panel title={t('promotion.links_title')} titleId="promotion-links">
        <div
          css={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            gap: theme.space(5),
            alignItems: 'start',
            [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
          }}
        >
          <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(4), minWidth: 0 }}>
            <CopyField label={t('promotion.link')} value={link} data-testid="promotion-link" />
            <CopyField label={t('promotion.invite')} value={invite} data-testid="promotion-invite" />
            <CopyField label={t('promotion.code')} value={p.recommend_code} data-testid="promotion-code" />
            {p.domains.map((d) => (
              <CopyField
                key={d.id}
                label={
                  d.active ? t('promotion.domain', { host: d.host }) : t('promotion.domain_inactive', { host: d.host })
                }
                value={`https://${d.host}/register`}
                data-testid="promotion-domain"
              />
            ))}
          </div>
          <figure
            css={{ margin: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: theme.space(2) }}
          >
            <div css={{ padding: theme.space(3), borderRadius: theme.radii.md, background: '#fff' }}>
              <QRCodeSVG
                value={link}
                size={168}
                level="M"
                role="img"
                aria-label={t('promotion.qr_label', { link })}
                data-testid="promotion-qr"
              />
            </div>
            <figcaption
              css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted, textAlign: 'center', maxWidth: 200 }}
            >
              {t('promotion.qr_caption')}
            </figcaption>
          </figure>
        </div>
      </Panel>
      <div
        css={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
          gap: theme.space(5),
          [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        <Panel title={t('promotion.sources_title')} titleId="promotion-sources">
          {p.sources.length === 0 ? (
            <p css={{ margin: 0, color: theme.colors.textMuted }}>{t('promotion.sources_empty')}</p>
          ) : (
            <>
              <Chart
                kind="bar"
                data={chartSources}
                xKey="name"
                series={[
                  { key: 'registrations', label: t('promotion.registrations') },
                  { key: 'depositors', label: t('promotion.depositors') },
                ]}
                height={180}
                integer
                label={t('promotion.sources_title')}
                summary={t('promotion.sources_summary')}
              />
              <table
                aria-label={t('promotion.sources_title')}
                data-testid="promotion-sources"
                css={{
                  width: '100%',
                  borderCollapse: 'collapse',
                  marginTop: theme.space(3),
                  fontSize: theme.fontSizes.sm,
                }}
              >
                <thead>
                  <tr css={{ color: theme.colors.textMuted, textAlign: 'left' }}>
                    <th scope="col" css={{ padding: theme.space(2, 0) }}>
                      {t('promotion.source_col')}
                    </th>
                    <th scope="col" css={{ padding: theme.space(2, 0), textAlign: 'right' }}>
                      {t('promotion.registrations')}
                    </th>
                    <th scope="col" css={{ padding: theme.space(2, 0), textAlign: 'right' }}>
                      {t('promotion.depositors')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {p.sources.map((s) => (
                    <tr key={`${s.source}-${s.domain_id}`} css={{ borderTop: `1px solid ${theme.colors.border}` }}>
                      <th
                        scope="row"
                        css={{ padding: theme.space(2, 0), textAlign: 'left', fontWeight: theme.fontWeights.medium }}
                      >
                        {sourceLabel(s)}
                      </th>
                      <td css={{ padding: theme.space(2, 0), textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                        {s.registrations}
                      </td>
                      <td css={{ padding: theme.space(2, 0), textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                        {s.depositors}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </Panel>
        <Panel title={t('promotion.recent_title')} titleId="promotion-recent">
          <Chart
            kind="bar"
            data={recent}
            xKey="date"
            series={[{ key: 'registrations', label: t('promotion.registrations') }]}
            height={220}
            integer
            label={t('promotion.recent_title')}
            summary={t('promotion.recent_summary', { count: totalRegistrations })}
            data-testid="promotion-recent"
          />
        </Panel>
      </div>
    </>
  );
}
