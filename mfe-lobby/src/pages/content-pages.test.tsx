import { act, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@site/shared/bus';
import { contentCalls, type BusEvents, type ContentEntry } from '@site/shared/contracts';
import { i18n } from '@site/shared/i18n';
import { FOOTER_LIST } from '../test/content-fixtures';
import { fail, mockLobbyApi, ok } from '../test/lobby-api';
import { renderLobby } from '../test/render-lobby';

const SPONSORS: ContentEntry[] = [
  {
    id: 41,
    title: 'Official sponsor',
    content: 'Official sponsor of the Sponsor Cup.',
    photo_path: '/api/assets/banners/3.svg?use_type=1',
    url: 'https://example.com/sponsor',
  },
  {
    id: 42,
    title: 'Lotus Club partner',
    content: 'Tournaments together.',
    photo_path: 'javascript:x',
    url: '/discount',
  },
];
const APP_SETTING: ContentEntry = {
  id: 51,
  key: 'app_download',
  title: 'Get the Sao Vang app',
  content: 'Play anywhere.',
  ios_url: 'https://apps.example.com/ios',
  android_url: 'https://apps.example.com/android.apk',
  enabled: 1,
};

let platform: ReturnType<typeof mockLobbyApi>;
let sponsors: ContentEntry[];
const offs: Array<() => void> = [];
function record<K extends keyof BusEvents>(name: K): Array<BusEvents[K]> {
  const events: Array<BusEvents[K]> = [];
  offs.push(bus.on(name, (payload) => events.push(payload)));
  return events;
}

beforeEach(async () => {
  await i18n.changeLanguage('en_US');
  sponsors = SPONSORS;
  platform = mockLobbyApi(
    [],
    [
      [contentCalls.footer, () => ok({ list: FOOTER_LIST })],
      [contentCalls.modelSponsors, () => ok({ list: sponsors })],
      [contentCalls.modelSettings, () => ok({ list: [{ id: 50, key: 'hot_games', title: 'Hot games' }, APP_SETTING] })],
    ],
  );
  bus.emit('session:changed', { status: 'anonymous' });
});
afterEach(() => {
  platform.spy.mockRestore();
  offs.splice(0).forEach((off) => off());
});

const expectNotFound = async (path: string) => {
  expect(await screen.findByTestId('lobby-not-found')).toHaveTextContent(`Page Not Found: ${path}`);
  expect(document.title).toBe('Page Not Found');
};

describe('SPEC §2 /main/{id}: the pages of the footer list', () => {
  it('shows the page in the page language, its HTML rebuilt from an allow-list, the other pages beside it', async () => {
    renderLobby('/main/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(platform.bodies(contentCalls.footer)).toEqual([{ site_id: 7, language: 'en_US' }]);
    const body = screen.getByTestId('main-page-content');
    // The operator's h1 is lowered under the page's own, without its style.
    expect(within(body).getByRole('heading', { level: 2, name: 'Who we are' })).not.toHaveAttribute('style');
    expect(within(body).getByText('fair').tagName).toBe('STRONG');
    expect(body.innerHTML).not.toMatch(/script|onclick|javascript:|style=/);
    expect(body).not.toHaveTextContent('alert(1)');
    expect(body).toHaveTextContent('bad link');
    expect(within(body).queryByRole('link', { name: 'bad link' })).toBeNull();
    expect(within(body).getByRole('link', { name: 'Promotions' })).toHaveAttribute('href', '/discount');
    expect(within(body).getByRole('link', { name: 'Web' })).toHaveAttribute('target', '_blank');

    const nav = screen.getByRole('navigation', { name: 'Information' });
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/main/2');
  });

  it('an internal link of the page goes through the shell', async () => {
    const navigations = record('nav:navigate');
    const { user } = renderLobby('/main/1');
    await user.click(await screen.findByRole('link', { name: 'Privacy policy' }));
    expect(navigations).toEqual([{ to: '/main/2' }]);
  });

  it('/main with a query lists the pages', async () => {
    renderLobby('/main?from=app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Information' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Privacy policy/ })).toHaveLength(2);
  });

  it('an id the list does not have, or not an id at all, is "Page Not Found"', async () => {
    const { unmount } = renderLobby('/main/99');
    await expectNotFound('/main/99');
    unmount();
    renderLobby('/main/abc');
    await expectNotFound('/main/abc');
    // Not an id: nothing to ask.
    expect(platform.bodies(contentCalls.footer)).toHaveLength(1);
  });

  it('a failed list says so and asks again on demand', async () => {
    platform.answer(contentCalls.footer, () => fail('500', 'down'));
    const { user } = renderLobby('/main/1');
    const error = await screen.findByTestId('content-error');
    platform.answer(contentCalls.footer, () => ok({ list: FOOTER_LIST }));
    await user.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  });
});

describe('SPEC §2 /faq and /faq/{id}', () => {
  it('/faq shows every topic with its questions, each answer opening on demand', async () => {
    const { user } = renderLobby('/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeInTheDocument();
    const topics = screen.getAllByTestId('faq-topic');
    expect(topics.map((t) => within(t).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Account and security',
      'Deposits and withdrawals',
    ]);
    expect(within(topics[0]!).getByRole('link', { name: 'Open the topic Account and security' })).toHaveAttribute(
      'href',
      '/faq/1',
    );
    const question = within(topics[0]!).getByText('How do I open an account?');
    // eslint-disable-next-line testing-library/no-node-access -- the native disclosure is the point
    const details = question.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await user.click(question);
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('Sign up').tagName).toBe('STRONG');
    expect(
      within(screen.getByRole('navigation', { name: 'Help topics' })).getByRole('link', { name: 'All topics' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('/faq/{id} shows one topic, its first answer open', async () => {
    renderLobby('/faq/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposits and withdrawals' })).toBeInTheDocument();
    expect(screen.getAllByTestId('faq-topic')).toHaveLength(1);
    expect(screen.getByText('About 3 minutes.')).toBeVisible();
    expect(screen.getByText('1 question')).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Help topics' })).getByRole('link', {
        name: 'Deposits and withdrawals',
      }),
    ).toHaveAttribute('aria-current', 'page');
  });

  it('an unknown topic is "Page Not Found"', async () => {
    renderLobby('/faq/9');
    await expectNotFound('/faq/9');
  });

  it('no topic at all: a calm empty state', async () => {
    platform.answer(contentCalls.footer, () => ok({ list: FOOTER_LIST.filter((e) => e.url_type !== 'faq') }));
    renderLobby('/faq');
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
  });
});

describe('SPEC §2 /sponsor', () => {
  it('shows the sponsors in the page language with safe links and pictures', async () => {
    renderLobby('/sponsor');
    const list = await screen.findByTestId('sponsor-list');
    expect(platform.bodies(contentCalls.modelSponsors)).toEqual([
      { site_id: 7, language: 'en_US', template: 'classic' },
    ]);
    const cards = within(list).getAllByTestId('sponsor');
    expect(within(cards[0]!).getByRole('heading', { name: 'Official sponsor' })).toBeInTheDocument();
    const visit = within(cards[0]!).getByRole('link', { name: 'Visit Official sponsor (opens in a new window)' });
    expect(visit).toHaveAttribute('href', 'https://example.com/sponsor');
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(cards[1]!).getByRole('link', { name: 'Visit Lotus Club partner' })).toHaveAttribute(
      'href',
      '/discount',
    );
    // eslint-disable-next-line testing-library/no-node-access -- decorative pictures have no role
    expect(cards[1]!.querySelector('img')).toBeNull();
  });

  it('SPEC §7 model_sponsor.url: the sponsors are asked again and shown without a reload', async () => {
    renderLobby('/sponsor');
    await screen.findByTestId('sponsor-list');
    // Another language's list changed: nothing to do.
    act(() => bus.emit('content:changed', { list: 'model_sponsor', path: '/web/model_sponsor', language: 'zh_CN' }));
    expect(platform.bodies(contentCalls.modelSponsors)).toHaveLength(1);
    sponsors = [...SPONSORS, { id: 43, title: 'New partner', content: '', url: 'https://example.com/new' }];
    act(() =>
      bus.emit('content:changed', {
        list: 'model_sponsor',
        path: '/web/model_sponsor',
        template: 'classic',
        language: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'New partner' })).toBeInTheDocument();
  });
});

describe('SPEC §2 /app: the app download page', () => {
  it('on a desktop: both downloads with their buttons and QR codes drawn as SVG', async () => {
    renderLobby('/app');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get the Sao Vang app' })).toBeInTheDocument();
    expect(platform.bodies(contentCalls.modelSettings)).toEqual([
      { site_id: 7, language: 'en_US', template: 'classic' },
    ]);
    const ios = screen.getByTestId('app-download-ios');
    expect(within(ios).getByRole('link', { name: 'Download for iOS (opens in a new window)' })).toHaveAttribute(
      'href',
      'https://apps.example.com/ios',
    );
    const qr = within(ios).getByRole('img', { name: 'QR code to download the iPhone and iPad app' });
    expect(qr.tagName).toBe('svg');
    expect(qr).toHaveAttribute('data-version', '3');
    const android = screen.getByTestId('app-download-android');
    expect(within(android).getByRole('link', { name: /Download for Android/ })).toHaveAttribute(
      'href',
      'https://apps.example.com/android.apk',
    );
    expect(within(android).getByRole('img', { name: /QR code/ })).toBeInTheDocument();
  });

  it('on a phone: the buttons without QR codes', async () => {
    renderLobby('/app', { layout: 'mobile' });
    await screen.findByTestId('app-downloads');
    expect(platform.bodies(contentCalls.modelSettings)[0]).toMatchObject({ template: 'H5_3' });
    expect(screen.queryByTestId('qr-code')).toBeNull();
    expect(screen.getAllByRole('link', { name: /Download for/ })).toHaveLength(2);
  });

  it('a system without an address is coming soon; without the entry the whole app is', async () => {
    platform.answer(contentCalls.modelSettings, () => ok({ list: [{ ...APP_SETTING, android_url: '' }] }));
    const { unmount } = renderLobby('/app');
    const android = await screen.findByTestId('app-download-android');
    expect(within(android).getByText('Coming soon')).toBeInTheDocument();
    expect(within(android).queryByRole('link')).toBeNull();
    unmount();
    platform.answer(contentCalls.modelSettings, () => ok({ list: [] }));
    renderLobby('/app');
    expect(await screen.findByText('The app is coming soon')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Get the Royal Gold app' })).toBeInTheDocument();
  });

  it('SPEC §7 model_settings.url: the page follows the platform without a reload', async () => {
    renderLobby('/app');
    await screen.findByTestId('app-downloads');
    platform.answer(contentCalls.modelSettings, () => ok({ list: [{ ...APP_SETTING, title: 'The new app' }] }));
    act(() => bus.emit('content:changed', { list: 'model_setting', path: '/web/model_setting', language: 'en_US' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('The new app'));
  });
});
