import { expect, test, type Page } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  followCaptcha,
  isMobileProject,
  logInThroughUi,
  registerMember,
  shot,
} from '../support/helpers';

/**
 * SPEC §2/§6 the deposit shortcut: a member's "Deposit" opens the fast payment page in its own
 * 1500×800 window on a desktop (fpWindow) and in the page on a phone, without the navbar and footer;
 * its QR checkout in the payment simulator credits the main wallet. /fastDeposit warns a visitor and
 * asks for login, then opens the shortcut.
 */

/** Picks the quick amount, pays the simulator's QR checkout and waits for the way back. */
async function payFastPayment(fp: Page, amountLabel: RegExp) {
  await expect(fp.getByRole('heading', { name: 'Thanh toán nhanh', level: 1 })).toBeVisible();
  await fp.getByRole('button', { name: amountLabel }).first().click();
  await fp.getByRole('button', { name: 'Thanh toán ngay' }).click();
  await expect(fp.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  await fp.getByRole('button', { name: 'Pay', exact: true }).click();
  await fp.waitForURL(/\/fastPayment\?.*order_no=/);
  await expect(fp.getByText('Nạp tiền thành công').first()).toBeVisible({ timeout: 20_000 });
}

test('SPEC §2/§6 the header Deposit opens fast payment; the QR checkout credits the wallet', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const account = await registerMember(request, testInfo, 'fp');
  await logInThroughUi(page, request, account);
  const balance = page.getByTestId('header-balance');
  await expect.poll(async () => (await balance.textContent()) ?? '').toMatch(/\d/);
  const before = digits(await balance.textContent());

  let fp: Page;
  if (mobile) {
    await page.getByRole('button', { name: 'Nạp tiền' }).tap();
    await page.waitForURL(/\/fastPayment$/);
    fp = page;
    // The page hides the footer and the tab bar (SPEC §2).
    await expect(page.getByTestId('mobile-tabbar')).toHaveCount(0);
  } else {
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Nạp tiền', exact: true }).click(),
    ]);
    fp = popup;
    await fp.waitForLoadState();
    expect(new URL(fp.url()).pathname).toBe('/fastPayment');
    expect(await fp.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([1500, 800]);
    // Its own window: no navbar, no footer.
    await expect(fp.getByRole('link', { name: 'Khuyến mãi' })).toHaveCount(0);
  }
  await expect(fp.getByRole('form', { name: 'Biểu mẫu thanh toán nhanh' })).toBeVisible();
  await shot(fp, testInfo, 'fast-payment-00-page');
  expect(await axeViolations(fp)).toEqual([]);

  // Over the channel's limit: said on the field, nothing sent.
  const amount = fp.getByLabel('Số tiền nạp');
  await amount.fill('999999');
  await fp.getByRole('button', { name: 'Thanh toán ngay' }).click();
  await expect(fp.getByText(/Số tiền tối đa là/).first()).toBeVisible();
  await amount.fill('');

  await payFastPayment(fp, /^20,00\s?\$$/);
  await shot(fp, testInfo, 'fast-payment-01-paid');
  // The opener's balance follows (member.cash on the member's channel).
  await expect.poll(async () => digits(await balance.textContent()), { timeout: 15_000 }).toBe(before + 2000);
  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test('SPEC §2/§6 /fastDeposit: a visitor is warned and shown login; after login fast payment opens', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerMember(request, testInfo, 'fd');
  const captcha = followCaptcha(page, request);
  await page.goto('/fastDeposit');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Vui lòng đăng nhập trước').first()).toBeVisible();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('img[src^="data:image/"]')).toBeVisible();
  await shot(page, testInfo, 'fast-payment-10-visitor-warned');
  await dialog.locator('input[name="account"]').fill(account);
  await dialog.locator('input[name="password"]').fill('demo1234');
  await dialog.locator('input[name="answer"]').fill(await captcha.answer());
  const mobile = isMobileProject(testInfo);
  const popup = mobile ? null : page.waitForEvent('popup', { timeout: 15_000 }).catch(() => null);
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByTestId('header-account')).toHaveText(account);
  // Opened without a click, the window may be refused by the browser: then this page goes there.
  const opened = await popup;
  const fp = opened ?? page;
  await expect(fp).toHaveURL(/\/fastPayment$/, { timeout: 15_000 });
  await expect(fp.getByRole('heading', { name: 'Thanh toán nhanh', level: 1 })).toBeVisible();
  // The flag is used once: back home, nothing opens again.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/isFastDeposit/);
});
