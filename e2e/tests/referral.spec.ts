import { dismissOpeningNotices, expect, test, type APIRequestContext, type Page } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  followCaptcha,
  isMobileProject,
  memberApi,
  playSlot,
  rigGameToLose,
  shot,
} from '../support/helpers';
import { hideMemberNotices } from '../support/notices';
import { siteUrl } from '../support/site';

/**
 * SPEC §2 RecommendAward and the cash surplus, as people meet them: a member of the test's own
 * (VND, where the referral programme and the cash surplus are on) opens RecommendProject and reads
 * the invite link (also encoded in the QR code); a visitor opens that link in another browser,
 * signs up through it, and deposits through the payment simulator; the referrer finds them in
 * RecommendRecord and RecommendMemberSearch with the reward paid into the wallet. The cash-surplus
 * page tells how the amount is worked out and offers nothing to claim without a loss.
 */

const newAccount = (prefix: string, mobile: boolean) =>
  `${prefix}${mobile ? 'm' : 'd'}${Date.now().toString(36).slice(-7)}`;
const vndName = () => `Minh${[...Date.now().toString().slice(-7)].map((d) => 'abcdefghij'[Number(d)]).join('')}`;

/** Fills the open VND register dialog as a person would (the SMS code and captcha from the dev outboxes) and sends it. */
async function signUpVnd(
  page: Page,
  request: APIRequestContext,
  captcha: ReturnType<typeof followCaptcha>,
  account: string,
) {
  const dialog = page.getByRole('dialog', { name: /Đăng ký tài khoản/ });
  await expect(dialog).toBeVisible();
  await dialog.locator('select[name="member_currency"]').selectOption('VND');
  const phone = `09${Date.now().toString().slice(-8)}`;
  await dialog.locator('input[name="member_account"]').fill(account);
  await dialog.locator('input[name="password"]').fill('abc12345');
  await dialog.locator('input[name="member_confirm_password"]').fill('abc12345');
  await dialog.locator('input[name="member_name"]').fill(vndName());
  await dialog.locator('input[name="member_phone"]').fill(phone);
  await dialog.getByRole('button', { name: 'Gửi mã' }).click();
  await expect(dialog.getByRole('button', { name: /Gửi lại sau/ })).toBeDisabled();
  const outbox = await request.get(`${siteUrl('platform')}/api/dev/sms?phone=${phone}`);
  const code = ((await outbox.json()).data.list as Array<{ code: string }>)[0]!.code;
  await dialog.locator('input[name="phone_verify"]').fill(code);
  await dialog.getByRole('textbox', { name: /Chữ số thứ 1\/4/ }).click();
  await page.keyboard.type('2468');
  await dialog.locator('input[name="answer"]').fill(await captcha.answer());
  await dialog.locator('input[name="agreement"]').check();
  await dialog.getByRole('button', { name: 'Tạo tài khoản' }).click();
  await expect(page.getByTestId('header-account')).toHaveText(account, { timeout: 15_000 });
  // A member who has already closed the opening notices (this test is about other things).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await hideMemberNotices(request, token!);
}

test('SPEC §2/§4 RecommendAward: invite link and QR, a friend signs up through it and deposits, the referrer sees the reward; cash surplus', async ({
  page,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);

  // The referrer: a VND member of the test's own, signed up from the header.
  const captcha = followCaptcha(page, request);
  await page.goto('/');
  await page.getByTestId('header-register').click();
  const referrer = newAccount('rr', mobile);
  await signUpVnd(page, request, captcha, referrer);
  const header = page.getByTestId('header-balance');

  // SPEC §2: the RecommendAward group shows (is_friend 1 for VND); RecommendProject.
  await page.goto('/user/RecommendProject');
  await expect(page.getByRole('heading', { name: 'Chương trình giới thiệu', exact: true })).toBeVisible();
  const code = (await page.getByTestId('recommend-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = (await page.getByTestId('recommend-link').textContent())!.trim();
  expect(link).toBe(`${siteUrl('shell')}/register?invite=${code}`);
  // The QR code is a real SVG of the link.
  const qr = page.getByTestId('recommend-qr');
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((el) => el.tagName.toLowerCase())).toBe('svg');
  await expect(qr).toHaveAttribute('data-value', link);
  expect(await qr.locator('path').count()).toBeGreaterThan(0);
  await expect(page.getByTestId('recommend-tiers').getByRole('row')).toHaveCount(4);
  if (!mobile) {
    const menu = page.getByRole('navigation', { name: 'Danh mục trung tâm thành viên' });
    await expect(menu.getByRole('link', { name: 'Lịch sử giới thiệu' })).toBeVisible();
  }
  await shot(page, testInfo, 'referral-00-project');
  expect(await axeViolations(page)).toEqual([]);

  // A friend opens the link in another browser and signs up through it (SPEC §4 invite).
  const friendContext = await browser.newContext({
    ...(mobile ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {}),
  });
  await dismissOpeningNotices(friendContext);
  const friendPage = await friendContext.newPage();
  const friendCaptcha = followCaptcha(friendPage, request);
  await friendPage.goto(link);
  const dialog = friendPage.getByRole('dialog', { name: /Đăng ký tài khoản/ });
  await expect(dialog.locator('input[name="introducer"]')).toHaveValue(code);
  const friend = newAccount('rf', mobile);
  await signUpVnd(friendPage, request, friendCaptcha, friend);

  // The friend deposits 100.000 ₫ through the payment simulator's checkout.
  const friendApi = await memberApi(friendPage, request, testInfo, 'referral');
  const started = await friendApi('/arks/web/deposit', {
    method: 'e_wallet',
    channel_id: 'VND_MOMO',
    amount: 100_000,
    return_url: `${siteUrl('shell')}/user/Deposit`,
  });
  expect(started.code).toBe('100');
  await friendPage.goto(started.data.pay_url);
  await expect(friendPage.getByRole('button', { name: 'Approve' })).toBeVisible();
  await friendPage.locator('input[name="wallet_id"]').fill('0912345678');
  await friendPage.locator('input[name="pin"]').fill('123456');
  await friendPage.getByRole('button', { name: 'Approve' }).click();
  await friendPage.waitForURL(/order_no=/);
  await friendContext.close();

  // The referrer's wallet: first-deposit tier 100.000 ₫ → 20.000 ₫, plus 2 % of the deposit → 2.000 ₫ (member.cash live).
  await expect.poll(async () => digits(await header.textContent()), { timeout: 20_000 }).toBe(22_000);

  // RecommendRecord: the friend (masked), the first deposit, the reward; the rewards paid.
  await page.goto('/user/RecommendRecord');
  await expect(page.getByRole('heading', { name: 'Lịch sử giới thiệu', exact: true })).toBeVisible();
  const masked = `${friend.slice(0, 2)}${'*'.repeat(friend.length - 4)}${friend.slice(-2)}`;
  const members = page.getByTestId('recommend-members');
  await expect(members.getByTestId('recommend-member-account')).toHaveText([masked]);
  await expect(members.getByTestId('recommend-first-deposit')).toHaveText(['Đã nạp']);
  expect(digits(await members.getByTestId('recommend-member-reward').textContent())).toBe(22_000);
  await expect(page.getByTestId('recommend-rewards').getByTestId('recommend-reward-kind')).toHaveText([
    /Chia sẻ tiền nạp|Thưởng nạp lần đầu/,
    /Chia sẻ tiền nạp|Thưởng nạp lần đầu/,
  ]);
  expect(digits(await page.getByTestId('recommend-stat-reward').textContent())).toBe(22_000);
  await expect(page.getByTestId('recommend-members')).toHaveAttribute('data-variant', mobile ? 'cards' : 'table');
  await shot(page, testInfo, 'referral-01-record');
  expect(await axeViolations(page)).toEqual([]);

  // RecommendMemberSearch: by part of the account; a wrong account is said on its field.
  await page.goto('/user/RecommendMemberSearch');
  await page.getByLabel('Tài khoản').fill('!');
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page.getByText('Tài khoản gồm 2 đến 12 chữ cái, chữ số hoặc dấu gạch dưới')).toBeVisible();
  await page.getByLabel('Tài khoản').fill(friend.slice(0, 6));
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page.getByTestId('recommend-search-count')).toHaveText('Tìm thấy 1 thành viên');
  await expect(page.getByTestId('recommend-member-account')).toHaveText([masked]);
  await shot(page, testInfo, 'referral-02-search');
  expect(await axeViolations(page)).toEqual([]);

  // The reward is in the transaction record.
  await page.goto('/user/Transaction');
  await expect(page.locator('[data-testid="record-type"][data-type="recommend_reward"]')).toHaveCount(2);

  // Cash surplus (active for VND): no loss yesterday, nothing to claim; the claim call agrees (103) and pays nothing.
  await page.goto('/user/CashSurplus');
  await expect(page.getByRole('heading', { name: 'Hoàn trả thua lỗ', exact: true })).toBeVisible();
  await expect(page.getByTestId('cash-surplus-amount')).toHaveText(/^0\s?₫$/);
  await expect(page.getByTestId('cash-surplus-claim')).toBeDisabled();
  await expect(page.getByTestId('cash-surplus-nothing')).toBeVisible();
  const api = await memberApi(page, request, testInfo, 'cash-surplus');
  expect((await api('/arks/web/cash_surplus/claim')).code).toBe('103');
  expect(digits(await header.textContent())).toBe(22_000);
  await shot(page, testInfo, 'referral-03-cash-surplus-nothing');
  expect(await axeViolations(page)).toEqual([]);

  // A real loss today: 1.000.000 ₫ more in the wallet, then two 100.000 ₫ spins of a slot in the
  // provider simulator, made to lose (5 % of a loss of at least 20.000 ₫ is the smallest claim).
  const credited = await request.post(`${siteUrl('platform')}/api/dev/ledger/credit`, {
    data: { account: referrer, amount: 1_000_000 },
  });
  expect(credited.ok()).toBeTruthy();
  const { started: game } = await playSlot(api, 'VND', mobile ? 2 : 1, `${siteUrl('shell')}/user/CashSurplus`);
  expect(game.code).toBe('100');
  await page.goto(game.data.game_url);
  await expect(page.locator('#spin')).toBeEnabled();
  await rigGameToLose(page, request);
  await page.locator('#chips .chip').nth(4).click();
  let lost = 0;
  for (let i = 0; i < 2; i++) {
    const answer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/play' && res.request().method() === 'POST',
    );
    await page.locator('#spin').click();
    const round = (await (await answer).json()) as { bet: number; win: number };
    expect(round).toMatchObject({ bet: 100_000, win: 0 });
    lost += round.bet - round.win;
    await expect(page.locator('#spin')).toBeEnabled();
  }
  expect(lost).toBe(200_000);
  await page.locator('#lobby').click();
  await page.waitForURL(`${siteUrl('shell')}/**`);
  const wallet = 22_000 + 1_000_000 - lost;
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(wallet);

  // The next day (this member's clock moved a day): yesterday's loss gives back 5 %, claimed once.
  const moved = await request.post(`${siteUrl('platform')}/api/dev/members/clock`, {
    data: { account: referrer, offset_ms: 86_400_000 },
  });
  expect(moved.ok()).toBeTruthy();
  await page.goto('/user/CashSurplus');
  await expect(page.getByTestId('cash-surplus-claim')).toBeEnabled();
  const surplus = Math.min(Math.floor((lost * 5) / 100), 1_000_000);
  expect(digits(await page.getByTestId('cash-surplus-net-loss').textContent())).toBe(lost);
  expect(digits(await page.getByTestId('cash-surplus-amount').textContent())).toBe(surplus);
  await shot(page, testInfo, 'referral-04-cash-surplus-claimable');
  expect(await axeViolations(page)).toEqual([]);
  // Clicked twice: one claim.
  await page.getByTestId('cash-surplus-claim').dblclick();
  await expect(page.getByTestId('cash-surplus-success')).toBeVisible();
  await expect(page.getByTestId('cash-surplus-claimed')).toBeVisible();
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(wallet + surplus);
  // Claimed again through the API: 102, nothing more paid.
  expect((await api('/arks/web/cash_surplus/claim')).code).toBe('102');
  await page.reload();
  await expect(page.getByTestId('cash-surplus-claimed')).toBeVisible();
  expect(digits(await header.textContent())).toBe(wallet + surplus);
  await shot(page, testInfo, 'referral-05-cash-surplus-claimed');
  expect(await axeViolations(page)).toEqual([]);
  await request.post(`${siteUrl('platform')}/api/dev/members/clock`, { data: { account: referrer, offset_ms: 0 } });

  expect(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    errors.join('\n'),
  ).toEqual([]);
});
