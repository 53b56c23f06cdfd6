import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import type { LayoutMode } from '@site/shared/contracts';
import { addAppResources, i18n } from '@site/shared/i18n';
import {
  createFakeFetch,
  envelope,
  renderApp,
  testSiteConfig,
  type FakeCall,
  type FakeReply,
} from '@site/shared/testing';
import { resources } from '../locales';
import { MainLayout } from './main-layout';

addAppResources('shell', resources);

const siteConfig = testSiteConfig({
  brand: { code: 'saovang', name: 'Sao Vang', title: 'Sao Vang', title_en: 'Sao Vang' },
});

const FOOTER = [
  { id: 1, title: 'About us', url_type: 'main', url: 'main/1', content: '<p>…</p>' },
  { id: 2, title: 'Account and security', url_type: 'faq', url: 'faq/1', questions: [] },
  { id: 3, title: 'Responsible gaming', url_type: 'outerLink', url: 'https://example.com/rg' },
  { id: 4, title: 'Sneaky', url_type: 'outerLink', url: 'javascript:alert(1)' },
];
const SPONSORS = [
  { id: 7, title: 'Official sponsor', photo_path: '/api/assets/banners/3.svg', url: 'https://example.com/s' },
];
const FLOAT = [
  { id: 8, title: 'Customer service', icon: 'service', url: 'https://example.com/support' },
  { id: 9, title: 'Get the app', icon: 'app', url: '/app' },
];
const TABS = [
  { id: 21, title: 'Home', icon: 'home', url: '/' },
  { id: 22, title: 'Deposit', icon: 'wallet', url: '/user?page=Deposit' },
  { id: 23, title: 'Member', icon: 'user', url: '/user' },
];
const LOGOS = [
  { id: 31, photo_path: '/api/assets/logos/lotus.svg', brand: 'lotus' },
  { id: 32, photo_path: '/api/assets/logos/saovang.svg', brand: 'saovang' },
];

let answers: Record<string, (call: FakeCall) => FakeReply>;
let calls: FakeCall[];
const originalFetch = globalThis.fetch;
const bodiesOf = (path: string) => calls.filter((c) => c.url.endsWith(path)).map((c) => c.body);

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  let sponsors = SPONSORS;
  answers = {
    '/arks/web/footer': () => ({ body: envelope('100', { list: FOOTER }) }),
    '/web/model_sponsor': () => ({ body: envelope('100', { list: sponsors }) }),
    '/arks/web/float': () => ({ body: envelope('100', { list: FLOAT }) }),
    '/arks/web/web-mobile-footer': () => ({ body: envelope('100', { list: TABS }) }),
    '/web/logo': () => ({ body: envelope('100', { web_logo_list: LOGOS }) }),
    '/arks/web/site/detail': () => ({
      body: envelope('100', { env_config: { customerUrl: { en_US: 'https://cs.example/en' } } }),
    }),
    // The test changes the sponsors through this one.
    sponsors: () => {
      sponsors = [...SPONSORS, { id: 70, title: 'New partner', photo_path: '', url: '/sponsor' }];
      return { body: null };
    },
  };
  const fake = createFakeFetch((call) => {
    const path = Object.keys(answers).find((p) => call.url.endsWith(p));
    return path ? answers[path]!(call) : { status: 404, body: envelope('404') };
  });
  calls = fake.calls;
  globalThis.fetch = fake.fetch;
  bus.emit('session:changed', { status: 'anonymous' });
});
afterEach(() => {
  globalThis.fetch = originalFetch;
});

function renderLayout(layout: LayoutMode, route = '/') {
  return renderApp(
    <MainLayout siteConfig={siteConfig} layout={layout} language="en_US">
      <p>page</p>
    </MainLayout>,
    { route },
  );
}

describe('SPEC §3/§7 the layout from the platform: footer, sponsors, logo, float, mobile footer', () => {
  it('the footer groups the footer list: main/{id} and faq/{id} pages inside the site, outer links in a new window', async () => {
    renderLayout('desktop');
    const footer = screen.getByRole('contentinfo');
    const about = await within(footer).findByRole('navigation', { name: 'About' });
    expect(within(about).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/main/1');
    const help = within(footer).getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'Account and security' })).toHaveAttribute('href', '/faq/1');
    expect(within(help).getByRole('link', { name: 'All questions' })).toHaveAttribute('href', '/faq');
    const more = within(footer).getByRole('navigation', { name: 'More' });
    const outer = within(more).getByRole('link', { name: 'Responsible gaming (opens in a new window)' });
    expect(outer).toHaveAttribute('href', 'https://example.com/rg');
    expect(outer).toHaveAttribute('target', '_blank');
    expect(outer).toHaveAttribute('rel', 'noopener noreferrer');
    // A javascript: address is left out.
    expect(within(more).queryByText('Sneaky')).toBeNull();
    expect(bodiesOf('/arks/web/footer')).toEqual([{ site_id: 1, language: 'en_US' }]);
    // No static marketing text: what the footer says comes from the platform, besides the notices.
    expect(footer).toHaveTextContent('Play responsibly. For players aged 18 and over only.');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Sao Vang.`);
    expect(await within(footer).findByTestId('customer-service-link')).toHaveAttribute('href', 'https://cs.example/en');
  });

  it("shows the brand's logo (web/logo) and the sponsors (web/model_sponsor) with a way to /sponsor", async () => {
    renderLayout('desktop');
    const footer = screen.getByRole('contentinfo');
    // The logo is decorative inside the link home, which the brand's name names.
    expect(await within(footer).findByTestId('footer-logo')).toHaveAttribute('src', '/api/assets/logos/saovang.svg');
    expect(within(footer).getByRole('link', { name: 'Sao Vang' })).toHaveAttribute('href', '/');
    const sponsors = await within(footer).findByRole('region', { name: 'Our sponsors' });
    const sponsor = within(sponsors).getByRole('link', { name: 'Official sponsor (opens in a new window)' });
    expect(sponsor).toHaveAttribute('href', 'https://example.com/s');
    expect(within(sponsor).getByRole('img', { name: 'Official sponsor' })).toHaveAttribute(
      'src',
      '/api/assets/banners/3.svg',
    );
    expect(within(sponsors).getByRole('link', { name: 'All sponsors' })).toHaveAttribute('href', '/sponsor');
    expect(bodiesOf('/web/model_sponsor')).toEqual([{ site_id: 1, language: 'en_US', template: 'classic' }]);
  });

  it('SPEC §7 model_sponsor.url: the sponsors follow the platform without a reload', async () => {
    renderLayout('desktop');
    await screen.findByRole('region', { name: 'Our sponsors' });
    answers.sponsors!({} as FakeCall);
    act(() => bus.emit('content:changed', { list: 'model_sponsor', path: '/web/model_sponsor', language: 'zh_CN' }));
    act(() => bus.emit('content:changed', { list: 'model_login', path: '/web/model_login', language: null }));
    expect(bodiesOf('/web/model_sponsor')).toHaveLength(1);
    act(() => bus.emit('content:changed', { list: 'model_sponsor', path: '/web/model_sponsor', language: null }));
    const sponsors = screen.getByRole('region', { name: 'Our sponsors' });
    expect(await within(sponsors).findByRole('link', { name: 'New partner' })).toHaveAttribute('href', '/sponsor');
    expect(bodiesOf('/web/model_sponsor')).toHaveLength(2);
  });

  it('SPEC §7: the sponsors are read again when the template channel is subscribed, not another channel', async () => {
    renderLayout('desktop');
    await screen.findByRole('region', { name: 'Our sponsors' });
    answers.sponsors!({} as FakeCall);
    act(() => bus.emit('realtime:public-channel', { channel: 'web_api.VND' }));
    expect(bodiesOf('/web/model_sponsor')).toHaveLength(1);
    act(() => bus.emit('realtime:public-channel', { channel: 'web_template.classic' }));
    const sponsors = screen.getByRole('region', { name: 'Our sponsors' });
    expect(await within(sponsors).findByRole('link', { name: 'New partner' })).toHaveAttribute('href', '/sponsor');
    expect(bodiesOf('/web/model_sponsor')).toHaveLength(2);
  });

  it('the float list: round buttons at the desktop edge, each named', async () => {
    renderLayout('desktop');
    const float = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(float).getByRole('link', { name: 'Customer service (opens in a new window)' })).toHaveAttribute(
      'href',
      'https://example.com/support',
    );
    expect(within(float).getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/app');
    expect(bodiesOf('/arks/web/float')).toEqual([{ site_id: 1, language: 'en_US' }]);
  });

  it("a phone: the tab bar is the platform's mobile footer of the mobile template, the current tab marked", async () => {
    renderLayout('mobile', '/user?page=Deposit');
    const tabs = screen.getByTestId('mobile-tabbar');
    const deposit = await within(tabs).findByRole('link', { name: 'Deposit' });
    expect(deposit).toHaveAttribute('href', '/user?page=Deposit');
    expect(deposit).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Member' })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getAllByRole('link')).toHaveLength(3);
    expect(bodiesOf('/arks/web/web-mobile-footer')).toEqual([{ site_id: 1, template: 'H5_1', language: 'en_US' }]);
    // The footer is at the end of the phone's page too; no float buttons there.
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).toBeNull();
    expect(bodiesOf('/arks/web/float')).toEqual([]);
  });

  it("without the platform's mobile footer the site's own tabs are shown; a failed list leaves the footer's notices", async () => {
    answers['/arks/web/web-mobile-footer'] = () => ({ body: envelope('500', null, 'down') });
    answers['/arks/web/footer'] = () => ({ body: envelope('500', null, 'down') });
    renderLayout('mobile', '/discount');
    const tabs = screen.getByTestId('mobile-tabbar');
    expect(await within(tabs).findByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'Member' })).toHaveAttribute('href', '/user');
    await waitFor(() => expect(bodiesOf('/arks/web/footer')).toHaveLength(1));
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('navigation')).toBeNull();
    expect(footer).toHaveTextContent('18+');
  });
});

describe('SPEC §2 appPage, header=false, footer=false on a phone', () => {
  it('footer=false hides the footer and the tab bar; header=false the header', async () => {
    renderLayout('mobile', '/?footer=false&header=false');
    expect(screen.getByText('page')).toBeVisible();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByTestId('mobile-tabbar')).toBeNull();
    expect(screen.queryByTestId('mobile-header')).toBeNull();
    await waitFor(() => expect(bodiesOf('/arks/web/site/detail')).toHaveLength(1));
    expect(bodiesOf('/arks/web/web-mobile-footer')).toEqual([]);
  });

  it('appPage shows only the part it names; a desktop shows everything', async () => {
    const { unmount } = renderLayout('mobile', '/?appPage=footer');
    expect(screen.getByText('page')).not.toBeVisible();
    expect(await within(screen.getByRole('contentinfo')).findByRole('region', { name: 'Our sponsors' })).toBeVisible();
    expect(screen.queryByTestId('mobile-header')).toBeNull();
    unmount();
    renderLayout('desktop', '/?appPage=footer&footer=false');
    expect(screen.getByText('page')).toBeVisible();
    expect(screen.getByTestId('desktop-header')).toBeInTheDocument();
    expect(await within(screen.getByRole('contentinfo')).findByRole('region', { name: 'Our sponsors' })).toBeVisible();
    await screen.findByRole('navigation', { name: 'Quick links' });
    await screen.findByTestId('footer-logo');
  });
});
