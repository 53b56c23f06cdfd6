import { useMemo } from 'react';
import styled from '@emotion/styled';
import { Navigate, useSearchParams } from '@site/shared/router';
import { useBusValue } from '@site/shared/bus';
import type { RemoteProps } from '@site/shared/contracts';
import { useT } from '@site/shared/i18n';
import { Spinner } from '@site/shared/ui';
import { mq } from '@site/shared/theme';
import { useProgramme } from '../api/agent-api';
import { PROXY_MENU, PROXY_PAGE_PARAM, resolveProxyPage, type ProxyPage as ProxyPageName } from '../config/proxy-pages';
import { AgentMenu } from '../features/agent-menu/components/agent-menu';
import { AgreementPage } from '../features/agent-programme/components/agreement-page';
import { PlanPage } from '../features/agent-programme/components/plan-page';
import { RegisterPage } from '../features/agent-programme/components/register-page';
import { DownlinePage } from '../features/downline/components/downline-page';
import { PromotionPage } from '../features/promotion/components/promotion-page';
import { OperationPage } from '../features/reports/components/operation-page';
import { StratifiedPage } from '../features/reports/components/stratified-page';
import { SettlementPage } from '../features/settlement/components/settlement-page';
import { TransferPage } from '../features/transfer/components/transfer-page';
import { useAgentSession } from '../hooks/use-agent-session';
import { AgentContext, type AgentContextValue } from '../lib/use-agent-context';

const Layout = styled.div(({ theme }) => ({
  maxWidth: 1280,
  margin: '0 auto',
  padding: theme.space(6),
  display: 'grid',
  gridTemplateColumns: '240px minmax(0, 1fr)',
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
export function ProxyPage({ siteConfig, layout }: RemoteProps) {
  const t = useT('proxy');
  const [params] = useSearchParams();
  const { status, member } = useAgentSession();
  const wallet = useBusValue('wallet:balance');
  const currency = member?.member_currency ?? siteConfig.default_currency;
  const programme = useProgramme(currency, siteConfig.site_id);
  const context = useMemo<AgentContextValue>(
    () => ({
      layout,
      siteId: siteConfig.site_id,
      currency,
      balance: wallet?.member_cash ?? member?.member_cash ?? null,
    }),
    [layout, siteConfig.site_id, currency, wallet?.member_cash, member?.member_cash],
  );

  if (status === 'restoring') {
    return (
      <div style={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }} data-testid="proxy-restoring">
        <Spinner size={36} label={t('loading')} />
      </div>
    );
  }

  const { page, redirect } = resolveProxyPage(params.get(PROXY_PAGE_PARAM), status === 'agent');
  if (redirect) {
    // Keep the page's own parameters (Transfer's member_id) when only the page name changes.
    const next = new URLSearchParams(params);
    next.set(PROXY_PAGE_PARAM, page);
    return <Navigate to={{ search: `?${next.toString()}` }} replace />;
  }

  let content;
  switch (page) {
    case 'Plan':
      content = <PlanPage brandName={siteConfig.brand.name} programme={programme} />;
      break;
    case 'Agreement':
      content = <AgreementPage brandName={siteConfig.brand.name} programme={programme} />;
      break;
    case 'Register':
      content = <RegisterPage status={status} />;
      break;
    default:
      content = <CentrePage page={page} />;
  }

  return (
    <AgentContext.Provider value={context}>
      <Layout data-testid="proxy-area" data-page={page}>
        <h1>{t('title')}</h1>
        <AgentMenu items={PROXY_MENU} current={page} />
        {content}
      </Layout>
    </AgentContext.Provider>
  );
}

/** A ProxyCenter page (only an active agent reaches one: resolveProxyPage). */
function CentrePage({ page }: { page: Exclude<ProxyPageName, 'Plan' | 'Agreement' | 'Register'> }) {
  switch (page) {
    case 'DownlineInfo':
      return <DownlinePage />;
    case 'Promotion':
      return <PromotionPage />;
    case 'OperationTable':
      return <OperationPage />;
    case 'StratifiedTable':
      return <StratifiedPage />;
    case 'Transfer':
      return <TransferPage />;
    case 'PerformanceSettlement':
      return <SettlementPage />;
  }
}
