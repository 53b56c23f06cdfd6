import { agentOperatorCalls } from '@site/shared/contracts';
import { dismissOpeningNotices, expect, test, type Page, type TestInfo } from '../support/test';
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
import { hideMemberNotices, tokenOf } from '../support/notices';
import { siteUrl } from '../support/site';

/**
 * SPEC §2 agent menu and §6 agent access, as people meet them: a member of the test's own applies
 * to become an agent and the operator approves it; agent01 goes through every ProxyCenter page
 * (figures from the seeded downline); a visitor signs up through agent01's link and shows up in the
 * downline; a transfer from agent01 reaches a downline member's open page (member.cash).
 */

const CENTRE = {
  DownlineInfo: 'Thông tin tuyến dưới',
  Promotion: 'Liên kết quảng bá',
  OperationTable: 'Báo cáo hoạt động',
  StratifiedTable: 'Báo cáo phân tầng',
  Transfer: 'Chuyển tiền tuyến dưới',
  PerformanceSettlement: 'Quyết toán hoa hồng',
} as const;

const area = (page: Page) => page.getByTestId('proxy-area');

async function openPage(page: Page, name: keyof typeof CENTRE) {
  await page.goto(`/proxy?page=${name}`);
  await expect(area(page).getByRole('heading', { level: 2, name: CENTRE[name] })).toBeVisible();
}

async function checkAndShoot(page: Page, testInfo: TestInfo, name: string) {
  // Charts and skeletons settled: nothing in the area is still busy.
  await expect(area(page).locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await axeViolations(page, '[data-testid="proxy-area"]')).toEqual([]);
  await shot(page, testInfo, name);
  // The rows too (table or cards), further down the page.
  const row = area(page).getByTestId('record-row').first();
  if (await row.isVisible()) {
    await row.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `${name}-rows`);
  }
}

test('SPEC §6: a member applies to become an agent, the operator approves, the page opens the agent centre', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const account = await registerMember(request, testInfo, 'apl');
  await logInThroughUi(page, request, account);

  // Not an agent: /proxy and every ProxyCenter page go to Register (SPEC §6).
  await page.goto('/proxy?page=Transfer');
  await expect(page).toHaveURL(/\/proxy\?page=Register/);
  const form = area(page).getByRole('form', { name: 'Đơn đăng ký đại lý' });
  await expect(form).toBeVisible();
  await checkAndShoot(page, testInfo, 'agent-00-register-form');

  await form.getByRole('button', { name: 'Gửi đơn đăng ký' }).click();
  await expect(form.getByText('Vui lòng cho biết cách liên hệ với bạn')).toBeVisible();
  await expect(form.getByText('Vui lòng đồng ý với thỏa thuận đại lý')).toBeVisible();
  await form.getByRole('textbox', { name: 'Thông tin liên hệ' }).fill('Telegram @' + account);
  await form.getByRole('textbox', { name: /giới thiệu người chơi/ }).fill('Nhóm Facebook 2.000 thành viên');
  await form.getByRole('checkbox', { name: /thỏa thuận đại lý/ }).check();
  await form.getByRole('button', { name: 'Gửi đơn đăng ký' }).click();
  await expect(area(page).getByTestId('apply-pending')).toContainText('Đơn đăng ký đang được xét duyệt');
  await checkAndShoot(page, testInfo, 'agent-01-register-pending');

  // The operator finds the application and approves it.
  const listed = await operatorPost(request, agentOperatorCalls.applications, { status: 'pending', count: 100 });
  expect(listed.ok()).toBeTruthy();
  const application = ((await listed.json()).data.list as Array<{ id: number; member_account: string }>).find(
    (a) => a.member_account.toLowerCase() === account.toLowerCase(),
  );
  expect(application).toBeTruthy();
  const reviewed = await operatorPost(request, agentOperatorCalls.reviewApplication, {
    id: application!.id,
    decision: 'approve',
  });
  expect(reviewed.ok()).toBeTruthy();

  // The open page hears member.layout; a reload shows the same.
  await page.reload();
  const centre = area(page).getByRole('link', { name: 'Vào trung tâm đại lý' });
  await expect(centre).toBeVisible();
  await centre.click();
  await expect(area(page).getByRole('heading', { level: 2, name: CENTRE.DownlineInfo })).toBeVisible();
  await expect(area(page).getByTestId('stat-members')).toContainText('0');
  await checkAndShoot(page, testInfo, 'agent-02-new-agent-downline');
  expect(errors).toEqual([]);
});

test('SPEC §2 ProxyCenter: agent01 reads every page with the figures of the seeded downline', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  // Charts draw at once for someone who asks for less motion (and the screenshots show them whole).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInThroughUi(page, request, 'agent01');

  await page.goto('/proxy?page=Plan');
  await expect(area(page).getByRole('table', { name: 'Các cấp hoa hồng' })).toBeVisible();
  await checkAndShoot(page, testInfo, 'agent-10-plan');
  await page.goto('/proxy?page=Agreement');
  await expect(area(page).getByTestId('agreement-figures')).toBeVisible();
  await checkAndShoot(page, testInfo, 'agent-11-agreement');

  await openPage(page, 'DownlineInfo');
  await expect.poll(async () => digits(await area(page).getByTestId('stat-members').textContent())).toBeGreaterThan(0);
  const list = area(page).getByTestId('downline-list');
  await expect(list.getByTestId('record-row').first()).toBeVisible();
  await checkAndShoot(page, testInfo, 'agent-12-downline');
  // A sub-agent opens its level; the breadcrumbs lead back.
  await area(page).getByTestId('downline-open-level').first().click();
  await expect(
    area(page).getByRole('navigation', { name: 'Các cấp tuyến dưới' }).locator('[aria-current="location"]'),
  ).toBeVisible();
  await expect(list.getByTestId('record-row').first()).toBeVisible();
  await area(page).getByRole('button', { name: 'Tuyến dưới của tôi' }).click();

  await openPage(page, 'Promotion');
  await expect(area(page).getByTestId('promotion-link')).toContainText('/register?id=');
  await expect(area(page).getByRole('img', { name: /Mã QR/ })).toBeVisible();
  await expect
    .poll(async () => digits(await area(page).getByTestId('promotion-sources').locator('tbody').textContent()))
    .toBeGreaterThan(0);
  await checkAndShoot(page, testInfo, 'agent-13-promotion');

  await openPage(page, 'OperationTable');
  await expect.poll(async () => digits(await area(page).getByTestId('stat-bets').textContent())).toBeGreaterThan(0);
  await expect(area(page).getByTestId('operation-rows').getByTestId('record-totals')).toBeVisible();
  await expect(
    area(page).getByRole('figure', { name: 'Tiền cược và kết quả ròng' }).locator('svg').first(),
  ).toBeVisible();
  await checkAndShoot(page, testInfo, 'agent-14-operation');
  await area(page).getByRole('button', { name: 'Theo tháng' }).click();
  await expect(area(page).getByTestId('operation-rows').getByTestId('record-row').first()).toBeVisible();

  await openPage(page, 'StratifiedTable');
  await expect(area(page).getByTestId('stratified-rows')).toContainText('Tầng 1');
  await checkAndShoot(page, testInfo, 'agent-15-stratified');

  await openPage(page, 'Transfer');
  await expect.poll(async () => digits(await area(page).getByTestId('stat-balance').textContent())).toBeGreaterThan(0);
  await checkAndShoot(page, testInfo, 'agent-16-transfer');

  await openPage(page, 'PerformanceSettlement');
  await expect(area(page).getByTestId('settlement-current')).toBeVisible();
  const statements = area(page).getByTestId('settlement-list');
  await expect(statements.getByTestId('record-row').first()).toBeVisible();
  await checkAndShoot(page, testInfo, 'agent-17-settlement');
  await area(page).getByTestId('settlement-open').first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByTestId('settlement-members')).toBeVisible();
  expect(await axeViolations(page, '[role="dialog"]')).toEqual([]);
  await shot(page, testInfo, 'agent-18-statement');
  expect(errors).toEqual([]);
});

test('SPEC §4: a visitor signs up through agent01’s link and appears in the downline', async ({
  page,
  request,
  browser,
}, testInfo) => {
  await logInThroughUi(page, request, 'agent01');
  await openPage(page, 'Promotion');
  const link = (await area(page).getByTestId('promotion-link').locator('output').textContent())!.trim();
  expect(link).toMatch(/\/register\?id=\d+$/);

  const visitor = await browser.newContext({ ...testInfo.project.use, baseURL: siteUrl('shell') });
  await dismissOpeningNotices(visitor);
  const other = await visitor.newPage();
  await other.goto(link);
  const dialog = other.getByRole('dialog', { name: /Đăng ký tài khoản/ });
  await expect(dialog.locator('input[name="introducer"]')).toHaveValue(link.split('=')[1]!);
  const account = `dl${isMobileProject(testInfo) ? 'm' : 'd'}${Date.now().toString(36).slice(-7)}`;
  await dialog.locator('select[name="member_currency"]').selectOption('USD');
  await dialog.locator('input[name="member_account"]').fill(account);
  await dialog.locator('input[name="password"]').fill('abc12345');
  await dialog.locator('input[name="member_email"]').fill(`${account}@example.com`);
  await dialog.getByLabel('Năm').selectOption('1990');
  await dialog.getByLabel('Tháng').selectOption('05');
  await dialog.getByLabel('Ngày').selectOption('09');
  await dialog.locator('input[name="agreement"]').check();
  await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(other.getByTestId('header-account')).toHaveText(account);
  await visitor.close();

  await openPage(page, 'DownlineInfo');
  await area(page).getByRole('textbox', { name: 'Tài khoản' }).fill(account);
  await area(page).getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(area(page).getByTestId('downline-list')).toContainText(account);
  await checkAndShoot(page, testInfo, 'agent-20-downline-search');
});

test('SPEC §7: a transfer from agent01 reaches the downline member’s open page (member.cash)', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const member = 'ag01m03';
  await hideMemberNotices(request, await tokenOf(request, member));
  const memberContext = await browser.newContext({ ...testInfo.project.use, baseURL: siteUrl('shell') });
  await dismissOpeningNotices(memberContext);
  const memberPage = await memberContext.newPage();
  await logInThroughUi(memberPage, request, member);
  const balance = memberPage.getByTestId('header-balance');
  await expect.poll(async () => (await balance.textContent()) ?? '—').not.toBe('—');
  const before = digits(await balance.textContent());

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await logInThroughUi(page, request, 'agent01');
  await openPage(page, 'Transfer');
  const form = area(page).getByRole('form', { name: 'Lệnh chuyển mới' });
  await form.getByRole('textbox', { name: 'Thành viên tuyến dưới' }).fill(member);
  await form.getByRole('button', { name: new RegExp(`^${member} ·`) }).click();
  await expect(form.getByTestId('transfer-member')).toContainText(member);
  await form.getByRole('textbox', { name: /Số tiền/ }).fill('50000');
  await form.getByRole('textbox', { name: /1\/4/ }).click();
  await page.keyboard.type('9999');
  await form.getByRole('textbox', { name: /Ghi chú/ }).fill('Thưởng tuần');
  await form.getByRole('button', { name: 'Tiếp tục' }).click();
  const confirm = page.getByRole('dialog', { name: 'Xác nhận chuyển tiền' });
  await expect(confirm).toContainText(member);
  await shot(page, testInfo, 'agent-30-transfer-confirm');
  await confirm.getByRole('button', { name: 'Chuyển ngay' }).click();
  await expect(area(page).getByTestId('transfer-done')).toContainText(member);
  await expect(area(page).getByTestId('transfer-list')).toContainText('Thưởng tuần');
  await checkAndShoot(page, testInfo, 'agent-31-transfer-done');

  // The member's page hears member.cash: the header balance grows without a reload.
  await expect.poll(async () => digits(await balance.textContent()), { timeout: 15_000 }).toBe(before + 50_000);
  await memberContext.close();
});
