import { devCalls } from '@site/shared/contracts';
import { expect, test, type Page } from '../support/test';
import { siteUrl } from '../support/site';
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
 * SPEC §2/§4/§5 the member centre's Fund: a deposit through the payment simulator's checkout (in the
 * deposit window on a desktop, in the same tab on a phone) credited to the main wallet; the bank
 * verification prompt. The withdrawal, from binding to payout, is bank-withdraw.spec.ts.
 */

/** Pays the simulator's e-wallet checkout open in `checkout`. */
async function approveEWallet(checkout: Page) {
  await expect(checkout.getByRole('button', { name: 'Approve' })).toBeVisible();
  await checkout.locator('input[name="wallet_id"]').fill('0912345678');
  await checkout.locator('input[name="pin"]').fill('123456');
  await checkout.getByRole('button', { name: 'Approve' }).click();
}

test('SPEC §2/§4 a member deposits with an e-wallet through the checkout and sees it credited', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const account = await registerMember(request, testInfo, 'dp');
  await logInThroughUi(page, request, account);
  const header = page.getByTestId('header-balance');
  await expect.poll(async () => (await header.textContent()) ?? '').toMatch(/\d/);
  const before = digits(await header.textContent());

  // /user?page=Deposit is the same page as /user/Deposit.
  await page.goto('/user?page=Deposit');
  await expect(page.getByRole('heading', { name: 'Nạp tiền', exact: true })).toBeVisible();
  const wallet = page.getByRole('radio', { name: /Ví điện tử/ }).first();
  await wallet.check({ force: true });
  const amount = page.getByLabel('Số tiền nạp');
  // Too little: said on the field, nothing sent.
  await amount.fill('1');
  await page.getByRole('button', { name: 'Nạp tiền ngay' }).click();
  await expect(page.getByText(/Số tiền tối thiểu là/).first()).toBeVisible();
  const limits = (await page.getByTestId('deposit-channel-limits').first().textContent()) ?? '';
  const min = Number(limits.split('–')[0]!.replace(/[^\d]/g, '')) / 100;
  await amount.fill(String(min));
  await shot(page, testInfo, 'fund-00-deposit-form');
  expect(await axeViolations(page)).toEqual([]);

  if (mobile) {
    // A phone goes to the checkout in the same tab and comes back to the order.
    await page.getByRole('button', { name: 'Nạp tiền ngay' }).click();
    await approveEWallet(page);
    await page.waitForURL(/\/user\/Deposit\?.*order_no=/);
  } else {
    // A desktop opens the deposit window in the click, then points it at the checkout.
    const [checkout] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: 'Nạp tiền ngay' }).click(),
    ]);
    await approveEWallet(checkout);
    await checkout.waitForURL(/order_no=/);
    await expect(checkout.getByText('Nạp tiền thành công').first()).toBeVisible();
    await shot(checkout, testInfo, 'fund-01-deposit-window-result');
    await checkout.close();
  }
  await expect(page.getByText('Nạp tiền thành công').first()).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(before + min * 100);
  await shot(page, testInfo, 'fund-02-deposit-credited');
  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test('SPEC §2/§5 a member who must verify a bank account is sent to BindAccount from the deposit page', async ({
  page,
  request,
}, testInfo) => {
  // A member of the test's own on that rule (verify01 stops needing it once any test deposits).
  const account = await registerMember(request, testInfo, 'vf');
  const flagged = await request.post(`${siteUrl('platform')}/api${devCalls.memberFlags.path}`, {
    data: { account, need_bank_account_deposit_verified: 1 },
  });
  expect(flagged.ok()).toBeTruthy();
  await logInThroughUi(page, request, account);
  await page.goto('/Deposit');
  await expect(page).toHaveURL(/\/user\/Deposit/);
  await expect(page.getByText('Xác minh tài khoản ngân hàng để nạp tiền')).toBeVisible();
  // No deposit form until an account is bound.
  await expect(page.getByRole('button', { name: 'Nạp tiền ngay' })).toHaveCount(0);
  await shot(page, testInfo, 'fund-10-verify-prompt');
  expect(await axeViolations(page)).toEqual([]);
  const bind = { name: 'Liên kết tài khoản ngân hàng', exact: true };
  await page.getByRole('link', bind).or(page.getByRole('button', bind)).first().click();
  await expect(page).toHaveURL(/\/user\/BindAccount$/);
  await expect(page.getByRole('heading', { name: 'Tài khoản ngân hàng', exact: true })).toBeVisible();
  await shot(page, testInfo, 'fund-11-bind-account');
  expect(await axeViolations(page)).toEqual([]);
});
