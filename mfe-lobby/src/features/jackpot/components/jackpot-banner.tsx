import { memo, useRef } from 'react';
import styled from '@emotion/styled';
import { CURRENCY_SYMBOLS, type CurrencyCode } from '@site/shared/constants';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { formatJackpot, minorDigits } from '@site/shared/money';
import { mq } from '@site/shared/theme';
import { Skeleton, visuallyHidden } from '@site/shared/ui';
import { useInView } from '../../../hooks/use-in-view';
import { useReducedMotion } from '../../../hooks/use-reduced-motion';
import { JACKPOT_REFRESH_MS, useJackpot } from '../api/get-jackpot';
import { useCountUp } from '../hooks/use-count-up';

const Banner = styled.section(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space(6),
  padding: theme.space(6, 8),
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: [
    `radial-gradient(380px 180px at 78% 50%, ${theme.colors.highlight}2e, transparent 70%)`,
    `radial-gradient(420px 220px at 10% 0%, ${theme.colors.primary}24, transparent 70%)`,
    `linear-gradient(120deg, ${theme.colors.surfaceRaised} 0%, ${theme.colors.surfaceSunken} 100%)`,
  ].join(', '),
  boxShadow: `${theme.shadows.lg}, ${theme.shadows.inset}`,
  // Faint sunburst rays behind the counter: the jackpot is the brightest thing in the room.
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: '-60% -10% -60% 40%',
    pointerEvents: 'none',
    opacity: 0.35,
    background: `repeating-conic-gradient(from 0deg at 50% 50%, ${theme.colors.primary}1f 0deg 6deg, transparent 6deg 18deg)`,
    maskImage: 'radial-gradient(closest-side, #000, transparent)',
  },
  '.copy': { position: 'relative', minWidth: 0 },
  '.eyebrow': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.space(2),
    color: theme.colors.accent,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: 1.4,
    textTransform: 'uppercase',
  },
  '.eyebrow::before': {
    content: '""',
    width: 8,
    height: 8,
    borderRadius: '50%',
    background: theme.colors.highlight,
    boxShadow: `0 0 0 3px ${theme.colors.highlight}40`,
  },
  h2: {
    margin: theme.space(1.5, 0, 1),
    fontSize: theme.fontSizes.xxl,
    fontWeight: theme.fontWeights.black,
    letterSpacing: '-0.01em',
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  p: { margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.md },
  [mq.mobile]: {
    flexDirection: 'column',
    alignItems: 'stretch',
    gap: theme.space(3),
    padding: theme.space(4),
    borderRadius: theme.radii.lg,
    h2: { fontSize: theme.fontSizes.xl, margin: theme.space(1, 0, 0) },
    p: { display: 'none' },
  },
}));

const Counter = styled.div(({ theme }) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: theme.space(2),
  flex: 'none',
  padding: theme.space(3, 4),
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
  background: `${theme.colors.surfaceSunken}cc`,
  boxShadow: `inset 0 2px 10px rgba(0, 0, 0, 0.55), ${theme.shadows.glow}`,
  fontFamily: theme.fonts.display,
  fontVariantNumeric: 'tabular-nums',
  '.symbol': {
    color: theme.colors.accent,
    fontSize: 30,
    fontWeight: theme.fontWeights.black,
    lineHeight: 1,
  },
  '.reels': { display: 'flex', alignItems: 'stretch', gap: 4 },
  '.digit': {
    display: 'grid',
    placeItems: 'center',
    width: 34,
    height: 50,
    borderRadius: theme.radii.sm,
    border: `1px solid ${theme.colors.border}`,
    background: `linear-gradient(180deg, ${theme.colors.surfaceRaised} 0%, ${theme.colors.surfaceSunken} 50%, ${theme.colors.surfaceRaised} 100%)`,
    color: theme.colors.accent,
    fontSize: 32,
    fontWeight: theme.fontWeights.black,
    lineHeight: 1,
    textShadow: `0 0 12px ${theme.colors.primary}66`,
  },
  // Thousands read at a glance without separators between the reels: a wider gap does it.
  '.digit[data-group="true"]': { marginLeft: 6 },
  '.dot': {
    alignSelf: 'flex-end',
    color: theme.colors.accent,
    fontSize: 32,
    fontWeight: theme.fontWeights.black,
    lineHeight: 1,
  },
  [mq.mobile]: {
    justifyContent: 'center',
    gap: theme.space(1.5),
    padding: theme.space(2.5, 2),
    '.symbol': { fontSize: 20 },
    '.reels': { gap: 2 },
    '.digit': {
      width: 'clamp(18px, 5.6vw, 26px)',
      height: 'clamp(28px, 8.4vw, 38px)',
      fontSize: 'clamp(15px, 4.8vw, 22px)',
    },
    '.digit[data-group="true"]': { marginLeft: 4 },
    '.dot': { fontSize: 20 },
  },
}));

/** The padded total as reels: a wider gap before each group of three integer digits. */
const Reels = memo(function Reels({ text }: { text: string }) {
  const point = text.indexOf('.');
  const integerDigits = point === -1 ? text.length : point;
  return (
    <span className="reels" aria-hidden="true" data-testid="jackpot-digits">
      {Array.from(text, (ch, i) =>
        ch === '.' ? (
          <span key={i} className="dot">
            .
          </span>
        ) : (
          <span
            key={i}
            className="digit"
            data-group={i > 0 && i < integerDigits && (integerDigits - i) % 3 === 0 ? 'true' : undefined}
          >
            {ch}
          </span>
        ),
      )}
    </span>
  );
});

export interface JackpotBannerProps {
  currency: CurrencyCode | null;
}

/**
 * The jackpot of the viewer's currency (SPEC §3, §7, §9): the total zero-padded to 10 integer
 * digits, one per reel, asked again every JACKPOT_REFRESH_MS and climbing smoothly towards each
 * answer (at once under reduced motion). Screen readers get the amount of the last answer, written
 * as money, not the moving digits. Nothing is shown if the jackpot cannot be read.
 */
export function JackpotBanner({ currency }: JackpotBannerProps) {
  const t = useT('lobby');
  const formatMoney = useFormatMoney();
  const jackpot = useJackpot(currency);
  const target = jackpot.data?.jackpot_amount_total ?? null;
  const shownCurrency = jackpot.data?.currency ?? currency;
  const bannerRef = useRef<HTMLElement>(null);
  const inView = useInView(bannerRef);
  const reduced = useReducedMotion();
  if (jackpot.isError && target === null) return null;
  return (
    <Banner ref={bannerRef} aria-labelledby="lobby-jackpot-title" data-testid="jackpot-banner">
      <div className="copy">
        <span className="eyebrow">{t('jackpot.eyebrow')}</span>
        <h2 id="lobby-jackpot-title">{t('jackpot.title')}</h2>
        <p>{t('jackpot.subtitle')}</p>
      </div>
      <Counter>
        {target === null || !shownCurrency ? (
          <Skeleton width="min(320px, 100%)" height={50} radius={8} />
        ) : (
          <>
            <span className="symbol" aria-hidden="true">
              {CURRENCY_SYMBOLS[shownCurrency]}
            </span>
            <CountingReels target={target} currency={shownCurrency} animate={inView && !reduced} />
            <span css={visuallyHidden} data-testid="jackpot-amount">
              {formatMoney(target, shownCurrency)}
            </span>
          </>
        )}
      </Counter>
    </Banner>
  );
}

/**
 * The climbing digits alone: the one part that changes while the counter runs, so a step redraws a
 * dozen spans, not the banner, its styles and its texts.
 */
function CountingReels({ target, currency, animate }: { target: number; currency: CurrencyCode; animate: boolean }) {
  // Scrolled away or under reduced motion, it jumps to each new total instead of climbing.
  const shown = useCountUp(target, { durationMs: JACKPOT_REFRESH_MS, animate });
  return <Reels text={formatJackpot(shown ?? target, minorDigits(currency))} />;
}
