import { operatorCalls } from '@site/shared/contracts';
import { expect, test } from '../support/test';
import {
  axeViolations,
  collectErrors,
  digits,
  isMobileProject,
  logInThroughUi,
  memberApi,
  operatorPost,
  playSlot,
  registerMember,
  shot,
} from '../support/helpers';
import { siteUrl } from '../support/site';

/**
 * The member centre's InfoCenter › Announcement page (SPEC §2, §3, §6) and the bet history beside
 * the money records, in the browser, on desktop and mobile. Each test registers a member of its own
 * (USD: no captcha, no SMS); the announcements are the operator's, made and removed by the test.
 */

test("SPEC §2/§3 Announcement: the members' announcements in the operator order, a long one read in place, a new one arriving live", async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const short = `Giải đấu slot cuối tuần ${stamp}`;
  // Plain text with its own lines (the operator's content is plain text): longer than the three
  // lines a closed announcement shows, on any screen.
  const long = [
    `Hoàn trả hằng tuần ${stamp}:`,
    '- Mọi ván slot và bắn cá từ thứ Hai đến Chủ nhật đều được tính.',
    '- Tiền hoàn trả được cộng vào ví chính mỗi sáng thứ Hai.',
    '- Không cần đăng ký, không giới hạn số tiền.',
    '- Xem lại các ván đã chơi trong Lịch sử cược của trung tâm thành viên.',
  ].join('\n');
  const ids: number[] = [];
  const create = async (vi: string, en: string) => {
    // Members only (not the visitors' marquee other tests read), first of the list (sort 0).
    const res = await operatorPost(request, operatorCalls.announcements, {
      content: { vi_VN: vi, en_US: en },
      display_before_login: 0,
      display_after_login: 1,
      sort: 0,
    });
    expect(res.ok()).toBeTruthy();
    ids.push((await res.json()).data.id as number);
  };

  try {
    await create(long, 'Weekly cashback');
    await create(short, 'Weekend slot tournament');

    const account = await registerMember(request, testInfo, 'an');
    await logInThroughUi(page, request, account);
    await page.goto('/user/Announcement');
    const heading = page.getByRole('heading', { level: 1, name: 'Thông báo' });
    await expect(heading).toBeVisible();
    if (!isMobileProject(testInfo)) {
      // SPEC §2 InfoCenter › Announcement is a link of the menu now, the current page.
      const menu = page.getByRole('navigation', { name: 'Trung tâm thành viên' });
      await expect(menu.getByRole('link', { name: 'Thông báo' })).toHaveAttribute('aria-current', 'page');
    }

    const list = page.getByRole('list', { name: 'Danh sách thông báo' });
    const items = list.getByTestId('announcement');
    // Equal sort: the newest first; the site's own member announcement is there too.
    await expect(items.nth(0)).toContainText(short);
    await expect(items.nth(1)).toContainText(`Hoàn trả hằng tuần ${stamp}`);
    await expect(list).toContainText('Hoàn trả 1% mỗi ngày cho thành viên.');
    await expect(items.nth(0).locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    // The long one is clamped; "Xem thêm" opens it whole in place.
    const longItem = items.nth(1);
    const readMore = longItem.getByRole('button', { name: 'Xem thêm' });
    await expect(longItem.getByTestId('announcement-text')).toHaveAttribute('data-clamped', 'true');
    const clamped = await longItem.getByTestId('announcement-text').evaluate((el) => el.clientHeight);
    await shot(page, testInfo, 'announcement-01-list');
    await readMore.click();
    const less = longItem.getByRole('button', { name: 'Thu gọn' });
    await expect(less).toHaveAttribute('aria-expanded', 'true');
    await expect
      .poll(() => longItem.getByTestId('announcement-text').evaluate((el) => el.clientHeight))
      .toBeGreaterThan(clamped);
    await shot(page, testInfo, 'announcement-02-read-more');
    expect(await axeViolations(page, 'section[aria-labelledby="member-announcement-heading"]')).toEqual([]);

    // The operator's new announcement reaches the open page, live (content:changed on the bus).
    const live = `Bảo trì hệ thống lúc 03:00 ${stamp}`;
    await create(live, 'Maintenance at 03:00');
    await expect(items.nth(0)).toContainText(live);
    // And its removal too.
    expect(
      (await operatorPost(request, operatorCalls.announcements, { id: ids.pop()!, delete: true })).ok(),
    ).toBeTruthy();
    await expect(list).not.toContainText(live);

    // The promotion notices the site has popped up, each opened in place.
    const notices = page.getByRole('region', { name: 'Thông báo khuyến mãi' });
    await notices.scrollIntoViewIfNeeded();
    const first = notices.getByTestId('bulletin').first();
    await expect(first).toBeVisible();
    await first.getByRole('button').click();
    await expect(first.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    await expect(first.getByTestId('bulletin-body')).not.toBeEmpty();
    // Above the fixed bottom bar of the mobile layout, for the screenshot.
    await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, testInfo, 'announcement-03-notices');
    expect(await axeViolations(page, 'section[aria-labelledby="member-announcement-heading"]')).toEqual([]);
  } finally {
    for (const id of ids) await operatorPost(request, operatorCalls.announcements, { id, delete: true });
  }
  expect(errors, errors.join('\n')).toEqual([]);
});

test('Bet history: the rounds a member played at a slot, with stake, win, net and the totals; filters by provider and day', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  const mobile = isMobileProject(testInfo);
  const account = await registerMember(request, testInfo, 'br', [{ amount: 50 }]);
  await logInThroughUi(page, request, account);
  const api = await memberApi(page, request, testInfo, 'bet-history');

  // Two rounds of a slot in the provider simulator, then back to the site.
  const { slot, started } = await playSlot(api, 'USD', mobile ? 2 : 1);
  expect(started.code).toBe('100');
  await page.goto(started.data.game_url);
  await expect(page.locator('#spin')).toBeEnabled();
  const rounds: Array<{ round_id: string; bet: number; win: number }> = [];
  for (let i = 0; i < 2; i++) {
    const answer = page.waitForResponse(
      (res) => new URL(res.url()).pathname === '/api/play' && res.request().method() === 'POST',
    );
    await page.locator('#spin').click();
    const res = await answer;
    expect(res.status()).toBe(200);
    rounds.push(await res.json());
    await expect(page.locator('#spin')).toBeEnabled();
  }
  await page.locator('#lobby').click();
  await page.waitForURL(`${siteUrl('shell')}/**`);
  // Back on the site once the shell has the member again (its session restored, the balance shown).
  await expect(page.getByTestId('header-balance')).toBeVisible();

  await page.goto('/user/BetRecord');
  await expect(page.getByRole('heading', { level: 1, name: 'Lịch sử cược' })).toBeVisible();
  const list = page.getByTestId('bet-records');
  await expect(list).toHaveAttribute('data-variant', mobile ? 'cards' : 'table');
  const rows = list.getByTestId('record-row');
  await expect(rows).toHaveCount(2);
  await expect(page.getByTestId('records-total')).toHaveText('2 bản ghi');

  // Newest first: the second round on top, with its round id and its figures (minor units, USD cents).
  for (const [i, round] of [...rounds].reverse().entries()) {
    const row = rows.nth(i);
    await expect(row.getByTestId('bet-round')).toHaveText(round.round_id);
    await expect(row.getByTestId('bet-provider')).toHaveAttribute('data-gp', slot.gp_id);
    expect(digits(await row.getByTestId('bet-stake').textContent())).toBe(round.bet);
    expect(digits(await row.getByTestId('bet-win').textContent())).toBe(round.win);
    const net = round.win - round.bet;
    const netText = (await row.getByTestId('bet-net').textContent()) ?? '';
    expect(digits(netText)).toBe(Math.abs(net));
    expect(netText.startsWith(net > 0 ? '+' : net < 0 ? '-' : '0') || (net < 0 && netText.includes('-'))).toBe(true);
    await expect(row.getByTestId('bet-status')).toHaveAttribute('data-status', 'settled');
    // The time is the site's (America/Caracas): a full date and time.
    await expect(row.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  }
  // The totals of the filter.
  const stake = rounds.reduce((s, r) => s + r.bet, 0);
  const win = rounds.reduce((s, r) => s + r.win, 0);
  expect(digits(await page.getByTestId('bet-total-stake-value').textContent())).toBe(stake);
  expect(digits(await page.getByTestId('bet-total-win-value').textContent())).toBe(win);
  expect(digits(await page.getByTestId('bet-total-net-value').textContent())).toBe(Math.abs(win - stake));
  await shot(page, testInfo, 'bet-records-01-rounds');
  expect(await axeViolations(page, 'section[aria-labelledby="member-bet-records-heading"]')).toEqual([]);

  // Filters: Today keeps them; another provider has none; the slot's provider brings them back.
  await page.getByRole('button', { name: 'Hôm nay' }).click();
  await expect(rows).toHaveCount(2);
  const provider = page.getByRole('combobox', { name: 'Nhà cung cấp' });
  const other = await provider
    .locator('option')
    .evaluateAll(
      (options, gp) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v && v !== gp),
      slot.gp_id,
    );
  expect(other).toBeTruthy();
  await provider.selectOption(other!);
  await expect(page.getByTestId('bet-records-empty')).toContainText('Không có ván cược trong khoảng thời gian này');
  await shot(page, testInfo, 'bet-records-02-empty-provider');
  expect(await axeViolations(page, 'section[aria-labelledby="member-bet-records-heading"]')).toEqual([]);
  await provider.selectOption(slot.gp_id);
  await expect(rows).toHaveCount(2);
  await shot(page, testInfo, 'bet-records-03-provider');

  // A custom range that ends before it starts is refused in the page.
  await page.getByTestId('records-start-date').fill('2025-05-20');
  await page.getByTestId('records-end-date').fill('2025-05-10');
  await page.getByRole('button', { name: 'Tìm kiếm' }).click();
  await expect(page.getByText('Ngày kết thúc không được trước ngày bắt đầu')).toBeVisible();
  await expect(rows).toHaveCount(2);
  expect(errors, errors.join('\n')).toEqual([]);
});
