import { screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import type { RemoteProps } from '@site/shared/contracts';
import { i18n, initI18n } from '@site/shared/i18n';
import { createRemoteApp } from '@site/shared/remote';
import { testSiteConfig } from '@site/shared/testing';

// single-spa-react renders and unmounts on its own schedule, as in the page, not inside act().
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
});
afterAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  await initI18n('vi_VN');
});

function Hello() {
  const { t } = useTranslation('proxy');
  return <h1>{t('remote_test_hello')}</h1>;
}

describe('a remote in a language it does not bundle (SPEC §9)', () => {
  it('fetches that language before its first render, and only that one', async () => {
    const ja = jest.fn(() => Promise.resolve({ default: { remote_test_hello: 'こんにちは' } }));
    const ko = jest.fn(() => Promise.resolve({ default: { remote_test_hello: '안녕하세요' } }));
    const app = createRemoteApp<RemoteProps>({
      name: 'mfe_test',
      cacheKey: 'remotetest',
      namespace: 'proxy',
      resources: { en_US: { remote_test_hello: 'Hello' } },
      lazyResources: { ja_JP: ja, ko_KR: ko },
      Root: Hello,
      routed: false,
    });
    await i18n.changeLanguage('ja_JP');
    const domElement = document.createElement('div');
    document.body.appendChild(domElement);
    const props = {
      name: 'mfe_test',
      basename: '/',
      siteConfig: testSiteConfig(),
      layout: null,
      domElement,
      singleSpa: {},
      mountParcel: () => undefined,
    } as unknown as RemoteProps & { domElement: HTMLElement };
    await app.bootstrap(props);
    await app.mount(props);
    await waitFor(() => expect(screen.getByRole('heading')).toHaveTextContent('こんにちは'));
    expect(ja).toHaveBeenCalledTimes(1);
    expect(ko).not.toHaveBeenCalled();
    await app.unmount(props);
    domElement.remove();
  });
});
