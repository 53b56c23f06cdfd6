import { expect, test } from '../support/test';
import { commonViVN } from '@site/shared/i18n';
import {
  axeViolations,
  backgroundLoads,
  collectErrors,
  followCaptcha,
  isMobileProject,
  shot,
} from '../support/helpers';

/**
 * The first end-to-end slice (SPEC §2 layouts and routes, §4 login state, §5 login rules, §7 calls):
 * a visitor sees the lobby, logs in through mfe-auth's dialog with the server's captcha, sees the
 * account in the shell and in mfe-member-center, keeps the session over a reload, and logs out.
 */
test('SPEC §2/§4/§5 visitor → login → member centre → reload → logout', async ({ page, request }, testInfo) => {
  const errors = collectErrors(page);
  const captcha = followCaptcha(page, request);
  const mobile = isMobileProject(testInfo);
  const account = mobile ? 'demo02' : 'demo01';

  // 1. The visitor's home: the right layout by the 992 px rule, the lobby's game types and games.
  await page.goto('/');
  await expect(page.locator(`[data-layout="${mobile ? 'mobile' : 'desktop'}"]`)).toBeVisible();
  await expect(page.getByTestId(mobile ? 'mobile-tabbar' : 'desktop-header')).toBeVisible();
  const tabs = page.getByTestId('game-type-tabs');
  await expect(tabs).toBeVisible();
  await expect(tabs.getByRole('tab')).not.toHaveCount(0);
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(await page.getByTestId('game-tile').count()).toBeGreaterThan(5);
  // The artwork is really there (an image that decoded, not a broken icon).
  const art = page.getByTestId('game-tile').first().getByTestId('game-art');
  await expect.poll(() => backgroundLoads(art)).toBe(true);
  await shot(page, testInfo, '01-home-visitor');

  // 2. Login opens mfe-auth's dialog with the server's captcha image.
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const captchaImage = dialog.locator('img[src^="data:image/"]');
  await expect(captchaImage).toBeVisible();
  await shot(page, testInfo, '02-login-dialog');

  // 3. The §5 rules, first failing rule shown.
  const submit = dialog.locator('button[type="submit"]');
  await submit.click();
  await expect(dialog.getByText(commonViVN.ph_account_name)).toBeVisible();
  await dialog.locator('input[name="account"]').fill(account);
  await submit.click();
  await expect(dialog.getByText(commonViVN.ph_password)).toBeVisible();
  await dialog.locator('input[name="password"]').fill('demo1234');
  await submit.click();
  await expect(dialog.getByText(commonViVN.ph_account_verify_code)).toBeVisible();
  await shot(page, testInfo, '03-login-validation');
  // The dialog with its errors showing is still WCAG 2.2 AA (labels, contrast, live region).
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);

  // 4. A wrong captcha: the server answers 105 (verify_failed) and a new captcha is loaded.
  captcha.reset();
  await dialog.locator('input[name="answer"]').fill('zzzz');
  await submit.click();
  await expect(page.getByText(commonViVN.verify_failed).first()).toBeVisible();
  await expect(dialog.locator('input[name="answer"]')).toHaveValue('');

  // 5. The right captcha logs the member in: account and balance in the header.
  await dialog.locator('input[name="answer"]').fill(await captcha.answer());
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-account')).toHaveText(account);
  await expect(page.getByTestId('header-balance')).not.toHaveText('—');
  await expect(page.getByTestId('header-balance')).toContainText(mobile ? '$' : '₫');
  await shot(page, testInfo, '04-logged-in');

  // 6. /user (mfe-member-center) shows the same member; every app stamps the same bus.
  await page.goto('/user');
  await expect(page.getByTestId('member-account')).toHaveText(account);
  const busIds = await page.evaluate(() => [
    document.documentElement.dataset.busId,
    ...Array.from(document.querySelectorAll<HTMLElement>('[data-bus-id]')).map((el) => el.dataset.busId),
  ]);
  expect(busIds.length).toBeGreaterThan(1);
  expect(new Set(busIds).size).toBe(1);
  await shot(page, testInfo, '05-member-center');
  expect(await axeViolations(page)).toEqual([]);

  // 7. A reload keeps the session (stored token → layout).
  await page.reload();
  await expect(page.getByTestId('member-account')).toHaveText(account);
  await expect(page.getByTestId('header-account')).toHaveText(account);

  // 8. Logout clears it: the login button is back and the token is gone.
  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await shot(page, testInfo, '06-logged-out');

  expect(errors, errors.join('\n')).toEqual([]);
});
