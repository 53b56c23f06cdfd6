import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import { formatMoney } from '@site/shared/money';
import { useT } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { mq } from '@site/shared/theme';
import type { CatalogueStats } from '../hooks/use-home-catalogue';
import type { LobbySession } from '../hooks/use-lobby-session';
import { CatalogueStatList } from './catalogue-stat-list';

const Card = styled.section(({ theme }) => ({
  position: 'relative',
  overflow: 'hidden',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: theme.space(3),
  padding: theme.space(5),
  borderRadius: theme.radii.xl,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: [
    `radial-gradient(260px 200px at 100% 0%, ${theme.colors.accent}26, transparent 70%)`,
    `radial-gradient(300px 240px at 0% 100%, ${theme.colors.primary}33, transparent 70%)`,
    theme.gradients.surface,
  ].join(', '),
  boxShadow: `${theme.shadows.lg}, ${theme.shadows.inset}`,
  // A lotus-petal fan drawn in the theme colours, behind the text.
  '&::after': {
    content: '""',
    position: 'absolute',
    right: -40,
    bottom: -40,
    width: 180,
    height: 180,
    borderRadius: '50%',
    background: `conic-gradient(from 200deg, ${theme.colors.primary}22, transparent 25%, ${theme.colors.accent}1f 50%, transparent 75%, ${theme.colors.primary}22)`,
    pointerEvents: 'none',
  },
  '.eyebrow': {
    color: theme.colors.accent,
    fontSize: theme.fontSizes.xs,
    fontWeight: theme.fontWeights.bold,
    letterSpacing: '0.14em',
    textTransform: 'uppercase',
  },
  h1: {
    margin: theme.space(2, 0, 0),
    fontFamily: theme.fonts.display,
    fontSize: theme.fontSizes.xl + 4,
    fontWeight: theme.fontWeights.black,
    lineHeight: 1.15,
    background: theme.gradients.metalText,
    WebkitBackgroundClip: 'text',
    backgroundClip: 'text',
    color: 'transparent',
  },
  p: { margin: theme.space(1.5, 0, 0), color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, lineHeight: 1.5 },
  '.balance': {
    margin: theme.space(3, 0, 0),
    fontSize: theme.fontSizes.xl,
    fontWeight: theme.fontWeights.black,
    fontVariantNumeric: 'tabular-nums',
    color: theme.colors.text,
  },
  '.actions': {
    position: 'relative',
    zIndex: 1,
    display: 'grid',
    gridTemplateColumns: '1fr 1fr',
    gap: theme.space(2),
    '.demo': { gridColumn: '1 / -1' },
  },
  '.stats': {
    position: 'relative',
    zIndex: 1,
    display: 'grid',
    gridTemplateColumns: 'repeat(3, 1fr)',
    gap: theme.space(2),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    li: {
      padding: theme.space(1.5, 1),
      borderRadius: theme.radii.md,
      background: 'rgba(0, 0, 0, 0.22)',
      textAlign: 'center',
    },
    strong: { display: 'block', fontSize: theme.fontSizes.lg, fontVariantNumeric: 'tabular-nums' },
    span: { color: theme.colors.textMuted, fontSize: theme.fontSizes.xs },
  },
  [mq.mobile]: {
    padding: theme.space(4),
    borderRadius: theme.radii.lg,
    h1: { fontSize: theme.fontSizes.xl },
    '.stats': { display: 'none' },
  },
}));

export interface LoungeWelcomeProps {
  brandName: string;
  session: LobbySession;
  stats: CatalogueStats | null;
  onExplore: () => void;
}

/**
 * The modern lobby's welcome card: a visitor is invited to log in, sign up or try games for free; a
 * member is greeted by account with the main wallet's balance.
 */
export function LoungeWelcome({ brandName, session, stats, onExplore }: LoungeWelcomeProps) {
  const t = useT('lobby');
  const language = t.i18n.language;
  const member = session.member;
  return (
    <Card aria-labelledby="lounge-welcome-title" data-testid="lounge-welcome">
      <div css={{ position: 'relative', zIndex: 1 }}>
        <span className="eyebrow">{t('lounge.eyebrow')}</span>
        {member ? (
          <>
            <h1 id="lounge-welcome-title">{t('lounge.member_title', { account: member.member_account })}</h1>
            <p className="balance" data-testid="lounge-balance">
              {formatMoney(member.member_cash, member.member_currency, { locale: language })}
            </p>
          </>
        ) : (
          <>
            <h1 id="lounge-welcome-title">{t('lounge.visitor_title', { brand: brandName })}</h1>
            <p>{t('lounge.visitor_subtitle')}</p>
          </>
        )}
      </div>
      <div className="actions">
        {session.status === 'anonymous' ? (
          <>
            <Button variant="primary" size="md" onClick={() => bus.emit('modal:open', { name: 'register' })}>
              {t('lounge.register')}
            </Button>
            <Button variant="secondary" size="md" onClick={() => bus.emit('modal:open', { name: 'login' })}>
              {t('hero.cta_login')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="demo"
              onClick={() => bus.emit('modal:open', { name: 'game_demo_list' })}
            >
              {t('demo.cta')}
            </Button>
          </>
        ) : (
          <Button variant="primary" size="md" className="demo" onClick={onExplore}>
            {t('hero.cta_play')}
          </Button>
        )}
      </div>
      {stats ? <CatalogueStatList stats={stats} /> : null}
    </Card>
  );
}
