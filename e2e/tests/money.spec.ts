import { expect, test, type APIRequestContext, type Page, type TestInfo } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  isMobileProject,
  logInThroughUi,
  memberApi,
  playSlot,
  shot,
} from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * The member's money through the two simulators, as a person meets them. The calls that open a
 * game and a deposit (play1, deposit) are made with the member's own token, and everything
 * after that happens in the page: the game in the provider simulator, its "Back to lobby", the
 * checkout page of the payment simulator, the way back to the site, and the header balance.
 */

interface Round {
  bet: number;
  win: number;
  balance: number;
}

/**
 * Logs `account` in through the UI; answers the header balance, its digits before anything moves,
 * the member's API (with the page's token) and the member's layout.
 */
async function loggedIn(page: Page, request: APIRequestContext, testInfo: TestInfo, account: string) {
  await logInThroughUi(page, request, account);
  const header = page.getByTestId('header-balance');
  await expect.poll(async () => digits(await header.textContent())).toBeGreaterThan(0);
  const before = digits(await header.textContent());
  const api = await memberApi(page, request, testInfo, 'money');
  const { data: layout } = await api('/member/profile/common/layout');
  return { header, before, api, layout };
}

test('SPEC §4 money: a member plays a real slot in the provider simulator; Back to lobby brings the exact balance home', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const { header, before, api, layout } = await loggedIn(page, request, testInfo, mobile ? 'demo03' : 'wallet01');

  // A slot of the member's currency on the member's device (not the provider in maintenance).
  const device = mobile ? 2 : 1;
  const { slot, started } = await playSlot(api, layout.member_currency, device);
  expect(started.code).toBe('100');

  // The game, in this window (as on mobile): the balance the simulator shows is the provider wallet.
  await page.goto(started.data.game_url);
  await expect(page.locator('#balance')).not.toHaveText('…');
  await expect(page.locator('#spin')).toBeEnabled();
  await shot(page, testInfo, 'money-01-slot');
  const rounds: Round[] = [];
  for (let i = 0; i < 4; i++) {
    const answer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/play' && res.request().method() === 'POST',
    );
    await page.locator('#spin').click();
    const res = await answer;
    expect(res.status()).toBe(200);
    rounds.push((await res.json()) as Round);
    await expect(page.locator('#spin')).toBeEnabled();
  }
  await shot(page, testInfo, 'money-02-slot-after-spins');
  expect(await axeViolations(page)).toEqual([]);
  const net = rounds.reduce((s, r) => s + r.win - r.bet, 0);
  // The simulator's last answer is the provider wallet: everything that was in the main wallet, plus the rounds.
  expect(rounds.at(-1)!.balance).toBe(before + net);

  // Back to lobby: the simulator reports the end of the game, the platform brings the provider
  // balance back to the main wallet, and the browser returns to the site.
  await page.locator('#lobby').click();
  await page.waitForURL(`${siteUrl('shell')}/**`);
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(before + net);
  await shot(page, testInfo, 'money-03-back-in-lobby');
  const cash = await api('/member/profile/my_cash');
  expect(cash.data.my_cash_list.find((e: { gp_id: string }) => e.gp_id === slot.gp_id).cash).toBe(0);
  const { data: after } = await api('/member/profile/common/layout');
  expect(after.is_playing).toBe(0);
  // The round history lists the rounds played.
  const history = await api('/arks/web/member/bet-records', { gp_id: slot.gp_id });
  expect(history.data.list.length).toBeGreaterThanOrEqual(rounds.length);
  expect(errors, errors.join('\n')).toEqual([]);
});

test('SPEC §4 money: a deposit through the payment simulator checkout is credited and the header shows it', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const { header, before, api, layout } = await loggedIn(page, request, testInfo, mobile ? 'demo04' : 'agent01');

  // The member picks the e-wallet channel of its currency at its minimum amount.
  const channels = await api('/arks/web/payment/channels', { currency: layout.member_currency });
  const wallet = (channels.data.list as Array<{ method: string; channel_id: string; min: number }>).find(
    (c) => c.method === 'e_wallet',
  )!;
  const order = await api('/arks/web/deposit', {
    method: 'e_wallet',
    channel_id: wallet.channel_id,
    amount: wallet.min,
    return_url: `${siteUrl('shell')}/`,
  });
  expect(order).toMatchObject({ code: '100', data: { status: 'pending' } });

  await page.goto(order.data.pay_url);
  await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
  await shot(page, testInfo, 'money-04-checkout-e-wallet');
  expect(await axeViolations(page)).toEqual([]);
  await page.locator('input[name="wallet_id"]').fill('0912345678');
  await page.locator('input[name="pin"]').fill('123456');
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.waitForURL(`${siteUrl('shell')}/**`);
  expect(new URL(page.url()).searchParams.get('status')).toBe('success');

  const { data: status } = await api('/arks/web/deposit/status', { order_no: order.data.order_no });
  expect(status.status).toBe('success');
  // Minor units: VND has none, RMB two.
  const minor = mobile ? Math.round(wallet.min * 100) : wallet.min;
  await expect.poll(async () => digits(await header.textContent()), { timeout: 15_000 }).toBe(before + minor);
  await shot(page, testInfo, 'money-05-deposit-credited');
  expect(await axeViolations(page)).toEqual([]);
  // The records page (dates in the site's time zone, America/Caracas: yesterday to today in UTC covers it).
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const records = await api('/arks/web/member/dw-record', {
    start_date: day(-1),
    end_date: day(0),
    page: 1,
    count: 20,
    type: 1,
  });
  expect(records.data.list.map((r: { order_no: string }) => r.order_no)).toContain(order.data.order_no);
  expect(errors, errors.join('\n')).toEqual([]);
});
