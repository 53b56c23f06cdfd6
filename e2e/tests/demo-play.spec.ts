import { expect, test, type Page } from '../support/test';
import { axeViolations, collectErrors, shot } from '../support/helpers';

/**
 * SPEC §1, §6: visitors see demo games. A visitor who clicks a game gets the login confirm
 * (proxy.please_login_title) with a free demo beside the login; the game demo list dialog
 * (demo/gt_games, demo/gp_games) opens any demo game; demo play (demo/play) moves no money.
 */

const tiles = (page: Page) => page.getByTestId('game-browser').getByTestId('game-tile');

test('SPEC §6 a visitor tries a game for free from the login confirm and from the game demo list', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByTestId('header-login')).toBeVisible();
  await tiles(page).first().click();
  const confirm = page.getByTestId('login-required-dialog');
  await expect(confirm).toContainText('Vui lòng đăng nhập để chơi trò chơi này');
  await shot(page, testInfo, 'demo-00-login-confirm');
  expect(await axeViolations(page, '[data-testid="login-required-dialog"]')).toEqual([]);

  const [game] = await Promise.all([
    page.waitForEvent('popup'),
    confirm.getByRole('button', { name: 'Chơi thử miễn phí' }).click(),
  ]);
  await game.waitForURL(/\/game\/demo\?token=/);
  await expect(game.locator('#spin')).toBeEnabled();
  const answer = game.waitForResponse((res) => new URL(res.url()).pathname === '/api/play');
  await game.locator('#spin').click();
  expect((await answer).ok()).toBe(true);
  await shot(game, testInfo, 'demo-01-demo-game');
  await game.close();
  await expect(page.getByTestId('game-window-status')).toBeHidden();
  // A demo is no real game: nothing to end, no isPlay.
  expect(await page.evaluate(() => localStorage.getItem('isPlay'))).toBeNull();

  // The game demo list from the lobby's hero.
  await page.getByTestId('lobby-home').getByRole('button', { name: 'Chơi thử miễn phí', exact: true }).click();
  const list = page.getByTestId('demo-list-dialog');
  await expect(list.getByRole('tab').first()).toBeVisible();
  const firstGame = list.getByRole('button', { name: /^Chơi thử .+ miễn phí$/ }).first();
  await expect(firstGame).toBeVisible();
  await expect
    .poll(() => firstGame.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  await shot(page, testInfo, 'demo-02-demo-list');
  expect(await axeViolations(page, '[data-testid="demo-list-dialog"]')).toEqual([]);
  const [demo] = await Promise.all([page.waitForEvent('popup'), firstGame.click()]);
  await expect(list).toBeHidden();
  await demo.waitForURL(/\/game\/demo\?token=/);
  await demo.close();
  expect(errors, errors.join('\n')).toEqual([]);
});
