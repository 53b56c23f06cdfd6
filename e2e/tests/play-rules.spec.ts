import { expect, test, type Page } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  isMobileProject,
  logInThroughUi,
  registerMember,
  shot,
} from '../support/helpers';

/**
 * SPEC §5 "Starting a game is rejected when…", §8 game start results (203 maintenance, 205 transfer
 * disabled), §2/§4 language switching and logout with a game in play: each as a person meets it.
 */

const headerCents = async (page: Page) => digits(await page.getByTestId('header-balance').textContent());
// The games list of the page: the home page's games by type, or a provider's page.
const tiles = (page: Page) => page.getByTestId('game-collection').getByTestId('game-tile');

/** Holds the calls to `path` until `release()` is called; later calls pass straight through. */
async function hold(page: Page, path: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((r) => (release = r));
  await page.route(`**/api${path}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test('SPEC §5 rejections: starting, duplicate, another game on a phone, quitting; language and logout guarded while a game plays', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const account = await registerMember(request, testInfo, 'pr', [{ amount: 50 }]);
  await logInThroughUi(page, request, account);
  await expect.poll(() => headerCents(page)).toBe(5000);

  // Starting: play1 held, a second click is refused with pg.alert_starting.
  const releasePlay = await hold(page, '/member/game/play1');
  const [game] = await Promise.all([page.waitForEvent('popup'), tiles(page).first().click()]);
  await expect(page.getByTestId('game-window-status')).toContainText('Đang mở trò chơi');
  await tiles(page).nth(1).click();
  await expect(page.getByText('Trò chơi đang khởi động, vui lòng chờ…')).toBeVisible();
  await shot(page, testInfo, 'rules-00-starting');
  releasePlay();
  await game.waitForURL(/\/game\/launch\?token=/);
  await expect.poll(() => headerCents(page)).toBe(0);

  // The same game again: pg.alert_duplicate.
  await tiles(page).first().click();
  await expect(page.getByText('Trò chơi này đang được mở')).toBeVisible();
  if (mobile) {
    // Another game on a phone: pg.err_is_playing.
    await tiles(page).nth(1).click();
    await expect(page.getByText('Bạn đang trong một trò chơi. Vui lòng thoát trò chơi trước.').first()).toBeVisible();
  }

  // Language switching is blocked while the game is open.
  if (!mobile) {
    await page.getByRole('combobox', { name: /Ngôn ngữ/ }).selectOption('en_US');
    await expect(page.getByText('Bạn đang trong một trò chơi. Vui lòng thoát trò chơi trước.').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
  }

  // Quitting: leave1 held, a click is refused with pg.alert_quitting.
  const releaseLeave = await hold(page, '/member/game/leave1');
  await page.getByTestId('game-window-status').getByRole('button', { name: 'Thoát trò chơi' }).click();
  await expect(page.getByTestId('game-window-status')).toContainText('Trò chơi đang đóng');
  await tiles(page).nth(2).click();
  await expect(page.getByText('Trò chơi đang đóng, vui lòng chờ trong giây lát…').first()).toBeVisible();
  await shot(page, testInfo, 'rules-01-quitting');
  releaseLeave();
  await expect(page.getByTestId('game-window-status')).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);

  // Logout with a game in play: a warning first; confirmed, the game ends, then the member is out.
  const [second] = await Promise.all([page.waitForEvent('popup'), tiles(page).first().click()]);
  await second.waitForURL(/\/game\/launch\?token=/);
  await expect.poll(() => headerCents(page)).toBe(0);
  await page.getByTestId('header-logout').click();
  const warning = page.getByTestId('logout-playing-dialog');
  await expect(warning).toContainText('Một trò chơi vẫn đang mở');
  await shot(page, testInfo, 'rules-02-logout-warning');
  expect(await axeViolations(page, '[data-testid="logout-playing-dialog"]')).toEqual([]);
  const left = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/member/game/leave1');
  await warning.getByRole('button', { name: 'Đăng xuất' }).click();
  await left;
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect.poll(() => second.isClosed()).toBe(true);
  // Everything came home before the token ended.
  await logInThroughUi(page, request, account);
  await expect.poll(() => headerCents(page), { timeout: 15_000 }).toBe(5000);
  // A balance read started by the game's end can reach the platform just after the logout ended its
  // token: the browser logs that 401, which the page answers as SPEC §4 says (already logged out).
  const unexpected = errors.filter((e) => !/status of 401/.test(e));
  expect(unexpected, unexpected.join('\n')).toEqual([]);
});

test('SPEC §5 one_key_waiting: no game starts while a one-key transfer back runs', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerMember(request, testInfo, 'pk', [{ amount: 50 }, { amount: 5, gp_id: 'GP001' }]);
  await logInThroughUi(page, request, account);
  // MyWallet in this page (the header's member centre is a window of its own on desktop, SPEC §2).
  await page.goto('/user/MyWallet');
  const release = await hold(page, '/member/profile/balance/all/back');
  await page.getByRole('button', { name: 'Thu hồi tất cả về ví chính' }).first().click();
  // Back to the lobby in the same page (the shell keeps running), then a game.
  await page.getByTestId('brand-logo').first().click();
  await tiles(page).first().click();
  await expect(page.getByText('Đang chuyển toàn bộ số dư về ví chính, vui lòng chờ…').first()).toBeVisible();
  release();
});

test('SPEC §8 203: a provider under maintenance shows the maintenance dialog with its times, and the window closes', async ({
  page,
  request,
}, testInfo) => {
  await logInThroughUi(page, request, 'wallet01');
  await page.getByRole('tab', { name: 'Thể thao điện tử' }).click();
  // The provider's chip leads to its own page of games (SPEC §2 /slotgame).
  await page
    .getByTestId('provider-strip')
    .getByRole('link', { name: /Pixel Legion/ })
    .click();
  await page.waitForURL(/\/slotgame\?/);
  // The address changes before the provider's page replaces the home grid: its heading says it has.
  await expect(page.getByRole('heading', { level: 1, name: 'Pixel Legion' })).toBeVisible();
  const [game] = await Promise.all([page.waitForEvent('popup'), tiles(page).first().click()]);
  const dialog = page.getByTestId('maintenance-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Đang bảo trì');
  await expect(dialog).toContainText('2019-12-31');
  await expect(dialog).toContainText('Pixel Legion');
  await expect.poll(() => game.isClosed()).toBe(true);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('maintain_interval') ?? 'null'));
  expect(stored).toMatchObject({
    start_at: expect.stringMatching(/^2020-01-01/),
    end_at: expect.stringMatching(/^2099-12-31/),
  });
  await shot(page, testInfo, 'rules-10-maintenance');
  expect(await axeViolations(page, '[data-testid="maintenance-dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Đồng ý' }).click();
  await expect(dialog).toBeHidden();
});

test('SPEC §8 205: transfers disabled stops play, closes the window and says why', async ({
  page,
  request,
}, testInfo) => {
  await logInThroughUi(page, request, 'notransfer01');
  const [game] = await Promise.all([page.waitForEvent('popup'), tiles(page).first().click()]);
  const dialog = page.getByTestId('transfer-disabled-dialog');
  await expect(dialog).toContainText('Tài khoản này đã bị tắt chuyển quỹ');
  await expect.poll(() => game.isClosed()).toBe(true);
  await shot(page, testInfo, 'rules-11-transfer-disabled');
  expect(await axeViolations(page, '[data-testid="transfer-disabled-dialog"]')).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('isPlay'))).not.toBe('1');
});

test('SPEC §5 r88close_msg: a closed site opens no game', async ({ page, request }, testInfo) => {
  const account = await registerMember(request, testInfo, 'pc', [{ amount: 50 }]);
  await page.route('**/api/site-config*', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    await route.fulfill({
      response,
      json: { ...config, data: { ...config.data, features: { ...config.data.features, site_closed: true } } },
    });
  });
  await logInThroughUi(page, request, account);
  let opened = false;
  page.on('popup', () => (opened = true));
  await tiles(page).first().click();
  await expect(page.getByText('Trang web đang tạm đóng. Vui lòng quay lại sau.')).toBeVisible();
  expect(opened).toBe(false);
  expect(await page.evaluate(() => location.pathname)).toBe('/');
});
