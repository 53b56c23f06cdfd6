import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { createFakeFetch, createTestQueryClient, envelope, testSiteConfig } from '@site/shared/testing';
import { pickCustomerUrl, useCustomerServiceUrl } from './customer-service';

function withQueryClient() {
  const client = createTestQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

describe('SPEC §3 site detail customerUrl: the customer-service link', () => {
  it('picks the page language, else English, else the first http(s) address', () => {
    const urls = { vi_VN: 'https://cs.example/vi', en_US: 'https://cs.example/en', zh_CN: 'https://cs.example/zh' };
    expect(pickCustomerUrl(urls, 'vi_VN')).toBe('https://cs.example/vi');
    expect(pickCustomerUrl(urls, 'th_TH')).toBe('https://cs.example/en');
    expect(pickCustomerUrl({ zh_CN: 'https://cs.example/zh' }, 'vi_VN')).toBe('https://cs.example/zh');
    expect(pickCustomerUrl({ vi_VN: 'javascript:alert(1)' }, 'vi_VN')).toBeNull();
    expect(pickCustomerUrl({}, 'vi_VN')).toBeNull();
  });

  it('reads the site detail of the brand, then follows customer_service_link_change without a reload', async () => {
    const siteConfig = testSiteConfig();
    const fake = createFakeFetch((call) =>
      call.url.endsWith('/arks/web/site/detail')
        ? { body: envelope('100', { env_config: { customerUrl: { vi_VN: 'https://cs.example/vi' } } }) }
        : { status: 404, body: envelope('404') },
    );
    globalThis.fetch = fake.fetch;
    const { result } = renderHook(() => useCustomerServiceUrl(siteConfig, 'vi_VN'), { wrapper: withQueryClient() });
    await waitFor(() => expect(result.current).toBe('https://cs.example/vi'));
    expect(fake.calls[0]!.body).toEqual({ site_id: siteConfig.site_id, brand: siteConfig.brand.code });
    act(() => bus.emit('support:customer-url-changed', { customer_url: { vi_VN: 'https://help.example/vi-2' } }));
    await waitFor(() => expect(result.current).toBe('https://help.example/vi-2'));
    expect(fake.calls).toHaveLength(1);
  });

  it('reads the addresses again when the socket subscribes to web_member (a change made before sent it nothing)', async () => {
    let url = 'https://cs.example/vi';
    const fake = createFakeFetch(() => ({ body: envelope('100', { env_config: { customerUrl: { vi_VN: url } } }) }));
    globalThis.fetch = fake.fetch;
    const { result } = renderHook(() => useCustomerServiceUrl(testSiteConfig(), 'vi_VN'), {
      wrapper: withQueryClient(),
    });
    await waitFor(() => expect(result.current).toBe('https://cs.example/vi'));
    url = 'https://help.example/vi-4';
    act(() => bus.emit('realtime:public-channel', { channel: 'web_api.VND' }));
    expect(fake.calls).toHaveLength(1);
    act(() => bus.emit('realtime:public-channel', { channel: 'web_member' }));
    await waitFor(() => expect(result.current).toBe('https://help.example/vi-4'));
    expect(fake.calls).toHaveLength(2);
  });

  it('a change heard while the first read is on its way wins over that read', async () => {
    const fake = createFakeFetch(() => 'hang');
    globalThis.fetch = fake.fetch;
    const { result } = renderHook(() => useCustomerServiceUrl(testSiteConfig(), 'vi_VN'), {
      wrapper: withQueryClient(),
    });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    act(() => bus.emit('support:customer-url-changed', { customer_url: { vi_VN: 'https://help.example/vi-3' } }));
    await waitFor(() => expect(result.current).toBe('https://help.example/vi-3'));
  });

  it('no address (or the call fails): no link', async () => {
    const fake = createFakeFetch(() => 'network-error');
    globalThis.fetch = fake.fetch;
    const { result } = renderHook(() => useCustomerServiceUrl(testSiteConfig(), 'vi_VN'), {
      wrapper: withQueryClient(),
    });
    await waitFor(() => expect(fake.calls).toHaveLength(1));
    expect(result.current).toBeNull();
  });
});
