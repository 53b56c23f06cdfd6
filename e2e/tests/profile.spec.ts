import type { Locator } from '@playwright/test';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { axeViolations, collectErrors, followCaptcha, logInThroughUi, registerMember, shot } from '../support/helpers';

/**
 * SPEC §3/§5/§7 the member centre's Info page as a member uses it: the profile shown and edited
 * (a taken email refused under its field, the change kept after a reload), the login password
 * changed (then a login with the new one), the withdraw password set from the withdrawal page's
 * prompt and a change with a wrong current one refused. Every member is the test's own (USD,
 * registered through the platform: email and phone editable in the member centre).
 */

/** Types four digits into a group of withdraw-password boxes. */
async function typeDigits(group: Locator, value: string) {
  const boxes = group.locator('input');
  for (const [i, d] of [...value].entries()) await boxes.nth(i).fill(d);
}

/** Logs in through the dialog with a given password (logInThroughUi knows only the registration's). */
async function logInWith(page: Page, request: APIRequestContext, account: string, password: string) {
  const captcha = followCaptcha(page, request);
  await page.goto('/');
  await page.getByTestId('header-login').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('img[src^="data:image/"]')).toBeVisible();
  await dialog.locator('input[name="account"]').fill(account);
  await dialog.locator('input[name="password"]').fill(password);
  await dialog.locator('input[name="answer"]').fill(await captcha.answer());
  await dialog.locator('button[type="submit"]').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-account')).toHaveText(account);
}

async function openInfo(page: Page) {
  await page.goto('/user/Info');
  await expect(page.getByRole('heading', { name: 'Hồ sơ cá nhân', exact: true })).toBeVisible();
}

test('SPEC §3/§5 the profile is shown, a taken email is refused on its field, an edit stays after a reload', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const other = await registerMember(request, testInfo, 'pfo');
  const account = await registerMember(request, testInfo, 'pfe');
  await logInThroughUi(page, request, account);
  await openInfo(page);

  const details = page.getByTestId('profile-details');
  await expect(details.getByTestId('profile-member_email')).toHaveText(`${account}@example.com`);
  await expect(details.getByTestId('profile-member_birthday')).toHaveText('02/01/1990');
  await shot(page, testInfo, 'profile-00-info');
  expect(await axeViolations(page)).toEqual([]);

  await details.getByRole('button', { name: 'Chỉnh sửa' }).click();
  const form = page.getByTestId('profile-edit-form');
  await expect(form).toBeVisible();
  // The email of another member: the platform's 105 under the email field.
  await form.getByLabel('Email').fill(`${other}@example.com`);
  await form.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(form.getByText('Email này đã được đăng ký')).toBeVisible();
  // A rule of SPEC §5 is said before anything is sent.
  await form.getByLabel('Số điện thoại').fill('12ab');
  await form.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(form.getByText('Số điện thoại không hợp lệ')).toBeVisible();
  await shot(page, testInfo, 'profile-01-edit-errors');
  expect(await axeViolations(page, '[data-testid="profile-edit-form"]')).toEqual([]);

  const phone = `20255${String(Date.now()).slice(-5)}`;
  await form.getByLabel('Email').fill(`${account}.new@example.com`);
  await form.getByLabel('Số điện thoại').fill(phone);
  await form.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect(form).toBeHidden();
  await expect(details.getByTestId('profile-member_email')).toHaveText(`${account}.new@example.com`);

  await page.reload();
  await expect(page.getByTestId('profile-member_email')).toHaveText(`${account}.new@example.com`);
  await expect(page.getByTestId('profile-member_phone')).toHaveText(phone);
  await shot(page, testInfo, 'profile-02-saved');
  expect(errors).toEqual([]);
});

test('SPEC §7 the login password is changed (101 on its field first), then a login takes the new one', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerMember(request, testInfo, 'pfp');
  await logInThroughUi(page, request, account);
  await openInfo(page);

  const form = page.getByTestId('change-password-form');
  await form.getByLabel('Mật khẩu hiện tại').fill('wrong999');
  await form.getByLabel('Mật khẩu mới', { exact: true }).fill('newpass12');
  await form.getByLabel('Nhập lại mật khẩu mới').fill('newpass12');
  await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(form.getByText('Mật khẩu hiện tại không đúng')).toBeVisible();
  expect(await axeViolations(page, '[data-testid="change-password-form"]')).toEqual([]);

  await form.getByLabel('Mật khẩu hiện tại').fill('demo1234');
  await form.getByRole('button', { name: 'Đổi mật khẩu' }).click();
  await expect(page.getByTestId('change-password-done')).toBeVisible();
  await shot(page, testInfo, 'profile-03-password-changed');
  // This session stays.
  await expect(page.getByTestId('header-account')).toHaveText(account);

  await page.getByTestId('header-logout').click();
  await expect(page.getByTestId('header-login')).toBeVisible();
  await logInWith(page, request, account, 'newpass12');
});

test('SPEC §5 no withdraw password: the withdrawal page links to the set form; set, then a wrong current one is refused', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const account = await registerMember(request, testInfo, 'pfw');
  await logInThroughUi(page, request, account);

  await page.goto('/user/Withdrawal');
  const prompt = page.getByTestId('withdraw-no-password');
  await expect(prompt).toBeVisible();
  await prompt.getByRole('link', { name: 'Thiết lập mật khẩu rút tiền' }).click();
  await page.waitForURL(/\/user\/Info#withdraw-password$/);

  const form = page.getByTestId('withdraw-password-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('withdraw-password-status')).toHaveText('Chưa thiết lập');
  await form.getByLabel('Mật khẩu đăng nhập').fill('demo1234');
  await typeDigits(form.getByTestId('profile-withdraw_password'), '2468');
  await typeDigits(form.getByTestId('profile-confirm_withdraw_password'), '2469');
  await form.getByRole('button', { name: 'Thiết lập mật khẩu rút tiền' }).click();
  await expect(form.getByText('Hai mật khẩu rút tiền không khớp')).toBeVisible();
  expect(await axeViolations(page, '[data-testid="withdraw-password-form"]')).toEqual([]);
  await typeDigits(form.getByTestId('profile-confirm_withdraw_password'), '2468');
  await form.getByRole('button', { name: 'Thiết lập mật khẩu rút tiền' }).click();
  await expect(page.getByTestId('withdraw-password-done')).toBeVisible();
  await expect(page.getByTestId('withdraw-password-status')).toHaveText('Đã thiết lập');
  await shot(page, testInfo, 'profile-04-withdraw-password-set');

  // Changing it asks for the current one: a wrong one is refused with the tries left.
  const change = page.getByTestId('withdraw-password-form');
  await typeDigits(change.getByTestId('profile-old_withdraw_password'), '1111');
  await typeDigits(change.getByTestId('profile-withdraw_password'), '1357');
  await typeDigits(change.getByTestId('profile-confirm_withdraw_password'), '1357');
  await change.getByRole('button', { name: 'Đổi mật khẩu rút tiền' }).click();
  await expect(change.getByText(/Mật khẩu rút tiền không đúng/)).toBeVisible();
  await shot(page, testInfo, 'profile-05-withdraw-password-wrong');
  expect(await axeViolations(page, '[data-testid="withdraw-password-form"]')).toEqual([]);

  // The withdrawal page no longer stops at the password: next it asks for a verified bank account.
  await page.goto('/user/Withdrawal');
  await expect(page.getByTestId('withdraw-no-account')).toBeVisible();
  await expect(page.getByTestId('withdraw-no-password')).toHaveCount(0);
  expect(errors).toEqual([]);
});
