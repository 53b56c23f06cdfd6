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
 * SPEC §4 sport frame, §7 sport-quickbet-url and /check_iframe: the sportsbook of the provider
 * simulator in the lobby's sport page; its S001 sets the frame height, its U003 (a bet slip opened)
 * opens the sport game with the event; a message from anywhere but the frame is ignored.
 */

const frameHeight = (page: Page) =>
  page.getByTestId('sport-frame-iframe').evaluate((el) => Math.round(el.getBoundingClientRect().height));

test('SPEC §4 sport frame: checked, sized by S001, other origins ignored; U003 asks a visitor to log in and opens the game for a member', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  // From the lobby's Sports tab.
  await page.goto('/');
  await page.getByRole('tab', { name: 'Thể thao', exact: true }).click();
  await page.getByTestId('open-sportsbook').click();
  await page.waitForURL(/\/gameHall\/4$/);
  const card = page.getByTestId('sport-frame-card');
  await expect(card).toHaveAttribute('data-state', 'checked');
  const frame = page.frameLocator('[data-testid="sport-frame-iframe"]');
  await expect(frame.locator('.odd').first()).toBeVisible();
  // S001: the frame is as tall as the sportsbook's content.
  const contentHeight = await frame.locator('html').evaluate((el) => el.scrollHeight);
  await expect.poll(() => frameHeight(page)).toBe(Math.max(300, contentHeight));
  await shot(page, testInfo, 'sport-00-frame');
  expect(await axeViolations(page, '[data-testid="sport-page"]')).toEqual([]);

  // A message of the right shape from another origin or window changes nothing.
  const before = await frameHeight(page);
  await page.evaluate(() => window.postMessage({ code: 'S001', size: { height: 4321 } }, '*'));
  await page.waitForTimeout(300);
  expect(await frameHeight(page)).toBe(before);

  // U003 as a visitor: the login confirm of SPEC §5.
  await frame.locator('.odd').first().click();
  await expect(page.getByTestId('login-required-dialog')).toBeVisible();
  await page.getByTestId('login-required-dialog').getByRole('button', { name: 'Hủy' }).click();

  // U003 as a member: the sport game opens with the event.
  const account = await registerMember(request, testInfo, 'sf', [{ amount: 20 }]);
  await logInThroughUi(page, request, account);
  await page.goto('/gameHall/4');
  await expect(card).toHaveAttribute('data-state', 'checked');
  await expect(frame.locator('.odd').first()).toBeVisible();
  const play = page.waitForRequest((req) => new URL(req.url()).pathname === '/api/member/game/play1');
  const [game] = await Promise.all([page.waitForEvent('popup'), frame.locator('.odd').nth(1).click()]);
  const body = (await play).postDataJSON() as { game_type: number; extra: Record<string, unknown> };
  expect(body.game_type).toBe(4);
  expect(body.extra.event_id).toEqual(expect.any(String));
  if (mobile) expect(body.extra).toMatchObject({ league_key: expect.any(String), sport_type: expect.any(Number) });
  else expect(body.extra.league_key).toBeUndefined();
  await game.waitForURL(/\/game\/launch\?token=/);
  await expect.poll(async () => digits(await page.getByTestId('header-balance').textContent())).toBe(0);
  await game.close();
  await expect
    .poll(async () => digits(await page.getByTestId('header-balance').textContent()), { timeout: 15_000 })
    .toBe(2000);
  expect(errors, errors.join('\n')).toEqual([]);
});
