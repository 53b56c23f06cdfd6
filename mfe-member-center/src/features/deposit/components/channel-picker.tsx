import { useTheme } from '@emotion/react';
import type { PaymentChannel } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { visuallyHidden } from '@site/shared/ui';
import { ChoiceCards, choiceCard } from '../../../components/choice-cards';
import { MethodIcon } from './method-icon';

/**
 * The deposit channels of the member's currency as selectable cards (a radio group): each shows
 * its method, name, limits and fee. Arrow keys move between them as in any radio group.
 */
export function ChannelPicker({
  channels,
  value,
  onChange,
  currency,
  error,
  layout,
}: {
  channels: PaymentChannel[];
  value: string;
  onChange: (channelId: string) => void;
  currency: string;
  error?: string;
  layout: 'desktop' | 'mobile' | 'default';
}) {
  const theme = useTheme();
  const t = useT('member');
  const formatMoney = useFormatMoney();
  return (
    <ChoiceCards legend={t('deposit.channel_label')} error={error} errorId="deposit-channel-error">
      <div
        data-testid="deposit-channels"
        css={{
          display: 'grid',
          gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(auto-fill, minmax(220px, 1fr))',
          gap: theme.space(3),
        }}
      >
        {channels.map((channel) => {
          const selected = channel.channel_id === value;
          return (
            <label
              key={channel.channel_id}
              data-testid="deposit-channel"
              data-selected={selected || undefined}
              css={{
                position: 'relative',
                display: 'flex',
                gap: theme.space(3),
                alignItems: 'flex-start',
                ...choiceCard(theme, selected),
                cursor: 'pointer',
                transition: `border-color ${theme.motion.normal}, box-shadow ${theme.motion.normal}`,
                '&:hover': { borderColor: selected ? theme.colors.primary : theme.colors.borderStrong },
              }}
            >
              <input
                type="radio"
                name="channel_id"
                value={channel.channel_id}
                checked={selected}
                onChange={() => onChange(channel.channel_id)}
                css={visuallyHidden}
              />
              <span
                css={{
                  flex: 'none',
                  display: 'grid',
                  placeItems: 'center',
                  width: 44,
                  height: 44,
                  borderRadius: theme.radii.md,
                  color: selected ? theme.colors.onPrimary : theme.colors.accent,
                  background: selected ? theme.gradients.primary : theme.colors.surfaceSunken,
                }}
              >
                <MethodIcon method={channel.method} />
              </span>
              <span css={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
                <span css={{ fontWeight: theme.fontWeights.bold, color: theme.colors.text }}>{channel.name}</span>
                <span css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }}>
                  {t(`records.method.${channel.method}`)}
                </span>
                <span
                  data-testid="deposit-channel-limits"
                  css={{ fontSize: theme.fontSizes.sm, color: theme.colors.text, fontVariantNumeric: 'tabular-nums' }}
                >
                  {t('deposit.limits', {
                    min: formatMoney(channel.min, currency),
                    max: formatMoney(channel.max, currency),
                  })}
                </span>
                <span css={{ fontSize: theme.fontSizes.xs, color: theme.colors.textMuted }}>
                  {channel.fee > 0
                    ? t('deposit.fee', { fee: formatMoney(channel.fee, currency) })
                    : t('deposit.no_fee')}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </ChoiceCards>
  );
}
