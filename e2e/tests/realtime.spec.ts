import { operatorCalls } from '@site/shared/contracts';
import { dismissOpeningNotices, expect, test } from '../support/test';
import { commonViVN } from '@site/shared/i18n';
import {
  axeViolations,
  collectErrors,
  digits,
  isMobileProject,
  logInThroughUi,
  operatorPost,
  registerMember,
  shot,
} from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * Real time in the browser (SPEC §4 "Real time", §7 "Real-time"): the shell's socket, authorised with
 * the member's token, logs a window out when the member logs in elsewhere, and shows a balance
 * moved by the member's money routes (play1, leave1) without a reload.
 */

test('SPEC §4: a second browser logs in as the same member; the first is logged out with the warning', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const account = isMobileProject(testInfo) ? 'demo02' : 'demo01';
  await logInThroughUi(page, request, account);
  await shot(page, testInfo, 'realtime-01-first-window');

  // Another browser (its own storage and socket) logs in as the same member.
  const other = await browser.newContext({ ...testInfo.project.use, baseURL: siteUrl('shell') });
  await dismissOpeningNotices(other);
  try {
    const second = await other.newPage();
    await logInThroughUi(second, request, account);

    // The first window hears `login` with another token: warning already_login_msg, logged out.
    await expect(page.getByText(commonViVN.already_login_msg)).toBeVisible();
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await shot(page, testInfo, 'realtime-02-kicked');
    // The warning is announced and readable (WCAG 2.2 AA) on the logged-out page.
    expect(await axeViolations(page)).toEqual([]);
    // The second window stays logged in.
    await expect(second.getByTestId('header-account')).toHaveText(account);
  } finally {
    await other.close();
  }
  // The refused calls of the revoked token (401 on the layout or the channel auth) are expected.
  expect(
    errors.filter((e) => !/401|Unauthorized/i.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test('SPEC §7 member.cash: play1 and leave1 move the balance; the header of the open page follows', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const account = mobile ? 'demo02' : 'demo01';
  await logInThroughUi(page, request, account);
  const balance = page.getByTestId('header-balance');
  await expect(balance).not.toHaveText('—');
  await expect.poll(async () => digits(await balance.textContent())).toBeGreaterThan(0);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const money = (path: string, data: Record<string, unknown>) =>
    request.post(`${siteUrl('platform')}/api${path}`, {
      data,
      headers: { authorization: token!, 'idempotency-key': `e2e-${testInfo.project.name}-${path}-${Date.now()}` },
    });

  // The member's real money route: play1 moves the whole main balance into the provider wallet.
  const play = await money('/member/game/play1', {
    gpId: 'GP003',
    game_type: 2,
    lobby_url: siteUrl('shell'),
    device: mobile ? 2 : 1,
  });
  expect(play.ok()).toBeTruthy();
  expect((await play.json()).code).toBe('100');
  await expect.poll(async () => digits(await balance.textContent()), { timeout: 10_000 }).toBe(0);
  await shot(page, testInfo, 'realtime-03-balance-in-game');

  // leave1 brings the provider balance back: the header shows it without a reload.
  const leave = await (await money('/member/game/leave1', {})).json();
  expect(leave).toMatchObject({ code: '100', data: { closed: 1, gp_id: 'GP003' } });
  // USD has 2 minor digits, VND none: the header's digits are minor units.
  const back = Math.round(leave.data.amount * (mobile ? 100 : 1));
  expect(back).toBeGreaterThan(0);
  await expect.poll(async () => digits(await balance.textContent()), { timeout: 10_000 }).toBe(back);
  await shot(page, testInfo, 'realtime-04-balance-back');
  expect(errors, errors.join('\n')).toEqual([]);
});

test('SPEC §4 a logout while the member channels are still being authorised: no call with the ended token, no error', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const account = await registerMember(request, testInfo, 'rtl');
  await logInThroughUi(page, request, account);
  await expect(page.getByTestId('header-account')).toHaveText(account);

  // After a reload the member channels are authorised again; the platform is made slow to answer.
  const authorisations: string[] = [];
  let loggedOut = false;
  await page.route('**/api/broadcasting/auth', async (route) => {
    authorisations.push(loggedOut ? 'after logout' : 'before logout');
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    // The page may have cancelled it meanwhile; then there is nothing to continue.
    await route.continue().catch(() => undefined);
  });
  await page.reload();
  await expect(page.getByTestId('header-account')).toHaveText(account);
  await expect.poll(() => authorisations.length).toBeGreaterThan(0);
  loggedOut = true;
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  // The public socket is back; the authorisations it cancelled are never asked for again.
  await page.waitForTimeout(3_000);
  expect(authorisations.filter((a) => a === 'after logout')).toEqual([]);
  expect(errors, errors.join('\n')).toEqual([]);
});

test("SPEC §4 app_clean_cache: the operator cleans a member's app cache; the open page logs out and reloads", async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const account = isMobileProject(testInfo) ? 'demo02' : 'demo01';
  await logInThroughUi(page, request, account);
  const memberId = Number(await page.evaluate(() => localStorage.getItem('member_id')));
  expect(memberId).toBeGreaterThan(0);
  // A marker on the window: a reload loads a new document without it.
  await page.evaluate(() => ((window as unknown as { beforeCacheClean?: boolean }).beforeCacheClean = true));

  // The operator API (development key) publishes app_clean_cache on the member's private channel.
  const reloaded = page.waitForEvent('load');
  const res = await operatorPost(request, operatorCalls.cleanCache, { member_id: memberId, reason: 'e2e' });
  expect(res.status()).toBe(200);
  await reloaded;
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { beforeCacheClean?: boolean }).beforeCacheClean),
  ).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await shot(page, testInfo, 'realtime-05-cache-cleaned');
  // The logout call and the refused calls of the ended session (401) are expected.
  expect(
    errors.filter((e) => !/401|Unauthorized/i.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});
