import { useMemo, useState } from 'react';
import { useTheme } from '@emotion/react';
import { FORM_ERROR, type FieldState } from 'final-form';
import { Field, Form } from 'react-final-form';
import { isApiError } from '@site/shared/api';
import { SMS_CODE_DIGITS } from '@site/shared/constants';
import { SMS_CODE_COUNTDOWN_STILL_STARTS, type LayoutMode, type MemberProfile } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Button, SmsButton, TextField, toast, useCountdown } from '@site/shared/ui';
import {
  fieldErrors,
  isProfileEditable,
  memberCenterSettings,
  profileSchema,
  PROFILE_EDIT_FIELDS,
  PROFILE_SET_ONCE_FIELDS,
  type RegisterSettingsByName,
} from '@site/shared/validation';
import { FormFailure } from '../../../components/notice';
import { sendProfileSms, useEditProfile } from '../api/profile-calls';
import { profileEditFailure } from '../lib/profile-failure';
import { dateInputValue } from '../lib/profile-forms';

type Values = Record<string, string>;
type Meta = Pick<FieldState<unknown>, 'error' | 'submitError' | 'touched' | 'submitFailed' | 'dirtySinceLastSubmit'>;

/** The profile's value of an editable field ('' when empty). */
const valueOf = (p: MemberProfile, field: string): string => {
  if (field === 'identity_id') return '';
  const v = (p as unknown as Record<string, unknown>)[field];
  return typeof v === 'string' ? v : '';
};

/** What the member types, by field: the keyboard and the browser's autofill. */
interface InputKind {
  type?: string;
  inputMode?: 'email' | 'tel' | 'numeric';
  autoComplete: string;
  max: number;
}
const INPUT: Record<string, InputKind> = {
  member_name: { autoComplete: 'name', max: 50 },
  member_email: { type: 'email', inputMode: 'email', autoComplete: 'email', max: 100 },
  member_phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', max: 15 },
  member_birthday: { type: 'date', autoComplete: 'bday', max: 10 },
  identity_id: { autoComplete: 'off', max: 32 },
  member_others: { autoComplete: 'off', max: 200 },
};
const CONTACT_INPUT: InputKind = { autoComplete: 'off', max: 50 };

/**
 * Edits the profile (SPEC §3): the fields the register settings open to the member centre, with
 * the registration's rules (SPEC §5); the name and the ID number only while empty (once); a new
 * phone with an SMS code when the setting asks for one. Only changed fields are sent; the
 * platform's codes come back under their field.
 */
export function ProfileEditForm({
  profile,
  settings,
  layout,
  onClose,
}: {
  profile: MemberProfile;
  settings: RegisterSettingsByName;
  layout: LayoutMode;
  onClose: () => void;
}) {
  const theme = useTheme();
  const t = useT('member');
  const edit = useEditProfile();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [smsNote, setSmsNote] = useState<{ error: boolean; text: string } | null>(null);

  const centre = memberCenterSettings(settings);
  const locked = PROFILE_SET_ONCE_FIELDS.filter((f) =>
    f === 'member_name' ? Boolean(profile.member_name) : Boolean(profile.new_identity_id),
  );
  const fields = [
    ...PROFILE_EDIT_FIELDS.filter((f) => isProfileEditable(settings, f) && !locked.includes(f)),
    'member_others',
  ];
  const phoneNeedsCode = centre.member_phone?.is_verification === 1;
  const initialValues = useMemo(() => {
    const v: Values = {};
    for (const f of fields)
      v[f] = f === 'member_birthday' ? dateInputValue(profile.member_birthday) : valueOf(profile, f);
    v.phone_verify = '';
    return v;
    // The form starts from the profile it opened with; a live update closes and reopens it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profile]);
  const schema = useMemo(
    () => profileSchema({ settings, currency: profile.member_currency, currentPhone: profile.member_phone, locked }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [settings, profile],
  );

  const errorOf = (meta: Meta): string | undefined => {
    if ((meta.touched || meta.submitFailed) && typeof meta.error === 'string') return t(meta.error);
    if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
    return undefined;
  };
  const label = (f: string) => t(`profile.field.${f}`);

  const sendCode = async (phone: string) => {
    const problem = fieldErrors(schema, { member_phone: phone }).member_phone;
    if (problem) {
      setSmsNote({ error: true, text: t(problem) });
      return;
    }
    setSending(true);
    setSmsNote(null);
    try {
      const sent = await sendProfileSms(phone.trim());
      countdown.start(sent.countdown);
      setSmsNote({ error: false, text: t('profile.sms_sent', { phone: phone.trim() }) });
    } catch (error) {
      if (isApiError(error) && error.code === SMS_CODE_COUNTDOWN_STILL_STARTS) countdown.start(300);
      const text =
        isApiError(error) && error.type === 'business' ? t(`profile.sms_code.${error.code}`) : t('load_failed');
      setSmsNote({ error: true, text });
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (values: Values) => {
    const body: Record<string, string> = {};
    for (const f of fields) {
      const now = (values[f] ?? '').trim();
      if (now !== (initialValues[f] ?? '').trim()) body[f] = now;
    }
    if (Object.keys(body).length === 0) {
      toast.info('member:profile.nothing_changed');
      onClose();
      return undefined;
    }
    if (body.member_phone !== undefined && phoneNeedsCode && body.member_phone)
      body.phone_verify = (values.phone_verify ?? '').trim();
    try {
      await edit.mutateAsync(body);
      toast.success('member:profile.saved');
      onClose();
      return undefined;
    } catch (error) {
      const failure = profileEditFailure(error, t, [...fields, 'phone_verify']);
      return failure.field ? { [failure.field]: failure.text } : { [FORM_ERROR]: failure.text };
    }
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      initialValues={initialValues}
      validate={(values) => fieldErrors(schema, values)}
      subscription={{ submitting: true, values: true }}
    >
      {({ handleSubmit, submitting, values }) => {
        const phoneChanged =
          fields.includes('member_phone') &&
          (values.member_phone ?? '').trim() !== profile.member_phone &&
          (values.member_phone ?? '').trim() !== '';
        return (
          <form
            onSubmit={(e) => void handleSubmit(e)}
            noValidate
            aria-labelledby="profile-edit-heading"
            data-testid="profile-edit-form"
            css={{
              display: 'flex',
              flexDirection: 'column',
              gap: theme.space(4),
              padding: theme.space(5),
              borderRadius: theme.radii.lg,
              background: theme.gradients.surface,
              border: `1px solid ${theme.colors.borderStrong}`,
              boxShadow: theme.shadows.md,
            }}
          >
            <h2 id="profile-edit-heading" css={{ margin: 0, fontSize: theme.fontSizes.lg }}>
              {t('profile.edit_heading')}
            </h2>
            <div
              css={{
                display: 'grid',
                gridTemplateColumns: layout === 'mobile' ? '1fr' : 'repeat(2, minmax(0, 1fr))',
                gap: theme.space(4),
              }}
            >
              {fields.map((f) => {
                const input = INPUT[f] ?? CONTACT_INPUT;
                const once = (PROFILE_SET_ONCE_FIELDS as readonly string[]).includes(f);
                return (
                  <Field<string> key={f} name={f}>
                    {({ input: field, meta }) => (
                      <TextField
                        {...field}
                        id={`profile-${f}`}
                        label={label(f)}
                        type={input.type ?? 'text'}
                        inputMode={input.inputMode}
                        autoComplete={input.autoComplete}
                        maxLength={input.type === 'date' ? undefined : input.max}
                        showCount={false}
                        disabled={submitting}
                        error={errorOf(meta)}
                        hint={once ? t('profile.set_once_hint') : undefined}
                      />
                    )}
                  </Field>
                );
              })}
              {phoneChanged && phoneNeedsCode ? (
                <Field<string> name="phone_verify">
                  {({ input, meta }) => (
                    <TextField
                      {...input}
                      id="profile-phone_verify"
                      label={t('profile.field.phone_verify')}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={SMS_CODE_DIGITS}
                      showCount={false}
                      disabled={submitting}
                      error={errorOf(meta) ?? (smsNote?.error ? smsNote.text : undefined)}
                      hint={smsNote && !smsNote.error ? smsNote.text : t('profile.sms_hint')}
                      adornment={
                        <SmsButton
                          remaining={countdown.remaining}
                          sending={sending}
                          onSend={() => void sendCode(values.member_phone ?? '')}
                        />
                      }
                    />
                  )}
                </Field>
              ) : null}
            </div>
            <FormFailure title={t('profile.save_failed')} data-testid="profile-edit-error" />
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: theme.space(3) }}>
              <Button type="submit" loading={submitting} block={layout === 'mobile'} data-testid="profile-save">
                {t('profile.save')}
              </Button>
              <Button
                type="button"
                variant="secondary"
                disabled={submitting}
                block={layout === 'mobile'}
                onClick={onClose}
              >
                {t('profile.cancel')}
              </Button>
            </div>
          </form>
        );
      }}
    </Form>
  );
}
