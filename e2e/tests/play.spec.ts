import { devices } from '@playwright/test';
import { dismissOpeningNotices, expect, test, type Page } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  isMobileProject,
  logInThroughUi,
  memberApi,
  playSlot,
  registerMember,
  shot,
} from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * SPEC §4 "Game opening modes", §5, §8, §9: a member opens a real game from the lobby and comes back
 * with every coin, in each mode the site uses — a window (desktop default, forced on phones), the
 * play-game dialog (the live-casino halls the site config lists), the in-page view (/play, when the
 * browser blocks the window) — and a game nobody ends gives its money back. Each test registers a
 * member of its own with $50.
 */

const headerCents = async (page: Page) => digits(await page.getByTestId('header-balance').textContent());
// The games list of the page: the home page's games by type, or a provider's page.
const slotTile = (page: Page) => page.getByTestId('game-collection').getByTestId('game-tile').first();

async function member(
  page: Page,
  request: Parameters<typeof registerMember>[0],
  testInfo: Parameters<typeof registerMember>[1],
  prefix: string,
) {
  const account = await registerMember(request, testInfo, prefix, [{ amount: 50 }]);
  await logInThroughUi(page, request, account);
  await expect.poll(() => headerCents(page)).toBe(5000);
  return { account, api: await memberApi(page, request, testInfo, prefix) };
}

async function providerWalletsEmpty(api: Awaited<ReturnType<typeof memberApi>>) {
  const cash = await api('/member/profile/my_cash');
  return (cash.data.my_cash_list as Array<{ cash: number }>).every((e) => e.cash === 0);
}

test('SPEC §4 window mode: a slot from the lobby opens in its own window, spins, and the provider’s Back to lobby brings every coin home', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const { api } = await member(page, request, testInfo, 'pw');
  await shot(page, testInfo, 'play-00-lobby');

  const [game] = await Promise.all([page.waitForEvent('popup'), slotTile(page).click()]);
  // The window opens on /loading in the click, then goes to the provider.
  await game.waitForURL(/\/game\/launch\?token=/);
  await expect(page.getByTestId('game-window-status')).toContainText('Trò chơi đang mở ở một cửa sổ khác');
  await expect.poll(() => headerCents(page)).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('isPlay'))).toBe('1');
  await shot(page, testInfo, 'play-01-window-open-lobby');
  expect(await axeViolations(page, '[data-testid="game-window-status"]')).toEqual([]);

  await expect(game.locator('#spin')).toBeEnabled();
  const answer = game.waitForResponse((res) => new URL(res.url()).pathname === '/api/play');
  await game.locator('#spin').click();
  const round = (await (await answer).json()) as { balance: number };
  await expect(game.locator('#spin')).toBeEnabled();
  await shot(game, testInfo, 'play-02-window-spun');

  // The provider's Back to lobby lands on /close in the window: it ends the game and closes itself.
  const closed = game.waitForEvent('close', { timeout: 20_000 });
  await game.locator('#lobby').click();
  await closed;
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(round.balance);
  await expect(page.getByTestId('game-window-status')).toBeHidden();
  expect(await providerWalletsEmpty(api)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('isPlay'))).toBe('0');
  await shot(page, testInfo, 'play-03-window-back');

  // Closing the game window itself runs the before-quit-game step too (the window is watched).
  const [again] = await Promise.all([page.waitForEvent('popup'), slotTile(page).click()]);
  await again.waitForURL(/\/game\/launch\?token=/);
  await expect.poll(() => headerCents(page)).toBe(0);
  await again.close();
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(round.balance);
  expect(await providerWalletsEmpty(api)).toBe(true);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('SPEC §4 page mode: a blocked game window opens the game on this page (/play), and Leave game brings the balance back', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  // The browser's popup blocker: window.open answers null.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const { api } = await member(page, request, testInfo, 'pp');
  await slotTile(page).click();
  await expect(page.getByText('Trình duyệt đã chặn cửa sổ trò chơi', { exact: false })).toBeVisible();
  await page.waitForURL(/\/play\?gp_id=GP\w+&game_code=.+&game_type=2/);
  const frame = page.frameLocator('[data-testid="play-frame"]');
  await expect(frame.locator('#spin')).toBeEnabled();
  await expect.poll(() => headerCents(page)).toBe(0);
  await shot(page, testInfo, 'play-10-page-mode');
  expect(await axeViolations(page, '[data-testid="play-page"]')).toEqual([]);

  await page.getByRole('button', { name: 'Thoát trò chơi' }).click();
  await page.waitForURL(`${siteUrl('shell')}/`);
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);
  expect(await providerWalletsEmpty(api)).toBe(true);

  // The provider's Back to lobby inside the frame: /close loads in the frame, the page ends the game.
  await slotTile(page).click();
  await page.waitForURL(/\/play\?/);
  await expect(frame.locator('#lobby')).toBeVisible();
  await expect.poll(() => headerCents(page)).toBe(0);
  await frame.locator('#lobby').click();
  await page.waitForURL(`${siteUrl('shell')}/`);
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);
  expect(await providerWalletsEmpty(api)).toBe(true);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('SPEC §4 modal mode: a live-casino hall the config lists opens in the play-game dialog on desktop (a window on a phone); its Back to lobby closes it with every coin home', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const { api } = await member(page, request, testInfo, 'pm');
  await page.getByRole('tab', { name: 'Casino trực tiếp' }).click();
  // The provider's chip leads to its own page of games (SPEC §2 /slotgame).
  await page
    .getByTestId('provider-strip')
    .getByRole('link', { name: /Orchid Live/ })
    .click();
  await page.waitForURL(/\/slotgame\?/);
  // The address changes before the provider's page replaces the home grid: its heading says it has.
  await expect(page.getByRole('heading', { level: 1, name: 'Orchid Live' })).toBeVisible();
  if (isMobileProject(testInfo)) {
    // SPEC §4: phones always open games in a window, a listed pair too.
    const [hall] = await Promise.all([page.waitForEvent('popup'), slotTile(page).click()]);
    await hall.waitForURL(/\/game\/launch\?token=/);
    await expect(page.getByTestId('play-game-dialog')).toBeHidden();
    await expect.poll(() => headerCents(page)).toBe(0);
    await hall.close();
    await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);
    expect(await providerWalletsEmpty(api)).toBe(true);
    return;
  }
  await slotTile(page).click();
  const dialog = page.getByTestId('play-game-dialog');
  await expect(dialog).toBeVisible();
  const frame = page.frameLocator('[data-testid="play-game-frame"]');
  await expect(frame.locator('#lobby')).toBeVisible();
  await expect.poll(() => headerCents(page)).toBe(0);
  await shot(page, testInfo, 'play-20-modal');
  expect(await axeViolations(page, '[data-testid="play-game-dialog"]')).toEqual([]);

  await frame.locator('#lobby').click();
  await expect(dialog).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);
  expect(await providerWalletsEmpty(api)).toBe(true);

  // The dialog's own close button ends the game as well.
  await slotTile(page).click();
  await expect(frame.locator('#lobby')).toBeVisible();
  await expect.poll(() => headerCents(page)).toBe(0);
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('SPEC §4 start-up: a page that starts with isPlay 1 ends the game left open (leave1 after 300 ms)', async ({
  page,
  request,
}, testInfo) => {
  const { api } = await member(page, request, testInfo, 'ps');
  const device = isMobileProject(testInfo) ? 2 : 1;
  expect((await playSlot(api, 'USD', device)).started.code).toBe('100');
  await expect.poll(() => headerCents(page)).toBe(0);
  await page.evaluate(() => localStorage.setItem('isPlay', '1'));
  const left = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/member/game/leave1');
  await page.reload();
  await left;
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);
  expect(await page.evaluate(() => localStorage.getItem('isPlay'))).toBe('0');
  expect((await api('/member/profile/common/layout')).data.is_playing).toBe(0);
});

test('SPEC §4 money never stuck: a game tab closed with the site gone is ended by the platform after the idle time', async ({
  page,
  context,
  request,
}, testInfo) => {
  const { api } = await member(page, request, testInfo, 'pi');
  const [game] = await Promise.all([page.waitForEvent('popup'), slotTile(page).click()]);
  await game.waitForURL(/\/game\/launch\?token=/);
  await expect.poll(() => headerCents(page)).toBe(0);
  // The phone drops both tabs: nothing on the site runs leave1.
  await page.close({ runBeforeUnload: false });
  await game.close();
  expect((await api('/member/profile/common/layout')).data.member_cash).toBe(0);
  // The idle time, shortened for this test: one pass of the platform's sweep with 1 s.
  await new Promise((r) => setTimeout(r, 1500));
  const sweep = await request.post(`${siteUrl('platform')}/api/dev/games/end-idle`, { data: { idle_seconds: 1 } });
  expect((await sweep.json()).data.ended).toBeGreaterThanOrEqual(1);
  const layout = await api('/member/profile/common/layout');
  expect(layout.data.member_cash).toBe(50);
  expect(layout.data.is_playing).toBe(0);
  expect(await providerWalletsEmpty(api)).toBe(true);
  // The member comes back: the lobby shows the whole balance.
  const back = await context.newPage();
  await back.goto('/');
  await expect.poll(() => headerCents(back), { timeout: 15_000 }).toBe(5000);
});

test('SPEC §4 redirect mode: on a phone inside a social app the game replaces the site, and its Back to lobby returns with every coin', async ({
  browser,
  request,
}, testInfo) => {
  // Its own phone context whatever the project: the mode depends on the phone and its browser.
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    baseURL: siteUrl('shell'),
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36 [FBAN/EMA;FBLC/vi_VN;FBAV/400.0]',
  });
  await dismissOpeningNotices(context);
  const page = await context.newPage();
  try {
    const { api } = await member(page, request, testInfo, 'pr');
    let popups = 0;
    page.on('popup', () => popups++);
    await slotTile(page).click();
    await page.waitForURL(/\/game\/launch\?token=/);
    expect(popups).toBe(0);
    await expect(page.locator('#spin')).toBeEnabled();
    await page.locator('#lobby').click();
    await page.waitForURL(`${siteUrl('shell')}/`);
    await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);
    expect(await providerWalletsEmpty(api)).toBe(true);
  } finally {
    await context.close();
  }
});
