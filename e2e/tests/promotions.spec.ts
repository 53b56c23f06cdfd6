import { commonViVN } from '@site/shared/i18n';
import { devCalls, operatorCalls } from '@site/shared/contracts';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../support/test';
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
import { DISPLAY_LOCATION } from '@site/shared/constants';

/**
 * SPEC §2/§3/§4/§7 promotions and notices as visitors and members meet them: the pop-up bulletin
 * and pop-up discount (once per session, again when the operator changes the bulletin), a
 * member's bulletin hidden for good, the discount list, detail, dialog and apply, an operator's
 * new promotion, and the daily check-in.
 */

const device = (testInfo: TestInfo) => (isMobileProject(testInfo) ? 2 : 1);

async function visitorBulletins(request: APIRequestContext, displayDevice: number) {
  const res = await request.post(`${siteUrl('platform')}/api/arks/web/bulletin`, {
    data: { site_id: 1, display_device: displayDevice },
    headers: { lang: 'vi_VN' },
  });
  return (await res.json()).data.list as Array<{ id: number; title: string }>;
}

const dialogWith = (page: Page, text: string) => page.getByRole('dialog').filter({ hasText: text });

test.describe('first visit of a browser session', () => {
  test.use({ popUps: true });

  test('SPEC §4 a visitor sees the pop-up bulletin, then the pop-up discount, once a session; the operator’s change brings the bulletin back', async ({
    page,
    request,
  }, testInfo) => {
    const errors = collectErrors(page);
    const [bulletin] = await visitorBulletins(request, device(testInfo));
    expect(bulletin).toBeTruthy();
    await page.goto('/');
    const notice = dialogWith(page, bulletin!.title);
    await expect(notice).toBeVisible();
    await shot(page, testInfo, 'promo-00-pop-up-bulletin');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await notice.getByRole('button', { name: 'Đã hiểu' }).click();
    await expect(notice).toBeHidden();

    // Then the pop-up discount (the welcome bonus of VND).
    const offer = dialogWith(page, 'Thưởng chào mừng thành viên');
    await expect(offer).toBeVisible();
    await shot(page, testInfo, 'promo-01-pop-up-discount');
    expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
    await offer.getByRole('button', { name: 'Ưu đãi đã qua' }).click();
    const history = dialogWith(page, 'Lễ hội khai trương');
    await expect(history).toBeVisible();
    await shot(page, testInfo, 'promo-02-pop-up-history');
    await page.keyboard.press('Escape');
    await expect(history).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(offer).toBeHidden();

    // Closed this session: a reload shows neither.
    await page.reload();
    await expect(page.getByTestId('lobby-home')).toBeVisible();
    await expect(dialogWith(page, bulletin!.title)).toBeHidden();
    await expect(dialogWith(page, 'Thưởng chào mừng thành viên')).toBeHidden();

    // Never with the modal query.
    const changed = await operatorPost(request, operatorCalls.updateBulletin, {
      id: bulletin!.id,
      content: { vi_VN: `<p>Cập nhật lúc ${new Date().toISOString()}</p>` },
    });
    expect(changed.ok()).toBeTruthy();
    await page.goto('/?modal=login');
    await expect(page.getByRole('dialog').filter({ hasText: bulletin!.title })).toBeHidden();
    // Updated by the operator after it was closed: shown again.
    await page.goto('/');
    await expect(dialogWith(page, bulletin!.title)).toBeVisible();
    await expect(dialogWith(page, bulletin!.title)).toContainText('Cập nhật lúc');
    expect(
      errors.filter((e) => !/status of 4\d\d/.test(e)),
      errors.join('\n'),
    ).toEqual([]);
  });

  test('SPEC §4 a member closes the member bulletin (display_frequency 0): it is hidden for good', async ({
    page,
    request,
  }, testInfo) => {
    // A member who has never closed a notice (not the suite's usual member).
    const account = await registerMember(request, testInfo, 'pb', [], []);
    await page.addInitScript(() => {
      // The visitor pop-ups were closed before logging in.
      sessionStorage.setItem('popUpBulletinCloseTime', String(Date.now()));
      sessionStorage.setItem('popUpDiscountModalCloseTime', String(Date.now()));
    });
    await logInThroughUi(page, request, account);
    const notice = dialogWith(page, 'Thông báo khai trương');
    await expect(notice).toBeVisible();
    await shot(page, testInfo, 'promo-10-member-bulletin');
    const hidden = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/bulletin/member/hide'));
    await notice.getByRole('button', { name: 'Đã hiểu' }).click();
    expect((await hidden).ok()).toBeTruthy();
    // The member-only bulletin of the desktop follows; closing it hides it too.
    if (!isMobileProject(testInfo)) {
      const members = dialogWith(page, 'Ưu đãi thành viên');
      if (await members.isVisible()) await members.getByRole('button', { name: 'Đã hiểu' }).click();
    }
    await page.reload();
    await expect(page.getByTestId('header-account')).toHaveText(account);
    await expect(dialogWith(page, 'Thông báo khai trương')).toBeHidden();
  });
  test('SPEC §4 on the deposit page a member sees the deposit bulletins (display_location 3), and one closed with display_frequency 0 stays hidden', async ({
    page,
    request,
  }, testInfo) => {
    // The member notices of the other pages were closed before; the deposit page's are not.
    const account = await registerMember(request, testInfo, 'db', [], [DISPLAY_LOCATION.normal]);
    await page.addInitScript(() => {
      sessionStorage.setItem('popUpBulletinCloseTime', String(Date.now()));
      sessionStorage.setItem('popUpDiscountModalCloseTime', String(Date.now()));
    });
    await logInThroughUi(page, request, account);
    await expect(dialogWith(page, 'Nạp tiền nhanh')).toHaveCount(0);
    await page.goto('/user/Deposit');
    const notice = dialogWith(page, 'Nạp tiền nhanh');
    await expect(notice).toBeVisible();
    await shot(page, testInfo, 'promo-12-deposit-bulletin');
    expect(await axeViolations(page)).toEqual([]);
    const hidden = page.waitForResponse((r) => r.url().endsWith('/api/arks/web/bulletin/member/hide'));
    await notice.getByRole('button', { name: 'Đã hiểu' }).click();
    const hide = await hidden;
    expect(hide.ok()).toBeTruthy();
    expect(hide.request().postDataJSON()).toMatchObject({ display_location: DISPLAY_LOCATION.deposit });
    await page.reload();
    await expect(page.getByTestId('header-account')).toHaveText(account);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(dialogWith(page, 'Nạp tiền nhanh')).toHaveCount(0);
  });
});

test('SPEC §2 /discount lists the real promotions by category, each with a page of its own', async ({
  page,
}, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/discount');
  const welcome = page.getByRole('article', { name: 'Thưởng chào mừng thành viên' });
  await expect(welcome).toBeVisible();
  await shot(page, testInfo, 'promo-20-discount-list');
  expect(await axeViolations(page)).toEqual([]);

  // The live-casino category shows its own promotion only.
  await page.getByRole('button', { name: 'Casino trực tiếp' }).click();
  await expect(page).toHaveURL(/gt_id=3/);
  await expect(page.getByRole('article', { name: 'Hoàn tiền casino trực tuyến cuối tuần' })).toBeVisible();
  await expect(welcome).toBeHidden();
  await page.getByRole('button', { name: 'Tất cả', exact: true }).click();

  await welcome.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/discount\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Thưởng chào mừng thành viên' })).toBeVisible();
  // A visitor is asked to log in to claim it.
  await expect(page.getByRole('button', { name: 'Đăng nhập để đăng ký' })).toBeVisible();
  await shot(page, testInfo, 'promo-21-discount-detail');
  expect(await axeViolations(page)).toEqual([]);
  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});

test('SPEC §2 a member claims the welcome bonus once (a double click too); the discount dialog from a link says it is received', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerMember(request, testInfo, 'dc');
  await logInThroughUi(page, request, account);
  await page.goto('/discount');
  await page.getByRole('article', { name: 'Thưởng chào mừng thành viên' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/discount\/\d+$/);
  const header = page.getByTestId('header-balance');
  const before = digits(await header.textContent());
  await page.getByRole('button', { name: /^Nhận / }).dblclick();
  await expect(page.getByText(/đã được cộng vào ví chính của bạn/).first()).toBeVisible();
  await expect.poll(async () => digits(await header.textContent())).toBe(before + 500);
  await expect(page.getByText('Đã nhận thưởng: tiền đã vào ví chính của bạn.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Nhận / })).toBeHidden();

  // The same promotion in the discount dialog over the lobby, from a link (?modal=discount&id=).
  const id = Number(page.url().split('/').pop());
  await page.goto(`/?modal=discount&id=${id}`);
  const dialog = page.getByRole('dialog', { name: 'Thưởng chào mừng thành viên' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Đã nhận thưởng: tiền đã vào ví chính của bạn.')).toBeVisible();
  await shot(page, testInfo, 'promo-22-discount-dialog');
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
});

test('SPEC §2 an unknown promotion says so; an operator’s new promotion appears on /discount', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/discount/999999');
  await expect(page.getByText('Chương trình khuyến mãi này không tồn tại')).toBeVisible();
  const title = `Khuyến mãi mới ${testInfo.project.name} ${Date.now()}`;
  const start = new Date(Date.now() - 60_000).toISOString();
  const end = new Date(Date.now() + 86_400_000).toISOString();
  const created = await operatorPost(request, operatorCalls.createDiscount, {
    currency: 'VND',
    gt_id: 2,
    title: { vi_VN: title, en_US: 'New offer', zh_CN: '新优惠' },
    content: { vi_VN: '<p>Chi tiết</p>' },
    start_at: start,
    end_at: end,
  });
  expect(created.ok()).toBeTruthy();
  await page.goto('/discount');
  await expect(page.getByRole('article', { name: title })).toBeVisible();
  await shot(page, testInfo, 'promo-30-operator-new');
});

test('SPEC §3 daily check-in: once a Caracas day, two days running make a streak of 2, double clicks pay once', async ({
  page,
  request,
}, testInfo) => {
  const account = await registerMember(request, testInfo, 'si');
  await logInThroughUi(page, request, account);
  await page.goto('/discount/sign-in');
  const button = page.getByRole('button', { name: commonViVN.click_signin, exact: true });
  await expect(button).toBeVisible();
  await shot(page, testInfo, 'promo-40-sign-in');
  expect(await axeViolations(page)).toEqual([]);
  const header = page.getByTestId('header-balance');
  const before = digits(await header.textContent());
  await button.dblclick();
  await expect(page.getByText(commonViVN.is_signin_success).first()).toBeVisible();
  await expect(page.getByRole('button', { name: commonViVN.click_signin_true })).toBeDisabled();
  await expect.poll(async () => digits(await header.textContent())).toBeGreaterThan(before);
  const after = digits(await header.textContent());
  await page.reload();
  await expect(page.getByRole('button', { name: commonViVN.click_signin_true })).toBeDisabled();
  await expect.poll(async () => digits(await header.textContent())).toBe(after);
  await expect(page.getByTestId('sign-in-streak')).toContainText('1');
  await shot(page, testInfo, 'promo-41-signed-in');

  // The next Caracas day (this member's clock moved a day): the streak goes on with day 2's reward.
  const moved = await request.post(`${siteUrl('platform')}/api${devCalls.memberClock.path}`, {
    data: { account, offset_ms: 86_400_000 },
  });
  expect(moved.ok()).toBeTruthy();
  await page.reload();
  const next = page.getByRole('button', { name: commonViVN.click_signin, exact: true });
  await expect(next).toBeEnabled();
  const reward = digits(await page.getByTestId('sign-in-reward').textContent());
  expect(reward).toBeGreaterThan(0);
  await next.dblclick();
  await expect(page.getByText(commonViVN.is_signin_success).first()).toBeVisible();
  await expect(page.getByTestId('sign-in-streak')).toContainText('2');
  await expect.poll(async () => digits(await header.textContent())).toBe(after + reward);
  await page.reload();
  await expect(page.getByRole('button', { name: commonViVN.click_signin_true })).toBeDisabled();
  await expect.poll(async () => digits(await header.textContent())).toBe(after + reward);
  await shot(page, testInfo, 'promo-42-second-day');
});
