import styled from '@emotion/styled';
import { Navigate, useSearchParams } from 'react-router';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';
import { mq } from '@site/shared/theme';
import { PROXY_MENU, PROXY_PAGE_PARAM, resolveProxyPage, type ProxyPage as ProxyPageName } from '../config/proxy-pages';
import { AgentMenu } from '../features/agent-menu/components/agent-menu';
import { AgreementPage } from '../features/agent-programme/components/agreement-page';
import { PlanPage } from '../features/agent-programme/components/plan-page';
import { RegisterPage } from '../features/agent-programme/components/register-page';
import { useAgentSession } from '../hooks/use-agent-session';

const Layout = styled.div(({ theme }) => ({
  maxWidth: 1280,
  margin: '0 auto',
  padding: theme.space(6),
  display: 'grid',
  gridTemplateColumns: '280px minmax(0, 1fr)',
  gap: theme.space(6),
  color: theme.colors.text,
  h1: { gridColumn: '1 / -1', margin: 0, fontSize: theme.fontSizes.xxl, fontWeight: theme.fontWeights.black },
  [mq.mobile]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    padding: theme.space(3),
    gap: theme.space(3),
    h1: { fontSize: theme.fontSizes.xl },
  },
}));

/** The agent area: /proxy?page=<Page> (SPEC §2), with the non-agent rule of SPEC §6. */
export function ProxyPage({ siteConfig }: RemoteProps) {
  const t = useT('proxy');
  const [params] = useSearchParams();
  const { status } = useAgentSession();

  if (status === 'restoring') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} data-testid="proxy-restoring">
        <Spinner size={36} label={t('loading')} />
      </div>
    );
  }

  const { page, redirect } = resolveProxyPage(params.get(PROXY_PAGE_PARAM), status === 'agent');
  if (redirect) return <Navigate to={{ search: `?${PROXY_PAGE_PARAM}=${page}` }} replace />;

  return (
    <Layout data-testid="proxy-area" data-page={page}>
      <h1>{t('title')}</h1>
      <AgentMenu items={PROXY_MENU} current={page} />
      <PageContent page={page} status={status} brandName={siteConfig.brand.name} />
    </Layout>
  );
}

function PageContent({
  page,
  status,
  brandName,
}: {
  page: ProxyPageName;
  status: 'anonymous' | 'member' | 'pending-agent' | 'agent';
  brandName: string;
}) {
  switch (page) {
    case 'Plan':
      return <PlanPage brandName={brandName} />;
    case 'Agreement':
      return <AgreementPage brandName={brandName} />;
    case 'Register':
      return <RegisterPage status={status} />;
    default:
      // resolveProxyPage never yields a page that is not available (the ProxyCenter pages).
      return null;
  }
}
