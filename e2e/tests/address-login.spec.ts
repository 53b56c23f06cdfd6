import { expect, test } from '../support/test';
import {
  axeViolations,
  collectErrors,
  isMobileProject,
  logInThroughUi,
  registerMember,
  shot,
} from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * SPEC §4 login state: "a stored token, … an address token login, or an enc exchange", and logout
 * closing the member windows. Each test uses a member of its own.
 */

test('SPEC §4 ?enc= logs in through the exchange and resets the address to /; ?tk= logs in with the token', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const account = await registerMember(request, testInfo, 'ae', [{ amount: 12 }]);
  const res = await request.get(`${siteUrl('platform')}/api/dev/enc?account=${account}`);
  const { enc } = (await res.json()).data as { enc: string };
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await expect(page.getByTestId('header-account')).toHaveText(account);
  await expect(page).toHaveURL(`${siteUrl('shell')}/`);
  await shot(page, testInfo, 'address-00-enc');
  expect(await axeViolations(page)).toEqual([]);

  // The same member's token carried in the address of a fresh page.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const memberId = await page.evaluate(() => localStorage.getItem('member_id'));
  await page.evaluate(() => localStorage.clear());
  await page.goto(
    `/?tk=${encodeURIComponent(token!)}&member_account=${account}&member_currency=USD&member_id=${memberId}`,
  );
  await expect(page.getByTestId('header-account')).toHaveText(account);
  await expect(page).toHaveURL(`${siteUrl('shell')}/`);

  // A used or forged enc: the address is reset and nobody is logged in.
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/?enc=${encodeURIComponent(enc)}`);
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect(page).toHaveURL(`${siteUrl('shell')}/`);
  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test('SPEC §4 logout closes the member window (desktop); on a phone the member centre, in the page, logs out with it', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerMember(request, testInfo, 'al');
  await logInThroughUi(page, request, account);
  if (isMobileProject(testInfo)) {
    // SPEC §2: on a phone the member centre opens in the same window, so no window is left behind.
    let popups = 0;
    page.on('popup', () => popups++);
    await page
      .getByTestId('mobile-tabbar')
      .getByRole('link', { name: /hội viên/i })
      .click();
    await page.waitForURL(/\/user/);
    await page.getByTestId('header-logout').click();
    await expect(page.getByTestId('header-login')).toBeVisible();
    expect(popups).toBe(0);
    return;
  }
  const [memberWindow] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByTestId('header-member-center').click(),
  ]);
  await memberWindow.waitForLoadState();
  // The member window is a page of its own: the member centre, WCAG 2.2 AA like the rest.
  await expect(memberWindow.getByTestId('member-account')).toHaveText(account);
  expect(await axeViolations(memberWindow)).toEqual([]);
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await expect.poll(() => memberWindow.isClosed()).toBe(true);
});
