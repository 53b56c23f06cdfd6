import { useTheme } from '@emotion/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AgentProgramme } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { QueryBody } from '../../../components/panel';
import { useMoney } from '../../../components/money';

/** The programme's tiers, lowest first: profit from, active members, rate. */
export function TierTable({
  programme,
  highlight,
}: {
  programme: Pick<AgentProgramme, 'tiers' | 'currency'>;
  highlight?: number;
}) {
  const theme = useTheme();
  const t = useT('proxy');
  const money = useMoney(programme.currency);
  return (
    <div
      role="region"
      aria-label={t('programme.tiers_title')}
      // A scrolling region must take the keyboard's focus to be scrolled without a mouse (WCAG 2.1.1).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      css={{ overflowX: 'auto', borderRadius: theme.radii.md, border: `1px solid ${theme.colors.border}` }}
    >
      <table
        aria-label={t('programme.tiers_title')}
        data-testid="programme-tiers"
        css={{ width: '100%', borderCollapse: 'collapse', fontSize: theme.fontSizes.sm }}
      >
        <thead>
          <tr>
            {[
              t('programme.col.tier'),
              t('programme.col.min_profit'),
              t('programme.col.min_active'),
              t('programme.col.rate'),
            ].map((h, i) => (
              <th
                key={h}
                scope="col"
                css={{
                  padding: theme.space(3),
                  textAlign: i === 0 ? 'left' : 'right',
                  fontSize: theme.fontSizes.xs,
                  textTransform: 'uppercase',
                  letterSpacing: '0.06em',
                  color: theme.colors.textMuted,
                  background: theme.colors.surfaceRaised,
                  whiteSpace: 'nowrap',
                }}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {programme.tiers.map((tier, i) => {
            const on = highlight === i;
            return (
              <tr
                key={`${tier.min_profit}-${tier.min_active_members}`}
                aria-current={on ? 'true' : undefined}
                css={{
                  background: on ? 'rgba(255, 255, 255, 0.06)' : undefined,
                  '& td': { borderTop: `1px solid ${theme.colors.border}` },
                }}
              >
                <th
                  scope="row"
                  css={{
                    padding: theme.space(3),
                    textAlign: 'left',
                    fontWeight: theme.fontWeights.bold,
                    color: on ? theme.colors.accent : theme.colors.text,
                  }}
                >
                  {t('programme.tier_name', { n: i + 1 })}
                </th>
                <td css={{ padding: theme.space(3), textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {money(tier.min_profit)}
                </td>
                <td css={{ padding: theme.space(3), textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {tier.min_active_members}
                </td>
                <td
                  css={{
                    padding: theme.space(3),
                    textAlign: 'right',
                    fontWeight: theme.fontWeights.black,
                    color: theme.colors.primary,
                  }}
                >
                  {tier.rate_percent}%
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** The programme in figures: tiers, active member, settlement, transfer limits, level names. */
export function ProgrammeFigures({ query }: { query: UseQueryResult<AgentProgramme> }) {
  return (
    <QueryBody query={query} data-testid="programme">
      {(p) => <Figures programme={p} />}
    </QueryBody>
  );
}

function Figures({ programme }: { programme: AgentProgramme }) {
  const theme = useTheme();
  const t = useT('proxy');
  const money = useMoney(programme.currency);
  const facts = [
    {
      id: 'active',
      title: t('programme.active_title'),
      text: t('programme.active_text', { amount: money(programme.active_bet_min) }),
    },
    { id: 'settlement', title: t('programme.settlement_title'), text: t('programme.settlement_text') },
    {
      id: 'transfer',
      title: t('programme.transfer_title'),
      text: t('programme.transfer_text', {
        min: money(programme.transfer_min),
        max: money(programme.transfer_max),
        daily: money(programme.transfer_daily_max),
      }),
    },
  ];
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }} data-testid="programme-figures">
      {programme.open ? null : (
        <p
          role="status"
          css={{
            margin: 0,
            padding: theme.space(3, 4),
            borderRadius: theme.radii.md,
            border: `1px solid ${theme.colors.warning}`,
            color: theme.colors.warning,
          }}
        >
          {t('programme.closed', { currency: programme.currency })}
        </p>
      )}
      <div>
        <h3>{t('programme.tiers_title')}</h3>
        <p>{t('programme.tiers_text')}</p>
        <TierTable programme={programme} />
      </div>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: theme.space(3),
          [mq.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' },
        }}
      >
        {facts.map((f) => (
          <li
            key={f.id}
            data-testid={`programme-${f.id}`}
            css={{
              padding: theme.space(4),
              borderRadius: theme.radii.md,
              border: `1px solid ${theme.colors.border}`,
              background: theme.colors.surfaceSunken,
            }}
          >
            <strong css={{ display: 'block', marginBottom: theme.space(1), color: theme.colors.accent }}>
              {f.title}
            </strong>
            <span css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{f.text}</span>
          </li>
        ))}
      </ul>
      {programme.level_names.length > 0 ? (
        <div>
          <h3>{t('programme.levels_title')}</h3>
          <p>{t('programme.levels_text', { max: programme.max_level })}</p>
          <ol
            data-testid="programme-levels"
            css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(2), listStyle: 'none', padding: '0 !important' }}
          >
            {programme.level_names.map((l) => (
              <li
                key={l.agent_level}
                css={{
                  margin: '0 !important',
                  padding: theme.space(1.5, 3),
                  borderRadius: theme.radii.pill,
                  border: `1px solid ${theme.colors.borderStrong}`,
                  color: theme.colors.text,
                  fontSize: theme.fontSizes.sm,
                }}
              >
                {t('programme.level', { level: l.agent_level })} · {l.name}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </div>
  );
}
