import {
  axeViolations,
  collectErrors,
  followCaptcha,
  isMobileProject,
  logInThroughUi,
  registerMember,
  shot,
} from '../support/helpers';
import { expect, test } from '../support/test';

/**
 * Responsible gaming (beyond SPEC §2's menu; UKGC / MGA practice) in the member centre
 * /user/ResponsibleGaming: a daily deposit limit the deposit page then enforces (the refusal says
 * what remains), and a self-exclusion that logs the member out and keeps the login refused with
 * its end time (SPEC §8 login codes). Members of the tests' own, in Vietnamese (the site default).
 */

test('a daily deposit limit is saved and a deposit over it is refused with what remains', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const account = await registerMember(request, testInfo, 'rgl');
  await logInThroughUi(page, request, account);

  await page.goto('/user/ResponsibleGaming');
  await expect(page.getByRole('heading', { name: 'Chơi có trách nhiệm', exact: true })).toBeVisible();
  const limits = page.getByRole('region', { name: 'Hạn mức nạp tiền' });
  await expect(limits.getByTestId('rg-limit')).toHaveCount(3);
  await expect(limits.getByTestId('rg-limit').first()).toContainText('Không giới hạn');
  await shot(page, testInfo, 'rg-00-page');
  expect(await axeViolations(page)).toEqual([]);

  // A bad amount is said at the field, nothing is sent.
  await limits.getByLabel('Kỳ').selectOption('day');
  const amount = limits.getByLabel('Số tiền hạn mức');
  await amount.fill('abc');
  await limits.getByRole('button', { name: 'Lưu hạn mức' }).click();
  await expect(limits.getByText('Số tiền không hợp lệ').or(limits.getByRole('alert')).first()).toBeVisible();

  await amount.fill('25');
  await limits.getByRole('button', { name: 'Lưu hạn mức' }).click();
  const feedback = limits.getByTestId('rg-limit-feedback');
  await expect(feedback).toContainText('Đã lưu hạn mức');
  const day = limits.getByTestId('rg-limit').first();
  await expect(day).toContainText('25');
  await expect(day).toContainText('Đang áp dụng');

  // A raise waits 24 hours: the pending value and its time are shown, the limit in force stays.
  await amount.fill('50');
  await limits.getByRole('button', { name: 'Lưu hạn mức' }).click();
  await expect(feedback).toContainText('Đã lên lịch thay đổi');
  await expect(day).toContainText(/50.*\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await shot(page, testInfo, 'rg-01-limit-pending');

  // The deposit page refuses 30 (over the 25 left today) and says how much remains.
  await page.goto('/user/Deposit');
  await expect(page.getByRole('heading', { name: 'Nạp tiền', exact: true })).toBeVisible();
  await page
    .getByRole('radio', { name: /Ví điện tử/ })
    .first()
    .check({ force: true });
  await page.getByLabel('Số tiền nạp').fill('30');
  const popup = isMobileProject(testInfo) ? null : page.waitForEvent('popup', { timeout: 5_000 }).catch(() => null);
  await page.getByRole('button', { name: 'Nạp tiền ngay' }).click();
  const refusal = page.getByText(/vượt hạn mức nạp ngày: bạn chỉ có thể nạp thêm tối đa/);
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText('25');
  // A deposit window opened in the click is closed again: nothing is to be paid.
  const opened = await popup;
  if (opened) await expect.poll(() => opened.isClosed()).toBe(true);
  await shot(page, testInfo, 'rg-02-deposit-refused');
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});

test('a self-excluded member is logged out and the login says until when', async ({ page, request }, testInfo) => {
  const account = await registerMember(request, testInfo, 'rgx');
  await logInThroughUi(page, request, account);
  await page.goto('/user/ResponsibleGaming');
  const exclusion = page.getByRole('region', { name: 'Tự loại trừ' });
  await expect(exclusion).toBeVisible();
  await exclusion.getByLabel('Thời gian loại trừ').selectOption('6m');

  // The password and the confirmation are required; a wrong password is said at the field.
  await exclusion.getByRole('button', { name: 'Tự loại trừ' }).click();
  await expect(exclusion.getByText('Vui lòng nhập mật khẩu.')).toBeVisible();
  await expect(exclusion.getByText('Vui lòng xác nhận rằng bạn đã hiểu.')).toBeVisible();
  await exclusion.getByLabel('Mật khẩu đăng nhập của bạn').fill('wrong-pass');
  await exclusion.getByRole('checkbox').check();
  await exclusion.getByRole('button', { name: 'Tự loại trừ' }).click();
  await expect(exclusion.getByText('Mật khẩu không đúng.')).toBeVisible();
  await exclusion.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'rg-03-exclusion-form');

  await exclusion.getByLabel('Mật khẩu đăng nhập của bạn').fill('demo1234');
  await exclusion.getByRole('button', { name: 'Tự loại trừ' }).click();
  // Logged out at once.
  await expect(page.getByTestId('header-login')).toBeVisible();

  // The login is refused with the end time.
  const captcha = followCaptcha(page, request);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('img[src^="data:image/"]')).toBeVisible();
  await dialog.locator('input[name="account"]').fill(account);
  await dialog.locator('input[name="password"]').fill('demo1234');
  await dialog.locator('input[name="answer"]').fill(await captcha.answer());
  await dialog.locator('button[type="submit"]').click();
  const error = dialog.getByTestId('login-error');
  await expect(error).toContainText('Bạn đã tự loại trừ. Bạn có thể đăng nhập lại sau');
  await expect(error).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  await shot(page, testInfo, 'rg-04-login-refused');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});
