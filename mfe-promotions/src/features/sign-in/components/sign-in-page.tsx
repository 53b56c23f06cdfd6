import { useRef } from 'react';
import styled from '@emotion/styled';
import { keyframes } from '@emotion/react';
import { bus } from '@site/shared/bus';
import { SIGN_IN_CODE_MESSAGE, SIGN_IN_MESSAGE_KEYS, type SignInDay, type SiteConfig } from '@site/shared/contracts';
import { useFormatMoney, useT } from '@site/shared/i18n';
import { mq } from '@site/shared/theme';
import { Button, ErrorState, Skeleton, toast, visuallyHidden } from '@site/shared/ui';
import { CheckIcon, ChevronLeftIcon, FlameIcon, StampIcon } from '../../../components/icons';
import { usePromotionsSession } from '../../../hooks/use-promotions-session';
import { BackLink, Page } from '../../../components/page';
import { useSignInStatus } from '../api/get-sign-in-status';
import { useSignIn } from '../api/sign-in';

const stamp = keyframes({
  '0%': { transform: 'scale(1.6) rotate(-12deg)', opacity: 0 },
  '60%': { transform: 'scale(0.92) rotate(3deg)', opacity: 1 },
  '100%': { transform: 'none' },
});

const Hero = styled.section(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: theme.space(6),
  alignItems: 'center',
  padding: theme.space(7, 8),
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: `radial-gradient(600px 240px at 100% 0%, rgba(224, 49, 63, 0.16), transparent 70%), ${theme.gradients.surface}`,
  boxShadow: theme.shadows.lg,
  '.intro': { display: 'flex', flexDirection: 'column', gap: theme.space(2) },
  '.today': {
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.sm,
    fontVariantNumeric: 'tabular-nums',
  },
  '.streak': {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space(1),
    minWidth: 180,
    padding: theme.space(4, 6),
    borderRadius: theme.radii.lg,
    background: theme.colors.surfaceSunken,
    border: `1px solid ${theme.colors.border}`,
    textAlign: 'center',
  },
  '.streak-count': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.space(2),
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.display,
    fontWeight: theme.fontWeights.black,
    lineHeight: 1,
    color: theme.colors.accent,
    svg: { color: theme.colors.highlight },
  },
  '.streak-label': { color: theme.colors.textMuted, fontSize: theme.fontSizes.sm },
  '.action': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space(4),
    marginTop: theme.space(2),
  },
  '.reward': { color: theme.colors.text, fontSize: theme.fontSizes.md },
  '.reward strong': { color: theme.colors.accent, fontVariantNumeric: 'tabular-nums' },
  [mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.space(4),
    padding: theme.space(5, 4),
    borderRadius: theme.radii.lg,
    '.streak': {
      flexDirection: 'row',
      justifyContent: 'center',
      gap: theme.space(3),
      minWidth: 0,
      padding: theme.space(3),
    },
    '.streak-count': { fontSize: theme.fontSizes.xxl },
    '.action': { flexDirection: 'column', alignItems: 'stretch', gap: theme.space(3) },
    '.action button': { width: '100%' },
  },
}));

const Note = styled.p<{ tone: 'warning' | 'info' }>(({ theme, tone }) => ({
  margin: 0,
  padding: theme.space(3, 4),
  borderRadius: theme.radii.md,
  border: `1px solid ${tone === 'warning' ? theme.colors.warning : theme.colors.border}`,
  background: theme.colors.surfaceSunken,
  color: tone === 'warning' ? theme.colors.warning : theme.colors.textMuted,
  fontSize: theme.fontSizes.sm,
  strong: { marginRight: theme.space(1) },
}));

const Days = styled.ol(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: theme.space(3),
  li: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: theme.space(2),
    padding: theme.space(4, 2),
    borderRadius: theme.radii.lg,
    border: `1px solid ${theme.colors.border}`,
    background: theme.colors.surface,
    textAlign: 'center',
  },
  '.day': {
    color: theme.colors.textMuted,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    textTransform: 'uppercase',
    letterSpacing: '0.06em',
  },
  '.mark': {
    display: 'grid',
    placeItems: 'center',
    width: 44,
    height: 44,
    borderRadius: '50%',
    border: `2px dashed ${theme.colors.border}`,
    color: theme.colors.textMuted,
  },
  '.amount': {
    color: theme.colors.text,
    fontSize: theme.fontSizes.sm,
    fontWeight: theme.fontWeights.bold,
    fontVariantNumeric: 'tabular-nums',
    overflowWrap: 'anywhere',
  },
  '.state': { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
  '[data-state="signed"]': {
    borderColor: theme.colors.borderStrong,
    background: theme.colors.surfaceSunken,
    '.mark': {
      border: 0,
      background: theme.gradients.primary,
      color: theme.colors.onPrimary,
      animation: `${stamp} 420ms ${theme.motion.easing}`,
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
    '.state': { color: theme.colors.accent },
  },
  '[data-state="today"]': {
    borderColor: theme.colors.primary,
    boxShadow: theme.shadows.glow,
    '.mark': { borderColor: theme.colors.primary, color: theme.colors.primary },
    '.state': { color: theme.colors.primaryHover, fontWeight: theme.fontWeights.bold },
  },
  [mq.mobile]: {
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: theme.space(2),
    li: { padding: theme.space(3, 1) },
    '.mark': { width: 36, height: 36 },
  },
}));

const Prompt = styled.section(({ theme }) => ({
  maxWidth: 520,
  margin: `${theme.space(6)} auto 0`,
  padding: theme.space(10, 6),
  textAlign: 'center',
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.gradients.surface,
  boxShadow: theme.shadows.lg,
  svg: { color: theme.colors.primary },
  h2: { margin: theme.space(4, 0, 2), fontSize: theme.fontSizes.xl },
  p: { margin: theme.space(0, 0, 6), color: theme.colors.textMuted },
}));

type DayView = 'signed' | 'today' | 'ahead';
const dayView = (day: SignInDay): DayView =>
  day.state === SIGN_IN_MESSAGE_KEYS.signedIn
    ? 'signed'
    : day.state === SIGN_IN_MESSAGE_KEYS.signIn
      ? 'today'
      : 'ahead';

/** How a refused sign-in is worded: SPEC §3 is_signin_* keys by code, else the server's message. */
const SIGN_IN_FAILURE = { codes: SIGN_IN_CODE_MESSAGE, fallback: 'promotions:sign_in.failed' } as const;

/**
 * The daily check-in (/discount/sign-in; SPEC §3 sign-in message keys): today's date in the site
 * time zone, the streak, the reward table with each day's state, and the check-in button. Checking
 * in is a money call (Idempotency-Key); a second press while it runs does nothing. Toasts by key:
 * is_signin_success, is_signin_true (already), is_signin_pass (the day passed), is_signin_noopen.
 * A visitor is asked to log in.
 */
export function SignInPage({ siteConfig }: { siteConfig: SiteConfig }) {
  const t = useT('promotions');
  const formatMoney = useFormatMoney();
  const session = usePromotionsSession(siteConfig);
  const status = useSignInStatus(session);
  const signIn = useSignIn();
  // A second press of the same moment (a double click) comes before isPending is rendered: the ref
  // stops it, so one press is one check-in and its answer is the one shown.
  const pressing = useRef(false);

  const back = (
    <BackLink to="/">
      <ChevronLeftIcon />
      {t('sign_in.back')}
    </BackLink>
  );

  if (session.status === 'anonymous') {
    return (
      <Page data-testid="sign-in-page">
        {back}
        <Prompt aria-labelledby="sign-in-login-title" data-testid="sign-in-login">
          <StampIcon size={56} />
          <h2 id="sign-in-login-title">{t('sign_in.login_title')}</h2>
          <p>{t('sign_in.login_text')}</p>
          <Button size="lg" onClick={() => bus.emit('modal:open', { name: 'login' })}>
            {t('sign_in.login_button')}
          </Button>
        </Prompt>
      </Page>
    );
  }

  const data = status.data;
  let body;
  if (status.isError) {
    body = <ErrorState message={t('sign_in.load_failed')} onRetry={() => void status.refetch()} />;
  } else if (!data) {
    body = (
      <div aria-hidden="true" data-testid="sign-in-loading" css={{ display: 'grid', gap: 16 }}>
        <Skeleton height={180} radius={24} />
        <Skeleton height={140} radius={16} />
      </div>
    );
  } else {
    const canSignIn = data.state === SIGN_IN_MESSAGE_KEYS.signIn || data.state === SIGN_IN_MESSAGE_KEYS.missed;
    const buttonLabel = canSignIn ? t(SIGN_IN_MESSAGE_KEYS.signIn) : t(data.state);
    const press = () => {
      if (pressing.current || signIn.isPending || !canSignIn) return;
      pressing.current = true;
      signIn.mutate(data.date, {
        onSuccess: (result) => {
          toast.success(result.message_key);
          bus.emit('wallet:refresh-requested', {});
        },
        onError: (error) => toast.failure(error, SIGN_IN_FAILURE),
        onSettled: () => {
          pressing.current = false;
        },
      });
    };
    body = (
      <>
        <Hero aria-labelledby="sign-in-title">
          <div className="intro">
            <h1 id="sign-in-title">{t('sign_in.title')}</h1>
            <p className="subtitle">{t('sign_in.subtitle')}</p>
            <p className="today" data-testid="sign-in-date">
              {t('sign_in.today', { date: data.date })}
            </p>
            <div className="action">
              <Button
                size="lg"
                loading={signIn.isPending}
                disabled={!canSignIn}
                onClick={press}
                startIcon={data.state === SIGN_IN_MESSAGE_KEYS.signedIn ? <CheckIcon /> : undefined}
                data-testid="sign-in-button"
              >
                {buttonLabel}
              </Button>
              {data.today_reward !== null ? (
                <span className="reward" data-testid="sign-in-reward">
                  {t(data.signed_today ? 'sign_in.reward_paid' : 'sign_in.reward_today')}{' '}
                  <strong>{formatMoney(data.today_reward, data.currency)}</strong>
                </span>
              ) : null}
            </div>
          </div>
          <div className="streak" data-testid="sign-in-streak">
            <span className="streak-count">
              <FlameIcon size={32} />
              {data.streak}
            </span>
            <span className="streak-label">{t('sign_in.streak', { count: data.streak })}</span>
          </div>
        </Hero>
        {data.state === SIGN_IN_MESSAGE_KEYS.missed ? (
          <Note tone="warning" role="status" data-testid="sign-in-note">
            <strong>{t(SIGN_IN_MESSAGE_KEYS.missed)}.</strong> {t('sign_in.missed_hint')}
          </Note>
        ) : null}
        {data.state === SIGN_IN_MESSAGE_KEYS.notOpen ? (
          <Note tone="info" role="status" data-testid="sign-in-note">
            {t('sign_in.closed_hint')}
          </Note>
        ) : null}
        {data.days.length > 0 ? (
          <section aria-labelledby="sign-in-table-title">
            <h2 id="sign-in-table-title" css={{ margin: '0 0 12px', fontSize: 18 }}>
              {t('sign_in.table_title', { count: data.days.length })}
            </h2>
            <Days data-testid="sign-in-days">
              {data.days.map((day) => {
                const view = dayView(day);
                return (
                  <li
                    key={day.day}
                    data-state={view}
                    aria-current={view === 'today' ? 'step' : undefined}
                    data-testid="sign-in-day"
                  >
                    <span className="day">{t('sign_in.day', { day: day.day })}</span>
                    <span className="mark" aria-hidden="true">
                      {view === 'signed' ? <CheckIcon size={20} /> : <StampIcon size={18} />}
                    </span>
                    <span className="amount">{formatMoney(day.reward, data.currency)}</span>
                    <span className="state">{t(`sign_in.day_state.${view}`)}</span>
                  </li>
                );
              })}
            </Days>
          </section>
        ) : null}
        <span css={visuallyHidden} role="status">
          {signIn.isPending ? t('loading') : ''}
        </span>
      </>
    );
  }

  return (
    <Page data-testid="sign-in-page">
      {back}
      {body}
    </Page>
  );
}
