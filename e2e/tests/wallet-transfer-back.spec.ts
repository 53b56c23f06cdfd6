import { expect, test } from '../support/test';
import { collectErrors, digits, isMobileProject, logInThroughUi, memberApi, playSlot, shot } from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * SPEC §7/§8 one-key transfer back, from MyWallet, as a member meets it: money left at two
 * providers (a game nobody ended) comes home with one press; the header and every card follow; the
 * button rests ten seconds; with a game still open the platform refuses (102) and the page says
 * why in the page language. Each run registers a member of its own (USD: no captcha, no SMS).
 */
test('SPEC §7 one-key transfer back: every provider wallet comes home from MyWallet; a game still open refuses it', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const account = `tb${mobile ? 'm' : 'd'}${Date.now().toString(36).slice(-7)}`;
  const platform = `${siteUrl('platform')}/api`;
  const registered = await request.post(`${platform}/register`, {
    data: {
      site_id: 1,
      member_currency: 'USD',
      member_account: account,
      password: 'demo1234',
      member_email: `${account}@example.com`,
      member_birthday: '1990-1-2',
    },
  });
  expect((await registered.json()).code).toBe('100');
  // Balances left at two providers and a little in the main wallet: 75.00 in all.
  for (const [gp_id, amount] of [
    ['GP001', 40],
    ['GP007', 25],
    [undefined, 10],
  ] as const) {
    const credited = await request.post(`${platform}/dev/ledger/credit`, {
      data: { account, amount, ...(gp_id ? { gp_id } : {}) },
    });
    expect(credited.ok()).toBeTruthy();
  }

  await logInThroughUi(page, request, account);
  const header = page.getByTestId('header-balance');
  await expect.poll(async () => digits(await header.textContent())).toBe(1000);
  await page.goto('/user/MyWallet');
  const total = page.getByTestId('wallet-total');
  await expect.poll(async () => digits(await total.textContent())).toBe(7500);
  const cards = page.getByTestId('provider-wallets');
  await expect(cards).toBeVisible();
  await shot(page, testInfo, 'wallet-01-money-at-providers');

  const bringBack = page.getByRole('button', { name: /Thu hồi tất cả về ví chính/ });
  await bringBack.click();
  await expect(page.getByText('Toàn bộ số dư đã được chuyển về ví chính')).toBeVisible();
  // The header follows (member.cash), the total stays, the button rests with a countdown.
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(7500);
  await expect.poll(async () => digits(await total.textContent())).toBe(7500);
  await expect(bringBack).toBeDisabled();
  await expect(bringBack).toContainText(/Thử lại sau \d+ giây/);
  await shot(page, testInfo, 'wallet-02-all-back');
  const api = await memberApi(page, request, testInfo, 'transfer-back');
  const cash = await api('/member/profile/my_cash');
  expect((cash.data.my_cash_list as Array<{ cash: number }>).every((e) => e.cash === 0)).toBe(true);

  // A game still open: the platform refuses (102) and the page says why.
  const { started } = await playSlot(api, 'USD', mobile ? 2 : 1);
  expect(started.code).toBe('100');
  await expect(bringBack).toBeEnabled({ timeout: 15_000 });
  await bringBack.click();
  await expect(page.getByText('Trò chơi vẫn đang mở. Vui lòng thoát trò chơi trước khi thu hồi số dư')).toBeVisible();
  await shot(page, testInfo, 'wallet-03-game-open');
  expect((await api('/member/game/leave1')).code).toBe('100');
  await expect.poll(async () => digits(await total.textContent()), { timeout: 15_000 }).toBe(7500);
  expect(errors, errors.join('\n')).toEqual([]);
});
