import fs from 'node:fs';
import path from 'node:path';
import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import type { ApiCall, CallBody } from '@site/shared/contracts';
import { hideMemberNotices } from './notices';
import { siteUrl } from './site';

/**
 * Saves a screenshot of the step under e2e/screenshots/<device>/ (kept for people to look at), once
 * the pictures in view have loaded (at most a few seconds: the picture is for people, the step's
 * assertions are made before it), so it shows the page rather than its placeholders.
 */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = path.join(__dirname, '..', 'screenshots', deviceOf(testInfo));
  fs.mkdirSync(dir, { recursive: true });
  await page
    .waitForFunction(
      () => {
        const inView = (el: Element) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
        };
        return Array.from(document.images).every((img) => !inView(img) || img.complete);
      },
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
  // Pictures drawn as backgrounds (game art, provider logos): loaded again from the browser's cache,
  // which answers once the page's own copy has arrived.
  await page
    .evaluate(() => {
      const urls = new Set<string>();
      for (const el of document.querySelectorAll<HTMLElement>('[style*="url("]')) {
        const r = el.getBoundingClientRect();
        if (!(r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth)) continue;
        for (const m of el.getAttribute('style')!.matchAll(/url\("([^"]+)"\)/g)) urls.add(m[1]!);
      }
      const loaded = (src: string) =>
        new Promise<void>((resolve) => {
          const img = new Image();
          img.onload = img.onerror = () => resolve();
          img.src = src;
        });
      return Promise.race([Promise.all([...urls].map(loaded)), new Promise((resolve) => setTimeout(resolve, 3_000))]);
    })
    .catch(() => undefined);
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: false });
}

/** Whether the picture a background shows (its first url()) loads and decodes. */
export async function backgroundLoads(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const src = /url\("([^"]+)"\)/.exec(getComputedStyle(el).backgroundImage)?.[1];
    if (!src) return false;
    return new Promise<boolean>((resolve) => {
      const img = new Image();
      img.onload = () => resolve(img.naturalWidth > 0);
      img.onerror = () => resolve(false);
      img.src = src;
    });
  });
}

/** Console errors and uncaught exceptions of a page, to assert a flow ran clean. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    // "Failed to load resource" names no address in its text; the location does.
    const where = msg.location().url;
    errors.push(msg.text().startsWith('Failed to load resource') && where ? `${msg.text()} (${where})` : msg.text());
  });
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  return errors;
}

/**
 * Follows the captcha the page requests: the latest token of `POST /api/captcha`, and its answer
 * from the platform's developer outbox (as a person would read it off the image).
 */
export function followCaptcha(page: Page | BrowserContext, request: APIRequestContext) {
  let latest: string | null = null;
  page.on('response', async (res) => {
    if (res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/captcha') {
      const body = (await res.json().catch(() => null)) as { data?: { token?: string } } | null;
      if (body?.data?.token) latest = body.data.token;
    }
  });
  return {
    async answer(): Promise<string> {
      await expect.poll(() => latest, { message: 'the page requested a captcha' }).not.toBeNull();
      const res = await request.get(`${siteUrl('platform')}/api/dev/captcha/${latest}`);
      expect(res.ok()).toBeTruthy();
      const body = (await res.json()) as { data: { answer: string } };
      return body.data.answer;
    },
    reset() {
      latest = null;
    },
  };
}

/**
 * The device a project runs the specs as (its metadata in playwright.config.ts): each device has a
 * project running beside the other's and one for the tests that run alone.
 */
export const deviceOf = (testInfo: TestInfo): 'desktop' | 'mobile' =>
  testInfo.project.metadata.device === 'mobile' ? 'mobile' : 'desktop';

export const isMobileProject = (testInfo: TestInfo) => deviceOf(testInfo) === 'mobile';

/**
 * Logs in through mfe-auth's dialog as a person would (the captcha answer read from the developer
 * outbox); resolves once the shell's socket has the member's private channel authorised.
 */
export async function logInThroughUi(page: Page, request: APIRequestContext, account: string): Promise<void> {
  const captcha = followCaptcha(page, request);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('img[src^="data:image/"]')).toBeVisible();
  await dialog.locator('input[name="account"]').fill(account);
  await dialog.locator('input[name="password"]').fill('demo1234');
  await dialog.locator('input[name="answer"]').fill(await captcha.answer());
  // The shell's socket asks the platform to sign the member's private channel once logged in.
  const memberChannelAuthorised = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === '/api/broadcasting/auth' &&
      /channel_name=private-member\.\d+/.test(res.request().postData() ?? '') &&
      res.ok(),
  );
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-account')).toHaveText(account);
  await memberChannelAuthorised;
}

/** A Pusher protocol frame's event and channel; null for anything else. */
function pusherFrame(text: string): { event?: string; channel?: string } | null {
  try {
    const frame: unknown = JSON.parse(text);
    return frame && typeof frame === 'object' ? frame : null;
  } catch {
    return null;
  }
}

/**
 * Resolves once the page's socket has subscribed a public channel whose name matches `channel`. The
 * shell opens its socket once the page is idle, so an operator's change made before that is not
 * delivered to the page: a test of a live change waits for this first. Call it before `page.goto`.
 */
export function publicChannelSubscribed(page: Page, channel: RegExp): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const frame = pusherFrame(typeof payload === 'string' ? payload : payload.toString('utf8'));
        if (frame?.event === 'pusher_internal:subscription_succeeded' && channel.test(frame.channel ?? '')) resolve();
      });
    });
  });
}

/** The digits of a formatted amount ("1.000.000 ₫" → 1000000; "¥8,888.88" → 888888). */
export const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/**
 * The platform's API with the token the page holds (as the remotes call it). Every call carries an
 * Idempotency-Key unique to this test (`prefix`, the project, the time, a counter).
 */
export async function memberApi(page: Page, request: APIRequestContext, testInfo: TestInfo, prefix: string) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  let n = 0;
  return async (path: string, data: Record<string, unknown> = {}) => {
    const res = await request.post(`${siteUrl('platform')}/api${path}`, {
      data,
      headers: {
        authorization: token!,
        'idempotency-key': `e2e-${prefix}-${testInfo.project.name}-${Date.now()}-${n++}`,
      },
    });
    expect(res.ok(), `${path}: HTTP ${res.status()}`).toBeTruthy();
    return (await res.json()) as { code: string; message: string; data: any };
  };
}

/**
 * An operator call of @site/shared/contracts (operatorCalls) with the development key (the e2e
 * platform runs with SITE_DEV_TOOLS=1): its path and body type come from its description. Calls
 * with path parameters are not taken, as their path would need filling in.
 */
export const operatorPost = <C extends ApiCall & { params?: undefined }>(
  request: APIRequestContext,
  call: C,
  data: CallBody<C>,
) =>
  request.post(`${siteUrl('platform')}/api${call.path}`, {
    headers: { 'x-operator-key': 'dev-operator-key-change-me' },
    data,
  });

/** A member's API as memberApi answers it. */
export type MemberApi = Awaited<ReturnType<typeof memberApi>>;

/**
 * Opens a slot of `currency` on `device` with the member's play1 (the provider in maintenance
 * aside), as a tile would, with the lobby address the game returns to: answers the slot and play1's answer.
 */
export async function playSlot(api: MemberApi, currency: string, device: number, lobbyUrl = `${siteUrl('shell')}/`) {
  const list = await api('/v3/game_list', { currency, site_id: 1, support_device: device });
  const slots = list.data.list.find((t: { gt_id: number }) => t.gt_id === 2).gp_list as Array<{
    gp_id: string;
    game_code: string;
  }>;
  const slot = slots.find((g) => g.gp_id !== 'GP030')!;
  const started = await api('/member/game/play1', {
    gpId: slot.gp_id,
    game_type: 2,
    game_code: slot.game_code,
    lobby_url: lobbyUrl,
    device,
  });
  return { slot, started };
}

/**
 * The provider simulator's development switch: every round of the game open in `page` pays nothing
 * from now on, so a test that needs a loss does not depend on the random numbers.
 */
export async function rigGameToLose(page: Page, request: APIRequestContext) {
  const sid = await page.locator('#boot').evaluate((el) => (JSON.parse(el.textContent ?? '{}') as { sid: string }).sid);
  const res = await request.post(`${new URL(page.url()).origin}/api/dev/rig`, { data: { sid, outcome: 'lose' } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/**
 * A member of the test's own, registered through the platform (USD: no captcha, no SMS), password
 * demo1234; `credits` are put in its wallets first (`gp_id` for a provider wallet, else the main one).
 * Its pop-up bulletins of `noticesClosed` (display locations; every one unless told) are closed
 * already, as by a member who came before.
 */
export async function registerMember(
  request: APIRequestContext,
  testInfo: TestInfo,
  prefix: string,
  credits: Array<{ amount: number; gp_id?: string }> = [],
  noticesClosed?: readonly number[],
): Promise<string> {
  const account = `${prefix}${isMobileProject(testInfo) ? 'm' : 'd'}${Date.now().toString(36).slice(-7)}`;
  const platform = `${siteUrl('platform')}/api`;
  const registered = await request.post(`${platform}/register`, {
    data: {
      site_id: 1,
      member_currency: 'USD',
      member_account: account,
      password: 'demo1234',
      member_email: `${account}@example.com`,
      member_birthday: '1990-1-2',
    },
  });
  const body = await registered.json();
  expect(body.code).toBe('100');
  // A member who has already closed the opening notices (the suite's tests are about other things).
  await hideMemberNotices(request, body.data.token as string, noticesClosed);
  for (const credit of credits) {
    const credited = await request.post(`${platform}/dev/ledger/credit`, { data: { account, ...credit } });
    expect(credited.ok()).toBeTruthy();
  }
  return account;
}

/**
 * WCAG 2.2 AA violations axe-core finds on the page (or inside `selector`), as "rule: target"
 * lines. axe is evaluated through the DevTools protocol, not as a script tag, so the site's
 * Content-Security-Policy stays as strict as for any visitor.
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  const source = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(source);
  return page.evaluate(async (include) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<AxeResult> } }).axe;
    type AxeResult = { violations: Array<{ id: string; nodes: Array<{ target: string[] }> }> };
    const result = await axe.run(include ? { include: [include] } : document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  }, selector ?? null);
}
