import styled from '@emotion/styled';
import { bus } from '@site/shared/bus';
import { useT } from '@site/shared/i18n';
import { Button } from '@site/shared/ui';
import { Article } from './article';

export type ApplicantStatus = 'anonymous' | 'member' | 'pending-agent' | 'agent';

const Notice = styled.p(({ theme }) => ({
  marginTop: theme.space(6),
  padding: theme.space(3, 4),
  borderRadius: theme.radii.md,
  border: `1px solid ${theme.colors.borderStrong}`,
  background: theme.colors.surfaceSunken,
  color: theme.colors.text,
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
  marginTop: theme.space(6),
}));

/**
 * SPEC §2/§6 "Register": where a non-agent lands in the agent area. It explains how to apply; the
 * platform only checks an application (/member/apply_for_agent/check) and takes none online, so
 * the button is disabled and says how to apply.
 */
export function RegisterPage({ status }: { status: ApplicantStatus }) {
  const t = useT('proxy');
  const steps = t('register.steps', { returnObjects: true }) as unknown as string[];
  return (
    <Article aria-labelledby="proxy-register-title" data-testid="proxy-page-Register">
      <h2 id="proxy-register-title">{t('register.title')}</h2>
      <p className="intro">{t('register.intro')}</p>
      <h3>{t('register.steps_title')}</h3>
      <ol>{Array.isArray(steps) ? steps.map((s) => <li key={s}>{s}</li>) : null}</ol>
      {status === 'agent' ? <Notice role="status">{t('register.already_agent')}</Notice> : null}
      {status === 'pending-agent' ? <Notice role="status">{t('register.pending_agent')}</Notice> : null}
      {status === 'anonymous' ? (
        <Actions>
          <Button size="lg" onClick={() => bus.emit('modal:open', { name: 'login' })}>
            {t('register.login_to_apply')}
          </Button>
        </Actions>
      ) : null}
      {status === 'member' ? (
        <Actions>
          <Button size="lg" disabled aria-describedby="proxy-apply-closed">
            {t('register.apply')}
          </Button>
          <span id="proxy-apply-closed">{t('register.apply_closed')}</span>
        </Actions>
      ) : null}
    </Article>
  );
}
