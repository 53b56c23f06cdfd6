import { useState } from 'react';
import { useTheme } from '@emotion/react';
import { PROFILE_CONTACTS, type LayoutMode, type MemberProfile } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button, ErrorState, Skeleton } from '@site/shared/ui';
import { isProfileEditable, settingsForCurrency } from '@site/shared/validation';
import { useRegisterSettings } from '../api/profile-calls';
import { ProfileEditForm } from './profile-edit-form';

/** The birthday as the member reads it (the stored year-month-day, zero-padded). */
const birthdayText = (v: string) => {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  return m ? `${m[3]!.padStart(2, '0')}/${m[2]!.padStart(2, '0')}/${m[1]}` : v;
};

/**
 * The member profile of SPEC §3 (the ID number masked), and its edit form behind "Edit". Contacts
 * are listed when set or editable; an empty field says so.
 */
export function ProfileSection({
  profile,
  siteId,
  layout,
}: {
  profile: MemberProfile;
  siteId: number;
  layout: LayoutMode;
}) {
  const theme = useTheme();
  const t = useT('member');
  const settings = useRegisterSettings(siteId);
  const [editing, setEditing] = useState(false);
  const byName = settings.data ? settingsForCurrency(settings.data, profile.member_currency) : null;

  const shownContacts = PROFILE_CONTACTS.filter(
    (f) => f === 'member_others' || profile[f] || (byName && isProfileEditable(byName, f)),
  );
  const rows: Array<{ field: string; value: string }> = [
    { field: 'member_name', value: profile.member_name },
    { field: 'member_email', value: profile.member_email },
    { field: 'member_phone', value: profile.member_phone },
    { field: 'member_birthday', value: birthdayText(profile.member_birthday) },
    { field: 'identity_id', value: profile.new_identity_id },
    ...shownContacts.filter((f) => f !== 'member_others').map((f) => ({ field: f, value: profile[f] })),
    { field: 'member_others', value: profile.member_others },
  ];

  if (editing && byName)
    return <ProfileEditForm profile={profile} settings={byName} layout={layout} onClose={() => setEditing(false)} />;

  return (
    <section
      aria-labelledby="profile-heading"
      data-testid="profile-details"
      css={{
        display: 'flex',
        flexDirection: 'column',
        gap: theme.space(4),
        padding: theme.space(5),
        borderRadius: theme.radii.lg,
        background: theme.gradients.surface,
        border: `1px solid ${theme.colors.border}`,
        boxShadow: theme.shadows.md,
      }}
    >
      <header css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.space(3) }}>
        <h2 id="profile-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
          {t('profile.heading')}
        </h2>
        {byName ? (
          <Button size="sm" variant="secondary" onClick={() => setEditing(true)} data-testid="profile-edit">
            {t('profile.edit')}
          </Button>
        ) : null}
      </header>
      {settings.isError ? (
        <ErrorState title={t('profile.settings_failed')} onRetry={() => void settings.refetch()} />
      ) : null}
      <dl
        css={{
          margin: 0,
          display: 'grid',
          gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(2, minmax(0, 1fr))',
          columnGap: theme.space(6),
          rowGap: theme.space(3),
        }}
      >
        {rows.map(({ field, value }) => (
          <div
            key={field}
            css={{
              display: 'flex',
              justifyContent: 'space-between',
              gap: theme.space(3),
              paddingBottom: theme.space(2),
              borderBottom: `1px solid ${theme.colors.border}`,
              minWidth: 0,
            }}
          >
            <dt css={{ color: theme.colors.textMuted, fontSize: theme.fontSizes.sm, flex: 'none' }}>
              {t(`profile.field.${field}`)}
            </dt>
            <dd
              data-testid={`profile-${field}`}
              css={{
                margin: 0,
                textAlign: 'right',
                fontWeight: theme.fontWeights.bold,
                overflowWrap: 'anywhere',
                color: value ? theme.colors.text : theme.colors.textMuted,
              }}
            >
              {value || t('profile.not_set')}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The profile while it loads. */
export function ProfileSkeleton() {
  const theme = useTheme();
  const t = useT('member');
  return (
    <div aria-busy="true" aria-label={t('profile.loading')} css={{ display: 'grid', gap: theme.space(3) }}>
      <Skeleton height={220} radius={theme.radii.lg} />
      <Skeleton height={160} radius={theme.radii.lg} />
    </div>
  );
}
