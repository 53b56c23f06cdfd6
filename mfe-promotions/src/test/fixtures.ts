// The promotions tests' fixtures: the fake platform, promotions and bulletins as it answers them,
// the session on the bus, and renderApp with the promotions texts.
import { bus } from '@site/shared/bus';
import type { Bulletin, Discount, DiscountDetail, MemberLayout } from '@site/shared/contracts';
import { addAppResources, i18n } from '@site/shared/i18n';
import {
  createFakeFetch,
  envelope,
  testMember,
  testSiteConfig,
  type FakeCall,
  type FakeReply,
} from '@site/shared/testing';
import { resources } from '../locales';

addAppResources('promotions', resources);

export const siteConfig = testSiteConfig();

export function discount(overrides: Partial<Discount> = {}): Discount {
  const id = overrides.id ?? 1;
  return {
    id,
    gt_id: null,
    title: `Promotion ${id}`,
    banner: `/api/assets/discounts/${id}.svg?lang=en_US&v=1`,
    start_at: '2026-05-01 00:00:00',
    end_at: '2026-05-31 23:59:59',
    timezone: 'America/Caracas',
    currency: 'VND',
    status: 'running',
    pop_up: 0,
    eligibility: 'all',
    apply_type: 'none',
    bonus: null,
    applied: 0,
    application_status: null,
    updated_at: '2026-04-30T12:00:00.000Z',
    ...overrides,
  };
}

export const detail = (overrides: Partial<DiscountDetail> = {}): DiscountDetail => ({
  ...discount(overrides),
  content: '<p>Read the rules.</p>',
  ...overrides,
});

export function bulletin(overrides: Partial<Bulletin> = {}): Bulletin {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Notice ${id}`,
    display_device: 1,
    display_location: 2,
    display_content: `Notice ${id}`,
    content: `<p>Body of notice ${id}</p>`,
    updated_at: '2026-04-30T12:00:00.000Z',
    ...overrides,
  };
}

export type Routes = Record<string, (call: FakeCall) => FakeReply>;

/**
 * The fake platform: each call is answered by the route of its path (without /api), else 404.
 * `routes` may be changed between renders (the fake reads it per call).
 */
export function fakePlatform(routes: Routes = {}) {
  const fake = createFakeFetch((call) => {
    const path = new URL(call.url, 'http://127.0.0.1').pathname.replace(/^\/api/, '');
    const route = routes[path];
    return route ? route(call) : { status: 404, body: envelope('404', null, 'Not found') };
  });
  globalThis.fetch = fake.fetch;
  const calls = (path: string) =>
    fake.calls.filter((c) => new URL(c.url, 'http://127.0.0.1').pathname === `/api${path}`);
  return { routes, calls, fake };
}

export const ok = (data: unknown): FakeReply => ({ body: envelope('100', data) });
export const failure = (code: string, message = 'English text from the server'): FakeReply => ({
  body: envelope(code, null, message),
});

export function asVisitor() {
  bus.emit('session:changed', { status: 'anonymous' });
  bus.emit('locale:currency-changed', { currency: 'VND' });
}

export function asMember(overrides: Partial<MemberLayout> = {}): MemberLayout {
  const member = testMember({ id: 7, ...overrides });
  bus.emit('session:changed', { status: 'member', token: 'token-7', member });
  bus.emit('locale:currency-changed', { currency: member.member_currency });
  return member;
}

/** Toasts shown during a test (the shell's toaster hears them on the bus). */
export function collectToasts() {
  const toasts: { kind: string; message: string; params?: Record<string, unknown> }[] = [];
  const off = bus.on('toast:show', (t) => toasts.push(t));
  return { toasts, off };
}

/** Dialogs asked of the shell's modal host, and navigations asked of the shell. */
export function collectRequests() {
  const modals: unknown[] = [];
  const navigations: unknown[] = [];
  const offs = [bus.on('modal:open', (m) => modals.push(m)), bus.on('nav:navigate', (n) => navigations.push(n))];
  return { modals, navigations, off: () => offs.forEach((off) => off()) };
}

/** Each test starts in English with nothing closed this session. */
export async function startInEnglish() {
  await i18n.changeLanguage('en_US');
  sessionStorage.clear();
}
