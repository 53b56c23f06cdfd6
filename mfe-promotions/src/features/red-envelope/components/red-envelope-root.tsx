import { useCallback, useEffect, useLayoutEffect, useState } from 'react';
import { keyframes, useTheme } from '@emotion/react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@site/shared/api';
import { bus } from '@site/shared/bus';
import {
  FLOATING_GAP_PX,
  RED_ENVELOPE_RETRY_MS,
  SITE_FLOATING_SPACE_VAR,
  SITE_TAB_BAR_SPACE_VAR,
} from '@site/shared/constants';
import {
  RED_ENVELOPE_CLAIM_CODE_MESSAGE,
  RED_ENVELOPE_GONE_CODE,
  type ModalProps,
  type RedEnvelopePromotion,
} from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { countdownParts, secondsUntil } from '@site/shared/site-time';
import { Button, Modal, toast } from '@site/shared/ui';
import { queryKeys } from '@site/shared/query';
import { useClaimRedEnvelope, useRedEnvelopePromotion } from '../api/red-envelope-api';
import { EnvelopeArt } from './envelope-art';

type View = 'badge' | 'envelope' | 'prize';

/**
 * Tells the page how much room the floating badge takes (its height and the gap under it) while it
 * shows, so the shell leaves that much space below the last record and puts go-to-top above it:
 * the badge never rests over a record or a tab.
 */
function useFloatingSpace(element: HTMLElement | null) {
  useLayoutEffect(() => {
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const height = Math.ceil(element.getBoundingClientRect().height);
      if (height > 0) root.style.setProperty(SITE_FLOATING_SPACE_VAR, `${height + FLOATING_GAP_PX}px`);
    };
    publish();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(SITE_FLOATING_SPACE_VAR);
    };
  }, [element]);
}

const swing = keyframes({
  '0%, 100%': { transform: 'rotate(-6deg)' },
  '50%': { transform: 'rotate(6deg)' },
});
const pop = keyframes({
  '0%': { transform: 'scale(0.6)', opacity: 0 },
  '70%': { transform: 'scale(1.06)', opacity: 1 },
  '100%': { transform: 'scale(1)' },
});

/** How a failed claim is worded: the claim codes' keys, else what the failure says, else claim_failed. */
const CLAIM_FAILURE = {
  codes: RED_ENVELOPE_CLAIM_CODE_MESSAGE,
  fallback: 'promotions:red_envelope.claim_failed',
} as const;

const isPromotion = (value: unknown): value is RedEnvelopePromotion =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RedEnvelopePromotion).id === 'number' &&
  typeof (value as RedEnvelopePromotion).end_at === 'string';

/**
 * The red envelope (SPEC §2 "red envelope and red-envelope prize" modals, §4 "Red envelope", §8),
 * mounted by the shell's modal host as MODALS.red_envelope with params.promotion:
 * - a floating envelope with the time left, counting down each second (the end time is a wall
 *   clock of America/Caracas); pressing it opens the envelope dialog;
 * - "Open" claims it: the prize dialog shows the cash; closing the prize refreshes the balance and
 *   checks again for an envelope (none: the widget goes away);
 * - at zero it is ended and checked again after 3 s; a claim answered 102 shows the message and
 *   clears the envelope; any other failure shows the message.
 */
export function RedEnvelopeRoot({ params, onClose, layout }: ModalProps) {
  const theme = useTheme();
  const t = useT('promotions');
  const formatMoney = useFormatMoney();
  const queryClient = useQueryClient();
  const initial = isPromotion(params?.promotion) ? params.promotion : null;
  const envelope = useRedEnvelopePromotion(initial);
  const promotion = envelope.data ?? null;
  const claimer = useClaimRedEnvelope();
  const claiming = claimer.isPending;
  const [view, setView] = useState<View>('badge');
  const [cash, setCash] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  /** The dialog asked for the envelope again and waits for the answer. */
  const [askedAgain, setAskedAgain] = useState(false);

  // A newer envelope handed over by the shell (RedEnvelopeDisplay while this one is shown).
  const incomingId = initial?.id;
  useEffect(() => {
    if (initial) {
      queryClient.setQueryData(queryKeys.redEnvelopePromotion, initial);
      setView((v) => (v === 'prize' ? v : 'badge'));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by the envelope id
  }, [incomingId]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const { refetch } = envelope;
  const recheck = useCallback(() => {
    setAskedAgain(true);
    void refetch();
  }, [refetch]);
  // The answer to asking again: another envelope replaces this one; none (or no answer) closes the widget.
  useEffect(() => {
    if (!askedAgain || envelope.isFetching) return;
    setAskedAgain(false);
    if (envelope.isError || !envelope.data) onClose();
    else setView('badge');
  }, [askedAgain, envelope.isFetching, envelope.isError, envelope.data, onClose]);

  const seconds = promotion ? secondsUntil(promotion.end_at, now, promotion.timezone) : 0;
  const ended = promotion !== null && seconds <= 0;

  // SPEC §4: at zero it is ended, and checked again after 3 s.
  useEffect(() => {
    if (!ended || view === 'prize') return;
    const timer = setTimeout(recheck, RED_ENVELOPE_RETRY_MS);
    return () => clearTimeout(timer);
  }, [ended, view, recheck, promotion?.id]);

  const claim = () => {
    if (!promotion || claiming || ended) return;
    claimer.mutate(promotion.id, {
      onSuccess: (prize) => {
        setCash(prize.cash);
        setView('prize');
      },
      onError: (err) => {
        // SPEC §8: 102 shows the message and clears the envelope; others show the message. The
        // server's messages are English only, so the codes it answers are shown from their keys.
        toast.failure(err, CLAIM_FAILURE);
        if (err instanceof ApiError && err.code === RED_ENVELOPE_GONE_CODE) onClose();
      },
    });
  };

  const collect = () => {
    setView('badge');
    setCash(null);
    bus.emit('wallet:refresh-requested', {});
    recheck();
  };

  const [badgeElement, setBadgeElement] = useState<HTMLButtonElement | null>(null);
  useFloatingSpace(promotion && view === 'badge' ? badgeElement : null);

  if (!promotion) return null;
  const parts = countdownParts(seconds);
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = `${two(parts.hours)}:${two(parts.minutes)}:${two(parts.seconds)}`;
  const timeLeft = parts.days > 0 ? t('red_envelope.days_and_clock', { count: parts.days, clock }) : clock;
  const mobile = layout === 'mobile';

  return (
    <>
      {view === 'badge' && (
        <button
          type="button"
          data-testid="red-envelope-badge"
          ref={setBadgeElement}
          onClick={() => setView('envelope')}
          aria-label={ended ? t('red_envelope.badge_ended') : t('red_envelope.badge_label', { time: timeLeft })}
          css={{
            position: 'fixed',
            // Desktop: the page corner. Mobile: just above the bottom navigation, whatever its height.
            right: mobile ? 8 : 24,
            bottom: mobile
              ? `calc(var(${SITE_TAB_BAR_SPACE_VAR}, 0px) + ${FLOATING_GAP_PX}px + env(safe-area-inset-bottom))`
              : 24,
            zIndex: theme.zIndex.header - 1,
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 2,
            padding: 0,
            border: 0,
            background: 'transparent',
            cursor: 'pointer',
            filter: 'drop-shadow(0 8px 18px rgba(224, 49, 63, 0.45))',
            '&:focus-visible': {
              outline: `2px solid ${theme.colors.focusRing}`,
              outlineOffset: 4,
              borderRadius: theme.radii.md,
            },
          }}
        >
          <span
            css={{
              display: 'block',
              transformOrigin: '50% 0',
              animation: ended ? undefined : `${swing} 1.6s ${theme.motion.easing} infinite`,
              '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
            }}
          >
            <EnvelopeArt size={mobile ? 40 : 56} />
          </span>
          <span
            data-testid="red-envelope-badge-time"
            css={{
              padding: '2px 8px',
              borderRadius: theme.radii.pill,
              background: ended ? theme.colors.surfaceRaised : theme.gradients.primary,
              color: ended ? theme.colors.textMuted : theme.colors.onPrimary,
              fontFamily: theme.fonts.mono,
              fontSize: theme.fontSizes.xs,
              fontWeight: theme.fontWeights.bold,
              fontVariantNumeric: 'tabular-nums',
              whiteSpace: 'nowrap',
            }}
          >
            {ended ? t('red_envelope.ended') : timeLeft}
          </span>
        </button>
      )}

      {view === 'envelope' && (
        <Modal
          open
          onClose={() => setView('badge')}
          ariaLabel={t('red_envelope.title')}
          width={380}
          data-testid="red-envelope-modal"
        >
          <div
            css={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: theme.space(3),
              paddingTop: theme.space(2),
            }}
          >
            <h2
              css={{
                margin: 0,
                fontFamily: theme.fonts.display,
                fontSize: theme.fontSizes.xl,
                fontWeight: theme.fontWeights.black,
                background: theme.gradients.metalText,
                WebkitBackgroundClip: 'text',
                backgroundClip: 'text',
                color: 'transparent',
              }}
            >
              {t('red_envelope.title')}
            </h2>
            <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.md }}>
              {t('red_envelope.subtitle')}
            </p>
            <div
              css={{
                position: 'relative',
                animation: `${pop} 420ms ${theme.motion.easing}`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              <EnvelopeArt size={mobile ? 168 : 188} title={t('red_envelope.title')} />
            </div>
            <div
              data-testid="red-envelope-countdown"
              css={{ color: ended ? theme.colors.textSubtle : theme.colors.text, fontSize: theme.fontSizes.sm }}
            >
              {ended ? (
                t('red_envelope.ended_message')
              ) : (
                <>
                  {t('red_envelope.ends_in')}{' '}
                  <strong
                    css={{
                      fontFamily: theme.fonts.mono,
                      color: theme.colors.accent,
                      fontVariantNumeric: 'tabular-nums',
                    }}
                  >
                    {timeLeft}
                  </strong>
                </>
              )}
            </div>
            <Button
              variant="primary"
              size="lg"
              block
              loading={claiming}
              disabled={ended}
              onClick={claim}
              data-testid="red-envelope-open"
            >
              {t('red_envelope.open')}
            </Button>
          </div>
        </Modal>
      )}

      {view === 'prize' && (
        <Modal
          open
          onClose={collect}
          ariaLabel={t('red_envelope.prize_title')}
          width={380}
          data-testid="red-envelope-prize"
        >
          <div
            css={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              textAlign: 'center',
              gap: theme.space(3),
              paddingTop: theme.space(2),
            }}
          >
            <div
              css={{
                animation: `${pop} 480ms ${theme.motion.easing}`,
                '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
              }}
            >
              <EnvelopeArt size={mobile ? 140 : 156} open />
            </div>
            <h2
              css={{
                margin: 0,
                fontFamily: theme.fonts.display,
                fontSize: theme.fontSizes.xl,
                fontWeight: theme.fontWeights.black,
                color: theme.colors.text,
              }}
            >
              {t('red_envelope.prize_title')}
            </h2>
            <div
              data-testid="red-envelope-cash"
              css={{
                fontFamily: theme.fonts.display,
                fontSize: theme.fontSizes.display,
                fontWeight: theme.fontWeights.black,
                lineHeight: 1.1,
                background: theme.gradients.metalText,
                WebkitBackgroundClip: 'text',
                backgroundClip: 'text',
                color: 'transparent',
                fontVariantNumeric: 'tabular-nums',
              }}
            >
              {formatMoney(cash, promotion.currency)}
            </div>
            <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.md }}>
              {t('red_envelope.prize_message')}
            </p>
            <Button variant="primary" size="lg" block onClick={collect} data-testid="red-envelope-collect">
              {t('red_envelope.collect')}
            </Button>
          </div>
        </Modal>
      )}
    </>
  );
}
