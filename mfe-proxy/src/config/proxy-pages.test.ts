import { resolveProxyPage } from './proxy-pages';

describe('SPEC §6: which agent-area page to show', () => {
  it('sends a non-agent opening /proxy to ?page=Register', () => {
    expect(resolveProxyPage(null, false)).toEqual({ page: 'Register', redirect: true });
  });
  it('lets a non-agent read the plan, the agreement and the application, and nothing else', () => {
    expect(resolveProxyPage('Plan', false)).toEqual({ page: 'Plan', redirect: false });
    expect(resolveProxyPage('Agreement', false)).toEqual({ page: 'Agreement', redirect: false });
    expect(resolveProxyPage('Register', false)).toEqual({ page: 'Register', redirect: false });
    expect(resolveProxyPage('DownlineInfo', false)).toEqual({ page: 'Register', redirect: true });
    expect(resolveProxyPage('nonsense', false)).toEqual({ page: 'Register', redirect: true });
  });
  it('lands an agent on the plan, and opens every ProxyCenter page for an active agent', () => {
    expect(resolveProxyPage(null, true)).toEqual({ page: 'Plan', redirect: true });
    expect(resolveProxyPage('Register', true)).toEqual({ page: 'Register', redirect: false });
    for (const page of [
      'DownlineInfo',
      'Promotion',
      'OperationTable',
      'StratifiedTable',
      'Transfer',
      'PerformanceSettlement',
    ]) {
      expect(resolveProxyPage(page, true)).toEqual({ page, redirect: false });
    }
    expect(resolveProxyPage('nonsense', true)).toEqual({ page: 'Plan', redirect: true });
  });
});
