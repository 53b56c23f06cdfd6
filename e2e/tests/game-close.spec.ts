import { expect, test } from '../support/test';
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
 * SPEC §2/§4 /close, the lobby return address the site gives providers: landing there ends the
 * game (leave1) and returns to the lobby with every coin in the main wallet; a game window the site
 * opened closes itself there. Each run registers a member of its own.
 */
test('SPEC §4 /close ends the game and returns to the lobby; the provider’s Back to lobby through /close; a game window closes itself', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const device = isMobileProject(testInfo) ? 2 : 1;
  const account = await registerMember(request, testInfo, 'gc', [{ amount: 50 }]);
  await logInThroughUi(page, request, account);
  const header = page.getByTestId('header-balance');
  await expect.poll(async () => digits(await header.textContent())).toBe(5000);
  const api = await memberApi(page, request, testInfo, 'close');
  const close = `${siteUrl('shell')}/close`;

  // The page shown while the game ends: leave1 is held until the page has been looked at, however
  // long that takes on a busy machine.
  let letLeave: () => void = () => undefined;
  const leaveHeld = new Promise<void>((resolve) => {
    letLeave = resolve;
  });
  await page.route('**/api/member/game/leave1', async (route) => {
    await leaveHeld;
    await route.continue();
  });
  // A game open, then /close reached (a closed game tab's way back): leave1 brings everything home.
  const first = await playSlot(api, 'USD', device);
  expect(first.started.code).toBe('100');
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(0);
  await page.goto('/close');
  await expect(page.getByRole('status').filter({ hasText: 'Đang đưa bạn về sảnh' })).toBeVisible();
  await shot(page, testInfo, 'close-00-leaving');
  expect(await axeViolations(page, '[data-testid="close-page"]')).toEqual([]);
  letLeave();
  await page.waitForURL(`${siteUrl('shell')}/`);
  await page.unroute('**/api/member/game/leave1');
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(5000);
  expect((await api('/member/profile/common/layout')).data.is_playing).toBe(0);
  expect(await page.evaluate(() => localStorage.getItem('isPlay'))).toBe('0');
  await shot(page, testInfo, 'close-01-back-in-lobby');

  // The provider's own "Back to lobby", pointed at /close: rounds played, then home with the result.
  const { started } = await playSlot(api, 'USD', device, close);
  expect(started.code).toBe('100');
  await page.goto(started.data.game_url);
  await expect(page.locator('#spin')).toBeEnabled();
  const answer = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/play');
  await page.locator('#spin').click();
  const round = (await (await answer).json()) as { balance: number };
  await expect(page.locator('#spin')).toBeEnabled();
  await page.locator('#lobby').click();
  await page.waitForURL(`${siteUrl('shell')}/`);
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(round.balance);
  const cash = await api('/member/profile/my_cash');
  expect((cash.data.my_cash_list as Array<{ cash: number }>).every((e) => e.cash === 0)).toBe(true);
  await shot(page, testInfo, 'close-02-provider-back-to-lobby');

  // A game window the site opened: /close ends the game there and the window closes itself.
  expect((await playSlot(api, 'USD', device)).started.code).toBe('100');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate((url) => void window.open(url, 'gameWindow'), close),
  ]);
  await popup.waitForEvent('close', { timeout: 15_000 });
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(round.balance);
  expect((await api('/member/profile/common/layout')).data.is_playing).toBe(0);
  expect(errors, errors.join('\n')).toEqual([]);
});
