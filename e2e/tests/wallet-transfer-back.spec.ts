import { expect, test } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  isMobileProject,
  logInThroughUi,
  memberApi,
  playSlot,
  registerMember,
  shot,
} from '../support/helpers';

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
  // Balances left at two providers and a little in the main wallet: 75.00 in all.
  const account = await registerMember(request, testInfo, 'tb', [
    { gp_id: 'GP001', amount: 40 },
    { gp_id: 'GP007', amount: 25 },
    { amount: 10 },
  ]);

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
  expect(await axeViolations(page, 'section[aria-labelledby="member-wallet-heading"]')).toEqual([]);
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
