import { useEffect } from 'react';
import styled from '@emotion/styled';
import { Link } from '@site/shared/router';
import { bus } from '@site/shared/bus';
import { useT } from '@site/shared/i18n';
import { formatDate } from '@site/shared/time';
import { Button } from '@site/shared/ui';
import { useApplyStatus } from '../../../api/agent-api';
import { QueryBody } from '../../../components/panel';
import { PROXY_PAGE_PARAM } from '../../../config/proxy-pages';
import { ApplyForm } from './apply-form';
import { Article } from './article';

export type ApplicantStatus = 'anonymous' | 'member' | 'pending-agent' | 'agent';

const Notice = styled.div<{ tone?: 'info' | 'warning' | 'success' }>(({ theme, tone = 'info' }) => ({
  marginTop: theme.space(6),
  padding: theme.space(4),
  borderRadius: theme.radii.md,
  border: `1px solid ${tone === 'warning' ? theme.colors.warning : tone === 'success' ? theme.colors.success : theme.colors.borderStrong}`,
  background: theme.colors.surfaceSunken,
  color: theme.colors.text,
  p: { margin: theme.space(1, 0, 0) },
  strong: {
    color: tone === 'warning' ? theme.colors.warning : tone === 'success' ? theme.colors.success : theme.colors.accent,
  },
}));

const Actions = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.space(3),
  marginTop: theme.space(6),
  '.centre-link': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 48,
    padding: theme.space(0, 6),
    borderRadius: theme.radii.md,
    background: theme.gradients.primary,
    color: theme.colors.onPrimary,
    fontWeight: theme.fontWeights.bold,
    textDecoration: 'none',
    boxShadow: theme.shadows.glow,
  },
  '.centre-link:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
}));

function CentreLink() {
  const t = useT('proxy');
  return (
    <Actions>
      <Link
        to={{ search: `?${PROXY_PAGE_PARAM}=DownlineInfo` }}
        data-testid="register-open-centre"
        className="centre-link"
      >
        {t('register.open_centre')}
      </Link>
    </Actions>
  );
}

/**
 * SPEC §2/§6 "Register": where a non-agent lands in the agent area. A visitor is asked to log in;
 * a member applies (the operator reviews it) and follows the application here; an agent is
 * pointed to the agent centre.
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
      {status === 'agent' ? (
        <>
          <Notice role="status" tone="success">
            {t('register.already_agent')}
          </Notice>
          <CentreLink />
        </>
      ) : null}
      {status === 'pending-agent' ? <Notice role="status">{t('register.pending_agent')}</Notice> : null}
      {status === 'anonymous' ? (
        <Actions>
          <Button size="lg" onClick={() => bus.emit('modal:open', { name: 'login' })}>
            {t('register.login_to_apply')}
          </Button>
        </Actions>
      ) : null}
      {status === 'member' ? <Application /> : null}
    </Article>
  );
}

/** A member's side: the application form, or the state of the latest application. */
function Application() {
  const t = useT('proxy');
  const status = useApplyStatus(true);
  const approved = status.data?.state === 'approved' && status.data.is_agent === 1 && status.data.agent_active === 1;

  // Approved while the page was open: the session still says "member" until it is read again.
  useEffect(() => {
    if (approved) bus.emit('session:member-refresh-requested', {});
  }, [approved]);

  return (
    <QueryBody query={status} height={120}>
      {(s) => {
        const application = s.application;
        if (s.state === 'pending' && application) {
          return (
            <Notice role="status" data-testid="apply-pending">
              <strong>{t('apply.pending_title')}</strong>
              <p>{t('apply.pending_text', { date: formatDate(application.created_at) })}</p>
            </Notice>
          );
        }
        if (s.state === 'approved') {
          return (
            <>
              <Notice role="status" tone="success" data-testid="apply-approved">
                <strong>{t('apply.approved_title')}</strong>
                <p>{t('apply.approved_text')}</p>
              </Notice>
              <CentreLink />
            </>
          );
        }
        return (
          <>
            {s.state === 'rejected' && application ? (
              <Notice tone="warning" data-testid="apply-rejected">
                <strong>{t('apply.rejected_title')}</strong>
                <p>
                  {application.review_note
                    ? t('apply.rejected_note', { note: application.review_note })
                    : t('apply.rejected_text')}
                </p>
                <p>{t('apply.again')}</p>
              </Notice>
            ) : null}
            <h3>{t('apply.title')}</h3>
            <ApplyForm />
          </>
        );
      }}
    </QueryBody>
  );
}
