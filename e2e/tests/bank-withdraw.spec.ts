import type { Locator } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../support/test';
import { memberProfileCalls } from '@site/shared/contracts';
import { hideMemberNotices } from '../support/notices';
import { siteUrl } from '../support/site';
import { axeViolations, collectErrors, digits, isMobileProject, logInThroughUi, shot } from '../support/helpers';

/**
 * SPEC §2/§4/§5 a member's own bank account from start to end: bound through the form (with the
 * withdraw password), verified by a bank transfer from it through the payment simulator, a
 * withdrawal to it held at once and paid out when the PSP settles, then unbound.
 */

/** A USD member of the test's own who has set a withdraw password (USD's sign-up form has none). */
async function registerWithWithdrawPassword(request: APIRequestContext, testInfo: TestInfo): Promise<string> {
  const account = `bw${isMobileProject(testInfo) ? 'm' : 'd'}${Date.now().toString(36).slice(-7)}`;
  const res = await request.post(`${siteUrl('platform')}/api/register`, {
    data: {
      site_id: 1,
      member_currency: 'USD',
      member_account: account,
      password: 'demo1234',
      member_email: `${account}@example.com`,
      member_birthday: '1990-1-2',
    },
  });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe('100');
  const token = body.data.token as string;
  await hideMemberNotices(request, token);
  const set = await request.post(`${siteUrl('platform')}/api${memberProfileCalls.withdrawPassword.path}`, {
    headers: { authorization: token },
    data: { withdraw_password: '2468', confirm_withdraw_password: '2468', password: 'demo1234' },
  });
  expect((await set.json()).code).toBe('100');
  return account;
}

async function typeWithdrawPassword(scope: Page | Locator, digitsOf: string) {
  for (const [i, d] of [...digitsOf].entries()) {
    await scope.getByLabel(`Số thứ ${i + 1}/4 của mật khẩu rút tiền`).fill(d);
  }
}

test('SPEC §2/§4/§5 bind an account, verify it with a bank transfer, withdraw to it and see the payout settle, unbind', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const account = await registerWithWithdrawPassword(request, testInfo);
  await logInThroughUi(page, request, account);
  const balance = page.getByTestId('header-balance');
  await expect.poll(async () => (await balance.textContent()) ?? '').toMatch(/\d/);

  // Bind through the form.
  await page.goto('/user/BindAccount');
  await expect(page.getByRole('heading', { name: 'Tài khoản ngân hàng', exact: true })).toBeVisible();
  const number = `7${Date.now().toString().slice(-10)}`;
  await page.getByLabel('Ngân hàng', { exact: true }).selectOption({ label: 'JPMorgan Chase' });
  await page.getByLabel('Tên chủ tài khoản').fill('JOHN E2E');
  // Too short: said on the field.
  await page.getByLabel('Số tài khoản').fill('123');
  await page.getByRole('button', { name: 'Liên kết tài khoản' }).click();
  await expect(page.getByText(/Số tài khoản phải từ 6 đến 17 chữ số/).first()).toBeVisible();
  await page.getByLabel('Số tài khoản').fill(number);
  await typeWithdrawPassword(page, '2468');
  await shot(page, testInfo, 'bank-00-bind-form');
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Liên kết tài khoản' }).click();
  await expect(page.getByText(/Đã liên kết JPMorgan Chase/).first()).toBeVisible();
  const last4 = number.slice(-4);
  await expect(page.getByText(new RegExp(`${last4}$`)).first()).toBeVisible();
  await expect(page.getByText('Chưa xác minh').first()).toBeVisible();

  // Verify it: a bank transfer from that account.
  await page.goto('/user/Deposit');
  await page.getByRole('radio', { name: /Bank wire/ }).check({ force: true });
  await page.getByLabel('Số tiền nạp').fill('50');
  await page.getByLabel('Chuyển từ tài khoản').selectOption({ index: 1 });
  const transfer = async (checkout: Page) => {
    await checkout.getByRole('button', { name: 'I have transferred' }).click();
    await checkout.waitForURL(/order_no=/);
  };
  if (mobile) {
    await page.getByRole('button', { name: 'Nạp tiền ngay' }).click();
    await transfer(page);
  } else {
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Nạp tiền ngay' }).click(),
    ]);
    await transfer(checkout);
    await checkout.close();
  }
  await expect(page.getByText('Nạp tiền thành công').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => digits(await balance.textContent()), { timeout: 15_000 }).toBe(5000);
  await page.goto('/user/BindAccount');
  await expect(page.getByText('Đã xác minh').first()).toBeVisible();

  // Withdraw to it: held at once, then paid out.
  await page.goto('/user/Withdrawal');
  await expect(page.getByRole('heading', { name: 'Rút tiền', exact: true })).toBeVisible();
  await page.getByRole('radio').first().check({ force: true });
  // Under the minimum: said on the field.
  await page.getByLabel('Số tiền rút').fill('5');
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(page.getByText(/Số tiền tối thiểu là 20,00/).first()).toBeVisible();
  await page.getByLabel('Số tiền rút').fill('20');
  // A wrong withdraw password says so and holds nothing.
  await typeWithdrawPassword(page, '1357');
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(page.getByText(/Mật khẩu rút tiền không đúng/).first()).toBeVisible();
  expect(digits(await balance.textContent())).toBe(5000);
  await typeWithdrawPassword(page, '2468');
  await shot(page, testInfo, 'bank-01-withdraw-form');
  await page.getByRole('button', { name: 'Rút tiền', exact: true }).click();
  await expect(page.getByText('Đã gửi yêu cầu rút tiền').first()).toBeVisible();
  await expect.poll(async () => digits(await balance.textContent()), { timeout: 15_000 }).toBe(3000);
  await expect(page.getByText('Rút tiền thành công').first()).toBeVisible({ timeout: 30_000 });
  await shot(page, testInfo, 'bank-02-withdraw-paid');
  // The records say the same.
  await page.goto('/user/DWRecord');
  await expect(page.locator('text="Thành công" >> visible=true')).toHaveCount(2);
  await shot(page, testInfo, 'bank-03-dw-record');

  // Unbind it.
  await page.goto('/user/BindAccount');
  await page.getByRole('button', { name: new RegExp(`Hủy liên kết JPMorgan Chase .*${last4}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Hủy liên kết tài khoản này?')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await typeWithdrawPassword(dialog, '2468');
  await dialog.getByRole('button', { name: 'Hủy liên kết', exact: true }).click();
  await expect(page.getByText(/Đã hủy liên kết JPMorgan Chase/).first()).toBeVisible();
  await expect(page.getByText('Chưa có tài khoản ngân hàng')).toBeVisible();
  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});
