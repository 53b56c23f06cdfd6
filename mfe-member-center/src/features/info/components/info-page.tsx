import { useEffect, type ReactNode } from 'react';
import { useTheme } from '@emotion/react';
import { Link, useLocation } from '@site/shared/router';
import { MEMBER_TYPE_NORMAL } from '@site/shared/constants';
import type { LayoutMode, MemberLayout } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { ErrorState, visuallyHidden } from '@site/shared/ui';
import { useMemberProfile } from '../../../lib/payments/get-member-profile';
import { useAgentLevelNames } from '../api/profile-calls';
import { useProfileLive } from '../hooks/use-profile-live';
import { BalanceCard } from './balance-card';
import { ChangePasswordForm } from './change-password-form';
import { ProfileSection, ProfileSkeleton } from './profile-section';
import { WithdrawPasswordForm } from './withdraw-password-form';

/**
 * /user and /user/Info: who is logged in (from the session the shell publishes), the profile of
 * SPEC §3 with its edit form, and the security forms (the login password, the withdraw password).
 * The profile follows profile.updated live.
 */
export function InfoPage({ member, siteId, layout }: { member: MemberLayout; siteId: number; layout: LayoutMode }) {
  const theme = useTheme();
  const t = useT('member');
  const location = useLocation();
  const profile = useMemberProfile();
  useProfileLive();
  const initial = member.member_account.charAt(0).toUpperCase();

  // SPEC §3/§6: other member types show the agent-level name of their level.
  const agentMember = member.member_type !== MEMBER_TYPE_NORMAL;
  const levels = useAgentLevelNames(agentMember);
  const levelName = levels.data?.find((l) => l.agent_level === member.agent_level)?.name;
  const memberType = !agentMember
    ? t('info.member_type_normal')
    : (levelName ?? (levels.isPending ? '…' : t('info.member_type_other', { type: member.member_type })));

  // A link to a form of the page (#withdraw-password from the withdrawal page) scrolls to it.
  const hash = location.hash.slice(1);
  const ready = Boolean(profile.data);
  useEffect(() => {
    if (!hash || !ready) return;
    const target = document.getElementById(hash);
    target?.scrollIntoView({ block: 'start' });
    target?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true });
  }, [hash, ready]);
  const agent = member.is_agent
    ? member.agent_active
      ? t('info.agent_active')
      : t('info.agent_inactive')
    : t('info.agent_none');

  return (
    <section
      aria-labelledby="member-info-heading"
      css={{ display: 'flex', flexDirection: 'column', gap: theme.space(5) }}
    >
      <h1 id="member-info-heading" css={visuallyHidden}>
        {t('info.heading')}
      </h1>
      <div
        css={{
          position: 'relative',
          overflow: 'hidden',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: theme.space(5),
          padding: theme.space(6),
          borderRadius: theme.radii.lg,
          background: `radial-gradient(120% 140% at 0% 0%, ${theme.colors.primary}2e 0%, transparent 55%), ${theme.gradients.surface}`,
          border: `1px solid ${theme.colors.borderStrong}`,
          boxShadow: theme.shadows.lg,
        }}
      >
        <div
          aria-hidden="true"
          css={{
            flex: 'none',
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontFamily: theme.fonts.display,
            fontSize: 28,
            fontWeight: theme.fontWeights.black,
            color: theme.colors.onPrimary,
            background: theme.gradients.primary,
            boxShadow: theme.shadows.glow,
          }}
        >
          {initial}
        </div>
        <div css={{ flex: '1 1 200px', minWidth: 0 }}>
          <p css={{ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}>{t('info.heading')}</p>
          <p
            css={{
              margin: theme.space(1, 0, 0),
              fontSize: theme.fontSizes.xxl,
              fontWeight: theme.fontWeights.black,
              overflowWrap: 'anywhere',
            }}
          >
            <span css={visuallyHidden}>{t('info.account')}: </span>
            <span data-testid="member-account">{member.member_account}</span>
          </p>
        </div>
        <BalanceCard />
      </div>

      <dl
        css={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))',
          gap: theme.space(3),
          margin: 0,
        }}
      >
        <Detail label={t('info.account')}>{member.member_account}</Detail>
        <Detail label={t('info.currency')} testId="member-currency">
          {member.member_currency}
        </Detail>
        <Detail label={t('info.member_type')} testId="member-type">
          {memberType}
        </Detail>
        <Detail label={t('info.agent')} testId="member-agent">
          {agent}
        </Detail>
      </dl>

      {profile.isError ? (
        <ErrorState title={t('profile.load_failed')} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <ProfileSkeleton />
      ) : (
        <>
          <ProfileSection profile={profile.data} siteId={siteId} layout={layout} />
          <div
            css={{
              display: 'grid',
              gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(2, minmax(0, 1fr))',
              alignItems: 'start',
              gap: theme.space(5),
            }}
          >
            <ChangePasswordForm currency={member.member_currency} layout={layout} />
            <WithdrawPasswordForm hasPassword={profile.data.is_withdraw_password === 1} layout={layout} />
          </div>
        </>
      )}

      <Link
        to="/MyWallet"
        css={{
          alignSelf: 'flex-start',
          color: theme.colors.primary,
          fontWeight: theme.fontWeights.bold,
          textDecoration: 'none',
          '&:hover': { textDecoration: 'underline' },
        }}
      >
        {t('info.to_wallet')} →
      </Link>
      <Link
        to="/ResponsibleGaming"
        data-testid="info-responsible-gaming"
        css={{ alignSelf: 'flex-start', color: theme.colors.textMuted, fontSize: theme.fontSizes.sm }}
      >
        {t('info.responsible_gaming')} →
      </Link>
    </section>
  );
}

function Detail({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  const theme = useTheme();
  return (
    <div
      css={{
        padding: theme.space(4),
        borderRadius: theme.radii.md,
        background: theme.colors.surface,
        border: `1px solid ${theme.colors.border}`,
      }}
    >
      <dt
        css={{
          fontSize: theme.fontSizes.xs,
          color: theme.colors.textMuted,
          letterSpacing: '0.04em',
          textTransform: 'uppercase',
        }}
      >
        {label}
      </dt>
      <dd
        data-testid={testId}
        css={{ margin: theme.space(1, 0, 0), fontSize: theme.fontSizes.lg, fontWeight: theme.fontWeights.bold }}
      >
        {children}
      </dd>
    </div>
  );
}
