import { useTheme } from '@emotion/react';
import { QRCodeSVG } from 'qrcode.react';
import { describeFailure } from '@site/shared/api';
import { translateFailure, useT } from '@site/shared/i18n';
import { Button, ErrorState, Skeleton, toast } from '@site/shared/ui';
import { LinkButton } from '../../../components/link-button';
import { PageHeading } from '../../../components/page-heading';
import { useRecommendProject } from '../api/recommend';
import { Money, Panel, RecommendGate, StatRow } from './recommend-parts';

/** The invite link on the site's own origin (SPEC §2/§4 `/register?invite=<code>`). */
export const inviteUrlOf = (invitePath: string) => new URL(invitePath, window.location.origin).toString();

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

/**
 * /user/RecommendProject (SPEC §2 RecommendAward → RecommendProject): the member's recommend code
 * and invite link (copy buttons and a QR code of the link), the programme's rules and reward tiers
 * for the member's currency, and what the member has earned so far.
 */
export function RecommendProjectPage({ siteId }: { siteId: number }) {
  const t = useT('member');
  return (
    <section aria-labelledby="recommend-project-heading" css={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <PageHeading id="recommend-project-heading" title={t('menu.RecommendProject')} />
      <RecommendGate siteId={siteId}>
        <ProjectBody />
      </RecommendGate>
    </section>
  );
}

function ProjectBody() {
  const theme = useTheme();
  const t = useT('member');
  const project = useRecommendProject();

  if (project.isError) {
    return (
      <ErrorState
        title={t('recommend.load_failed')}
        message={translateFailure(describeFailure(project.error, { fallback: 'member:load_failed' }))}
        onRetry={() => void project.refetch()}
      />
    );
  }
  if (!project.data) return <Skeleton height={320} radius={theme.radii.lg} />;
  const { recommend_code: code, invite_path: invitePath, rules, totals, currency } = project.data;
  const link = inviteUrlOf(invitePath);
  const copied = t('recommend.copied');
  const copyFailed = t('recommend.copy_failed');
  const mono = { fontFamily: theme.fonts.mono, overflowWrap: 'anywhere' as const };

  return (
    <>
      <StatRow
        items={[
          { id: 'members', label: t('recommend.total_members'), value: totals.members },
          { id: 'first-deposits', label: t('recommend.total_first_deposits'), value: totals.first_deposits },
          {
            id: 'reward',
            label: t('recommend.total_reward'),
            value: <Money value={totals.reward} currency={currency} />,
          },
        ]}
      />
      <Panel id="recommend-invite-heading" title={t('recommend.invite_heading')}>
        {project.data.recommend_status === 0 ? (
          <p role="status" css={{ margin: 0, color: theme.colors.warning }}>
            {t('recommend.code_disabled')}
          </p>
        ) : null}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(5), alignItems: 'center' }}>
          <figure
            css={{
              margin: 0,
              padding: theme.space(3),
              borderRadius: theme.radii.md,
              background: '#ffffff',
              lineHeight: 0,
            }}
          >
            <QRCodeSVG
              value={link}
              size={168}
              level="M"
              marginSize={2}
              title={t('recommend.qr_label')}
              data-testid="recommend-qr"
              data-value={link}
            />
          </figure>
          <dl css={{ flex: '1 1 280px', display: 'grid', gap: theme.space(4), margin: 0 }}>
            <div>
              <dt css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{t('recommend.code')}</dt>
              <dd css={{ margin: `${theme.space(1)} 0 0`, display: 'flex', gap: theme.space(3), alignItems: 'center' }}>
                <span
                  data-testid="recommend-code"
                  css={{
                    ...mono,
                    fontSize: theme.fontSizes.xl,
                    fontWeight: theme.fontWeights.black,
                    letterSpacing: '0.12em',
                  }}
                >
                  {code}
                </span>
                <Button size="sm" variant="secondary" onClick={() => void copy(code, copied, copyFailed)}>
                  {t('recommend.copy_code')}
                </Button>
              </dd>
            </div>
            <div>
              <dt css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{t('recommend.link')}</dt>
              <dd
                css={{
                  margin: `${theme.space(1)} 0 0`,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: theme.space(3),
                  alignItems: 'center',
                }}
              >
                <span data-testid="recommend-link" css={{ ...mono, fontSize: theme.fontSizes.sm }}>
                  {link}
                </span>
                <Button size="sm" onClick={() => void copy(link, copied, copyFailed)}>
                  {t('recommend.copy_link')}
                </Button>
              </dd>
            </div>
          </dl>
        </div>
      </Panel>
      <Panel id="recommend-rules-heading" title={t('recommend.rules_heading')}>
        <ol
          css={{
            margin: 0,
            paddingLeft: theme.space(5),
            display: 'grid',
            gap: theme.space(2),
            color: theme.colors.textMuted,
          }}
        >
          <li>{t('recommend.rule_share_link')}</li>
          <li>{t('recommend.rule_first_deposit')}</li>
          <li>
            {t('recommend.rule_share', { percent: rules.share_percent, days: rules.share_days })}{' '}
            <Money value={rules.share_cap} currency={currency} />
          </li>
          <li>{t('recommend.rule_ledger')}</li>
        </ol>
        <table
          aria-label={t('recommend.tiers_label')}
          data-testid="recommend-tiers"
          css={{ width: '100%', borderCollapse: 'collapse', fontSize: theme.fontSizes.sm }}
        >
          <thead>
            <tr>
              <th scope="col" css={{ textAlign: 'left', padding: theme.space(2), color: theme.colors.textMuted }}>
                {t('recommend.tier_min')}
              </th>
              <th scope="col" css={{ textAlign: 'right', padding: theme.space(2), color: theme.colors.textMuted }}>
                {t('recommend.tier_reward')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.tiers.map((tier) => (
              <tr key={tier.min_deposit} css={{ borderTop: `1px solid ${theme.colors.border}` }}>
                <td css={{ padding: theme.space(2) }}>
                  {t('recommend.tier_from')} <Money value={tier.min_deposit} currency={currency} />
                </td>
                <td css={{ padding: theme.space(2), textAlign: 'right' }}>
                  <Money value={tier.reward} currency={currency} strong />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div css={{ display: 'flex', gap: theme.space(2), flexWrap: 'wrap' }}>
          <LinkButton to="/RecommendRecord">{t('menu.RecommendRecord')}</LinkButton>
          <LinkButton to="/RecommendMemberSearch" variant="secondary">
            {t('menu.RecommendMemberSearch')}
          </LinkButton>
        </div>
      </Panel>
    </>
  );
}
